/**
 * Partition API load (issue 7 §8): 64 clients at once send small documents to a server listening on
 * 127.0.0.1 (multipart over real keep-alive sockets), each client sending its requests one after another,
 * until every document is answered: 640 tiny HTML pages (~0.8 KB, a dozen elements: the per-request
 * cost of serving dominates), then 256 one-page text PDFs (a typical small document). A reference row runs
 * bare node:http answering a fixed reply of the same size: the floor any Node HTTP server pays per request. Reported: requests/s, p50 and p99 latency, errors (must be 0), and the
 * overhead against calling partition() directly on the same documents in the same run, 64 calls in
 * flight at a time: as wall time, and as CPU time per document (robust when other work shares the machine).
 * Goal ≤ 1.3×.
 * The server runs in its own process (./server-host.ts, logging at `info` to /dev/null as `docparts serve`
 * does), so its CPU figure is the server's alone (every thread of that process: main, workers, GC), and the
 * load client here does not share its event loop. The client is node:http with multipart bodies built
 * beforehand (fetch + FormData costs about as much CPU per request as partitioning the document). On a
 * machine with few cores the client still competes with the server for the CPU: the wall ratio then
 * overstates the server's cost; the CPU ratio does not.
 * The server runs as configured by default (worker threads, small files inline), with every file on a
 * worker thread (`inlineMaxBytes: 0`), and without threads (`workers: 0`). Each is first loaded with four
 * discarded passes (JIT, threads, sockets). DOCPARTS_BENCH_PROFILE_DIR=dir runs the server with --cpu-prof.
 */
import { fork } from 'node:child_process'
import { Agent, request } from 'node:http'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { bookPdf } from '../fixtures/pdf/generate.js'
import { partition } from '../src/partition.js'
import { elementsToJson } from '../src/serialize/elements-to-json.js'
import type { ServerOptions } from '../src/server/server-options.js'
import type { HostConfig, HostMessage } from './server-host.js'

const CLIENTS = 64
const WARM_PASSES = 4

/** Documents of one kind, sent one per request. */
interface Workload {
  title: string
  filename: string
  contentType: string
  docs: Uint8Array[]
}

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

async function direct({ docs, filename }: Workload): Promise<Measured> {
  const latencies: number[] = []
  let next = 0
  const cpu = process.cpuUsage()
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < docs.length) {
        const doc = docs[next++]!
        const t = performance.now()
        await partition(doc, { filename, strategy: 'fast' })
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

function multipart(doc: Uint8Array, filename: string, contentType: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    doc,
    Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="strategy"\r\n\r\nfast\r\n--${BOUNDARY}--\r\n`),
  ])
}

/** Starts benchmarks/server-host.ts in a child process; resolves with its port and a way to talk to it. */
async function startServer(options: HostConfig) {
  const host = fileURLToPath(new URL('./server-host.ts', import.meta.url))
  const profile = process.env.DOCPARTS_BENCH_PROFILE_DIR // node --cpu-prof of the server, for finding costs
  const flags = profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profile}`]
  const child = fork(host, [JSON.stringify('floor' in options ? options : { ...options, maxQueue: 256 })], {
    execArgv: ['--import', 'tsx', ...flags],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const next = (): Promise<HostMessage> =>
    new Promise((resolve, reject) => {
      child.once('message', (message: HostMessage) => resolve(message))
      child.once('exit', (code) => reject(new Error(`The benchmark server exited with code ${code}.`)))
    })
  const { port } = (await next()) as { port: number }
  const cpu = async (): Promise<NodeJS.CpuUsage> => {
    const reply = next()
    child.send('cpu')
    return ((await reply) as { cpu: NodeJS.CpuUsage }).cpu
  }
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.send('close')
    })
  return { port, cpu, close }
}

/** A server process under load from this process; `measure()` runs one measured pass. */
async function loadedServer({ docs, filename, contentType }: Workload, options: HostConfig) {
  const server = await startServer(options)
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
  const bodies = docs.map((doc) => multipart(doc, filename, contentType))
  const send = (body: Buffer): Promise<boolean> =>
    new Promise((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
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
  const load = async (latencies: number[]): Promise<number> => {
    let errors = 0
    let next = 0
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
    return errors
  }
  // Discarded passes: the server's JIT, its threads' partitioners and the sockets warm up (a fresh process
  // needs about four passes of 640 documents before its CPU per document settles, as the direct path has).
  for (let pass = 0; pass < WARM_PASSES; pass++) await load([])
  return {
    measure: async (): Promise<Measured> => {
      const latencies: number[] = []
      const before = await server.cpu()
      const start = performance.now()
      const errors = await load(latencies)
      const seconds = (performance.now() - start) / 1000
      const after = await server.cpu()
      const cpuSeconds = (after.user - before.user + after.system - before.system) / 1e6
      return { seconds, cpuSeconds, latencies, errors }
    },
    close: async (): Promise<void> => {
      agent.destroy()
      await server.close()
    },
  }
}

/** Rounds of measurement (DOCPARTS_BENCH_ROUNDS, default 3); each figure is the median over the rounds. */
const ROUNDS = Math.max(1, Number(process.env.DOCPARTS_BENCH_ROUNDS ?? 3))

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

export async function run(): Promise<void> {
  const encoder = new TextEncoder()
  const html: Workload = {
    title: 'small HTML documents',
    filename: 'report.html',
    contentType: 'text/html',
    docs: Array.from({ length: 640 }, (_, n) => encoder.encode(smallDocument(n))),
  }
  const cores = availableParallelism()
  // the reference any HTTP server pays: node:http answering the JSON of a document, nothing parsed or partitioned
  const reply = elementsToJson(await partition(html.docs[0]!, { filename: html.filename }))
  await measureWorkload(html, [
    ['node:http floor (fixed reply, no parsing)', { floor: reply }],
    [`HTTP, default (${cores} workers, small inline)`, {}],
    [`HTTP, every file on ${cores} workers`, { inlineMaxBytes: 0 }],
    ['HTTP, no workers (workers: 0)', { workers: 0 }],
  ])
  // A typical small document: one page of text as PDF (fast strategy), every request on a worker thread.
  const page = await bookPdf(1)
  const pdf: Workload = {
    title: 'one-page PDFs',
    filename: 'page.pdf',
    contentType: 'application/pdf',
    docs: Array.from({ length: 256 }, () => page),
  }
  await measureWorkload(pdf, [[`HTTP, default (${cores} workers)`, {}]])
}

/** The table for one workload: partition() direct, then each server mode against a direct run just before it. */
async function measureWorkload(workload: Workload, serverModes: [string, HostConfig][]): Promise<void> {
  const { docs, filename } = workload
  for (const doc of docs.slice(0, 2 * CLIENTS)) await partition(doc, { filename }) // warm-up
  const cores = availableParallelism()
  const modes: [string, HostConfig | undefined][] = [['partition() direct, 64 in flight', undefined], ...serverModes]
  // Every server lives through all rounds, warming up as the direct path does. Each HTTP row is compared
  // with a direct run measured just before it, so that other work on the machine weighs on both alike.
  const servers = []
  for (const [, options] of modes) servers.push(options === undefined ? undefined : await loadedServer(workload, options))
  const figures = modes.map(() => [] as number[][])
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, server] of servers.entries()) {
      const base = await direct(workload)
      const m = server === undefined ? base : await server.measure()
      const sorted = [...m.latencies].sort((a, b) => a - b)
      figures[index]!.push([
        docs.length / m.seconds,
        percentile(sorted, 50),
        percentile(sorted, 99),
        m.errors,
        m.seconds / base.seconds,
        (1000 * m.cpuSeconds) / docs.length,
        m.cpuSeconds / base.cpuSeconds,
      ])
    }
  }
  for (const server of servers) await server?.close()
  const digits = [0, 1, 1, 0, 2, 2, 2]
  const rows: string[][] = [['mode', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'wall vs direct', 'server CPU ms/doc', 'CPU vs direct']]
  for (const [index, [mode]] of modes.entries()) {
    const rounds = figures[index]!
    rows.push([
      mode,
      ...digits.map((d, column) => {
        // errors are summed over the rounds, every other figure is the median
        const values = rounds.map((r) => r[column]!)
        const value = column === 3 ? values.reduce((a, b) => a + b, 0) : median(values)
        return `${value.toFixed(d)}${column === 4 || column === 6 ? '×' : ''}`
      }),
    ])
  }
  console.log(
    `${docs.length} ${workload.title} (~${docs[0]!.length} bytes), ${CLIENTS} clients at once, ${cores} cores; ` +
      `median of ${ROUNDS} rounds, each HTTP row against a direct run just before it`,
  )
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(40) : cell.padStart(i === 6 ? 18 : 14))).join(' '))
}
