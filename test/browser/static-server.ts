/**
 * @module test/browser/static-server
 * A tiny HTTP server on 127.0.0.1 (a free port) for the browser tests: fixed routes to byte contents, and
 * one folder served under a prefix. Answers HEAD as GET without a body, 404 for anything else.
 */
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
}

export interface StaticServer {
  /** http://127.0.0.1:PORT/ */
  url: string
  /** Paths requested so far (to check that nothing else was asked for). */
  requested: string[]
  close(): Promise<void>
}

export async function startStaticServer(routes: Record<string, Uint8Array | string>, folders: Record<string, string>): Promise<StaticServer> {
  const requested: string[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
      requested.push(path)
      let body: Uint8Array | string | undefined = routes[path]
      if (body === undefined) {
        for (const [prefix, folder] of Object.entries(folders)) {
          if (!path.startsWith(prefix)) continue
          const file = normalize(join(folder, path.slice(prefix.length)))
          if (!file.startsWith(folder)) break
          body = await stat(file).then(
            (s) => (s.isFile() ? readFile(file) : undefined),
            () => undefined,
          )
          if (body !== undefined) break
        }
      }
      if (body === undefined) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'content-length': Buffer.byteLength(body) })
      response.end(request.method === 'HEAD' ? undefined : body)
    })().catch((error: unknown) => response.writeHead(500).end(String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    requested,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
