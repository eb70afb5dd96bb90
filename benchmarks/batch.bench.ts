/**
 * Batch at scale (issue 22), once, on BATCH_BENCH_FILES (default 2,000) generated mixed documents (txt,
 * html, md, csv, docx, pdf; fixtures/batch/write-batch-corpus.ts), every docparts run a child process:
 * 1. local `partition DIR --out-dir A --jobs 3`, uninterrupted: seconds, files/s, and the CLI's resident
 *    memory (RSS of the command's process, /proc) when 25/50/75/100% of the files are done, and its peak;
 * 2. the same into B, killed with kill -9 at ~50%, then run again: manifest lines of the first run kept
 *    (no finished file redone), outputs byte-identical to A;
 * 3. distributed: a private redis-server on 127.0.0.1, three `docparts worker --concurrency 1`, one killed
 *    with kill -9 at ~50%, `partition DIR --out-dir C --queue …`: files/s against (1) with the same number of
 *    partitioning processes, every file done exactly once (manifest and queue counts), outputs identical to A.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { writeBatchCorpus } from '../fixtures/batch/write-batch-corpus.js'
import type { ManifestEntry } from '../src/batch/run-manifest.js'
import { openPartitionQueue } from '../src/queue/bullmq-adapter.js'
import { startRedisServer } from '../test/queue/redis-server.js'

const CLI = join(import.meta.dirname, 'batch', 'docparts-cli.ts')
const PROCESSES = 3

function cli(args: string[], stderr = false): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { stdio: ['ignore', 'ignore', stderr ? 'pipe' : 'ignore'] })
}

function manifest(out: string): ManifestEntry[] {
  const path = join(out, 'docparts-manifest.jsonl')
  if (!existsSync(path)) return []
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => JSON.parse(line) as ManifestEntry)
}

function lineCount(out: string): number {
  const path = join(out, 'docparts-manifest.jsonl')
  if (!existsSync(path)) return 0
  const text = readFileSync(path, 'utf8')
  let count = 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++
  return count
}

function rssMb(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024
    return { rss: field('VmRSS'), peak: field('VmHWM') }
  } catch {
    return undefined
  }
}

function digest(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = relative(dir, join(entry.parentPath, entry.name))
    if (path === 'docparts-manifest.jsonl' || path === 'failures.json' || path.startsWith('.docparts')) continue
    files.set(
      path,
      createHash('sha256')
        .update(readFileSync(join(dir, path)))
        .digest('hex'),
    )
  }
  return files
}

function sameTree(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([path, hash]) => b.get(path) === hash)
}

interface Watched {
  seconds: number
  code: number | null
  signal: string | null
  /** RSS (MiB) when each quarter of the files was reached. */
  quarters: number[]
  peakMb: number
}

/** Runs the CLI, sampling its RSS; kills it with SIGKILL once `killAt` manifest lines exist; `onHalf` at 50%. */
function watch(args: string[], out: string, total: number, options: { killAt?: number; onHalf?: () => void } = {}): Promise<Watched> {
  const started = performance.now()
  const child = cli(args, true)
  let said = ''
  child.stderr!.on('data', (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-2000)))
  const quarters: number[] = []
  let peak = 0
  let half = false
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const memory = rssMb(child.pid!)
      if (memory !== undefined) peak = Math.max(peak, memory.peak)
      const done = lineCount(out)
      while (quarters.length < 4 && done >= (total * (quarters.length + 1)) / 4) quarters.push(memory?.rss ?? NaN)
      if (!half && done >= total / 2) {
        half = true
        options.onHalf?.()
      }
      if (options.killAt !== undefined && done >= options.killAt) child.kill('SIGKILL')
    }, 50)
    child.on('exit', (code, signal) => {
      clearInterval(timer)
      if (code !== 0 && signal === null) console.log(`  (${args[0]} exited ${code}: ${said.trim()})`)
      resolve({ seconds: (performance.now() - started) / 1000, code, signal, quarters, peakMb: peak })
    })
  })
}

export async function run(): Promise<void> {
  const total = Number(process.env.BATCH_BENCH_FILES ?? 2000)
  const root = mkdtempSync(join(tmpdir(), 'docparts-batch-bench-'))
  const input = join(root, 'in')
  await writeBatchCorpus(input, total)
  console.log(`${total} generated documents (txt, html, md, csv, docx, pdf) in ${input}`)

  // 1. local, uninterrupted
  const a = join(root, 'a')
  const local = await watch(['partition', input, '--out-dir', a, '--jobs', String(PROCESSES)], a, total)
  const reference = digest(a)
  console.log(
    `\nlocal --jobs ${PROCESSES}: exit ${local.code}, ${reference.size} outputs, ${local.seconds.toFixed(1)} s, ${(total / local.seconds).toFixed(1)} files/s`,
  )
  console.log(`  CLI RSS at 25/50/75/100%: ${local.quarters.map((mb) => `${mb.toFixed(0)} MiB`).join(' / ')}; peak ${local.peakMb.toFixed(0)} MiB`)

  // 2. kill -9 at ~50%, resume
  const b = join(root, 'b')
  const killed = await watch(['partition', input, '--out-dir', b, '--jobs', String(PROCESSES)], b, total, { killAt: Math.floor(total / 2) })
  const before = manifest(b)
  const resumed = await watch(['partition', input, '--out-dir', b, '--jobs', String(PROCESSES)], b, total)
  const after = new Map(manifest(b).map((entry) => [entry.file, entry]))
  const kept = before.filter((entry) => JSON.stringify(after.get(entry.file)) === JSON.stringify(entry)).length
  const redone = [...after.values()].filter((entry) => entry.run === 2).length
  console.log(`\nkill -9 at ${before.length}/${total} (${killed.signal}), rerun: exit ${resumed.code}, ${resumed.seconds.toFixed(1)} s`)
  console.log(
    `  manifest: ${kept} of ${before.length} first-run lines unchanged, ${redone} files done by the rerun (${total - before.length} were left), ${after.size} lines`,
  )
  console.log(`  outputs byte-identical to the uninterrupted run: ${sameTree(digest(b), reference)}`)

  // 3. distributed: one redis-server, three workers, one killed at ~50%
  const redis = await startRedisServer()
  const workers = Array.from({ length: PROCESSES }, () => cli(['worker', '--redis', redis.url, '--concurrency', '1', '--lock-seconds', '5'], true))
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          let said = ''
          worker.stderr!.on('data', (chunk: Buffer) => {
            said += chunk.toString()
            if (said.includes('taking jobs')) resolve()
          })
        }),
    ),
  )
  const c = join(root, 'c')
  const distributed = await watch(['partition', input, '--out-dir', c, '--queue', redis.url], c, total, { onHalf: () => workers[0]!.kill('SIGKILL') })
  const queue = await openPartitionQueue(redis.url)
  const counts = await queue.counts()
  await queue.close()
  const lines = manifest(c)
  console.log(
    `\ndistributed, ${PROCESSES} workers × 1 process, one killed at 50%: exit ${distributed.code}, ${distributed.seconds.toFixed(1)} s, ${(total / distributed.seconds).toFixed(1)} files/s (local --jobs ${PROCESSES}: ${(total / local.seconds).toFixed(1)} files/s, ratio ${(local.seconds / distributed.seconds).toFixed(2)})`,
  )
  console.log(
    `  submitter RSS at 25/50/75/100%: ${distributed.quarters.map((mb) => `${mb.toFixed(0)} MiB`).join(' / ')}; peak ${distributed.peakMb.toFixed(0)} MiB`,
  )
  console.log(
    `  manifest: ${lines.length} lines, ${lines.filter((entry) => entry.status === 'done').length} done, ${new Set(lines.map((entry) => entry.file)).size} files; queue: ${JSON.stringify(counts)}`,
  )
  console.log(`  outputs identical to the local run: ${sameTree(digest(c), reference)}`)
  for (const worker of workers) worker.kill('SIGTERM')
  await redis.stop()
  rmSync(root, { recursive: true, force: true })
}
