/**
 * Partition API load (issue 7 §8): 64 clients at once send small documents to a server listening on
 * 127.0.0.1 (multipart over real keep-alive sockets), each client sending its requests one after another,
 * until 640 requests are answered. Reported: requests/s, p50 and p99 latency, errors (must be 0), and the
 * overhead against calling partition() directly on the same documents in the same run, 64 calls in
 * flight at a time, as wall time per document and as CPU time per document (all threads of this process,
 * the client included: robust when other work shares the machine). Goal ≤ 1.3×.
 * The client is node:http with multipart bodies built beforehand, so the figure is the server's cost, not
 * a client library's (fetch + FormData costs about as much CPU per request as partitioning the document).
 * The server runs as configured by default (worker threads, small files inline), with every file on a
 * worker thread (`inlineMaxBytes: 0`), and without threads (`workers: 0`).
 */
import { Agent, request } from 'node:http'
import { availableParallelism } from 'node:os'
import type { AddressInfo } from 'node:net'
import { partition } from '../src/partition.js'
import { createServer } from '../src/server/create-server.js'
import type { ServerOptions } from '../src/server/server-options.js'

const CLIENTS = 64
const REQUESTS = 640

/** A small HTML page (~2 KB, a dozen elements); `n` varies the text so nothing is cached. */
function smallDocument(n: number): string {
  const paragraphs = Array.from(
    { length: 8 },
    (_, i) => `<p>Paragraph ${i} of document ${n} explains how the river crossed the valley in spring ${2000 + n}.</p>`,
  )
  return `<html><body><h1>Report number ${n}</h1>${paragraphs.join('')}<ul><li>First point ${n}</li><li>Second point</li></ul></body></html>`
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

interface Measured {
  seconds: number
  cpuSeconds: number
  latencies: number[]
  errors: number
}

async function direct(docs: Uint8Array[]): Promise<Measured> {
  const latencies: number[] = []
  let next = 0
  const cpu = process.cpuUsage()
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < docs.length) {
        const doc = docs[next++]!
        const t = performance.now()
        await partition(doc, { filename: 'report.html', strategy: 'fast' })
        latencies.push(performance.now() - t)
      }
    }),
  )
  return { seconds: (performance.now() - start) / 1000, cpuSeconds: cpuSince(cpu), latencies, errors: 0 }
}

function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1e6
}

const BOUNDARY = 'docpartsBenchBoundary'

function multipart(doc: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="report.html"\r\nContent-Type: text/html\r\n\r\n`,
    ),
    doc,
    Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="strategy"\r\n\r\nfast\r\n--${BOUNDARY}--\r\n`),
  ])
}

async function overHttp(docs: Uint8Array[], options: ServerOptions): Promise<Measured> {
  const app = createServer({ ...options, maxQueue: 256 })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.docparts.warm()
  const { port } = app.server.address() as AddressInfo
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
  const bodies = docs.map(multipart)
  const send = (body: Buffer): Promise<boolean> =>
    new Promise((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/general/v0/general',
          agent,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve(response.statusCode === 200 && Buffer.concat(chunks).toString().startsWith('[{')))
        },
      )
      req.on('error', () => resolve(false))
      req.end(body)
    })
  for (const body of bodies.slice(0, 2 * CLIENTS)) await send(body) // warm the partitioners in every thread
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const cpu = process.cpuUsage()
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!
        const t = performance.now()
        if (!(await send(body))) errors++
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - start) / 1000
  const cpuSeconds = cpuSince(cpu)
  agent.destroy()
  await app.close()
  return { seconds, cpuSeconds, latencies, errors }
}

export async function run(): Promise<void> {
  const encoder = new TextEncoder()
  const docs = Array.from({ length: REQUESTS }, (_, n) => encoder.encode(smallDocument(n)))
  for (const doc of docs.slice(0, 2 * CLIENTS)) await partition(doc, { filename: 'report.html' }) // warm-up
  const base = await direct(docs)
  const rows: string[][] = [['mode', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'wall vs direct', 'CPU ms/doc', 'CPU vs direct']]
  const line = (mode: string, m: Measured): string[] => {
    const sorted = [...m.latencies].sort((a, b) => a - b)
    return [
      mode,
      (REQUESTS / m.seconds).toFixed(0),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      String(m.errors),
      `${(m.seconds / base.seconds).toFixed(2)}×`,
      ((1000 * m.cpuSeconds) / REQUESTS).toFixed(2),
      `${(m.cpuSeconds / base.cpuSeconds).toFixed(2)}×`,
    ]
  }
  rows.push(line('partition() direct, 64 in flight', base))
  const cores = availableParallelism()
  await overHttp(docs, { workers: 0 }) // JIT warm-up of the HTTP path (else the first row measured pays it)
  rows.push(line(`HTTP, default (${cores} workers, small inline)`, await overHttp(docs, {})))
  rows.push(line(`HTTP, every file on ${cores} workers`, await overHttp(docs, { inlineMaxBytes: 0 })))
  rows.push(line('HTTP, no workers (workers: 0)', await overHttp(docs, { workers: 0 })))
  console.log(`${REQUESTS} small HTML documents (~${docs[0]!.length} bytes), ${CLIENTS} clients at once, ${cores} cores`)
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(40) : cell.padStart(14))).join(' '))
}
