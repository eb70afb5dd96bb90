/**
 * The server process of benchmarks/server.bench.ts: a child started with an IPC channel and the
 * `ServerOptions` as JSON in argv[2]. It listens on 127.0.0.1 (a free port), starts its worker threads,
 * then answers the parent's messages: `cpu` → its own `process.cpuUsage()` (every thread of this process,
 * so the figure is the server's CPU and nothing else), `close` → closes the server and exits.
 * It logs as `docparts serve` does by default (pino at `info`, one JSON line per request to stdout, which
 * the parent sends to /dev/null), so the logging a production server does is counted.
 */
import type { AddressInfo } from 'node:net'
import { createServer } from '../src/server/create-server.js'
import type { ServerOptions } from '../src/server/server-options.js'

export type HostMessage = { port: number } | { cpu: NodeJS.CpuUsage }

const options = JSON.parse(process.argv[2] ?? '{}') as ServerOptions
const app = createServer({ logLevel: 'info', ...options })
await app.listen({ port: 0, host: '127.0.0.1' })
await app.docparts.warm()
const send = (message: HostMessage): void => void process.send?.(message)
process.on('message', (message: string) => {
  if (message === 'cpu') send({ cpu: process.cpuUsage() })
  if (message === 'close') void app.close().then(() => process.exit(0))
})
process.on('disconnect', () => void app.close().then(() => process.exit(0)))
send({ port: (app.server.address() as AddressInfo).port })
