/**
 * The server process of benchmarks/server.bench.ts: a child started with an IPC channel and the
 * `ServerOptions` as JSON in argv[2] (or `{"floor": body}` for the bare node:http reference). It listens on 127.0.0.1 (a free port), starts its worker threads,
 * then answers the parent's messages: `cpu` → its own `process.cpuUsage()` (every thread of this process,
 * so the figure is the server's CPU and nothing else), `close` → closes the server and exits.
 * It logs as `docparts serve` does by default (pino at `info`, one JSON line per request to stdout, which
 * the parent sends to /dev/null), so the logging a production server does is counted.
 */
import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createServer } from '../src/server/create-server.js'
import type { ServerOptions } from '../src/server/server-options.js'

export type HostMessage = { port: number } | { cpu: NodeJS.CpuUsage }

/** `ServerOptions`, or `{ floor: body }`: bare node:http reading each request and answering `body`. */
export type HostConfig = ServerOptions | { floor: string }

const config = JSON.parse(process.argv[2] ?? '{}') as HostConfig
const send = (message: HostMessage): void => void process.send?.(message)

// The floor: what any Node HTTP server pays per request (sockets, HTTP parsing, writing the reply), no more.
async function floorServer(body: string) {
  const server = createHttpServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { address: () => server.address() as AddressInfo, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function docpartsServer(options: ServerOptions) {
  const app = createServer({ logLevel: 'info', ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.docparts.warm()
  return { address: () => app.server.address() as AddressInfo, close: () => app.close() }
}

const server = 'floor' in config ? await floorServer(config.floor) : await docpartsServer(config)
process.on('message', (message: string) => {
  if (message === 'cpu') send({ cpu: process.cpuUsage() })
  if (message === 'close') void server.close().then(() => process.exit(0))
})
process.on('disconnect', () => void server.close().then(() => process.exit(0)))
send({ port: server.address().port })
