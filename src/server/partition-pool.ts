/**
 * @module server/partition-pool
 * Runs partition jobs with a concurrency limit, in worker processes or inline, and stops them for real.
 *
 * Why workers: partitioning is CPU-bound JavaScript. Inline, a large document holds the event loop for
 * its whole run: every other request (health checks included) waits, and neither a time limit nor a
 * client disconnect can interrupt it before its next `await`. In a worker the server stays responsive,
 * and a job past its deadline is stopped by killing its worker (a new one is started for the next job).
 * Why processes, not threads: a document that makes V8 abort (heap limit, an array grown past V8's
 * maximum) aborts the whole process even from a worker thread; from a worker process it loses only its
 * own request, answered 422 (out of memory) or 500, and the server goes on (see ../workers/process-pool.ts).
 * Why small text files stay inline: a document of a few KiB partitions in 1–3 ms, and the hop to a worker
 * (copy, messages, a second heap and JIT) costs more than that under load — measured with
 * benchmarks/server.bench.ts: 64 clients, 822-byte HTML pages, all on worker threads 2.2× the wall time
 * of calling partition() directly; inline 0.96×. So files of at most `inlineMaxBytes` in a plain text
 * format (see `runsInline`: their cost is bounded by their size) run on the calling thread, where the
 * AbortSignal is checked between stages; everything else runs in a worker. `workers: 0` runs everything
 * inline.
 */
import { detectFileType } from '../detect/detect-file-type.js'
import type { FileType } from '../detect/file-types.js'
import { DEFAULT_WORKER_MEMORY_MB } from './server-options.js'
import { createProcessPool, WorkerCrashError } from '../workers/process-pool.js'
import { runPartitionJob } from './partition-job.js'
import type { JobResult, PartitionJob } from './partition-job.js'

export interface PoolOptions {
  /** Worker threads; 0 runs jobs on the calling thread. */
  workers: number
  /** Jobs running at once (with workers: at most `workers`). */
  maxConcurrency: number
  /** Files of at most this many bytes, of a text format (see `runsInline`), run inline even when there are workers. Default 0. */
  inlineMaxBytes?: number
  /** Heap limit of each worker process in MiB. Default `DEFAULT_WORKER_MEMORY_MB`. */
  workerMemoryMb?: number
}

export interface JobControl {
  /** Aborts the job (client gone); the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** `Date.now()` value after which the job is stopped and the promise rejects with a `JobTimeoutError`. */
  deadline?: number | undefined
}

export interface PoolStats {
  running: number
  waiting: number
  /** Worker processes started so far (replacements included). */
  workersStarted: number
  /** Worker processes stopped because their job passed its deadline, was aborted, or crashed. */
  workersTerminated: number
}

export interface PartitionPool {
  run(job: PartitionJob, control?: JobControl): Promise<JobResult>
  stats(): PoolStats
  /** Starts the worker processes now instead of on first use. */
  warm(): Promise<void>
  /** Stops every worker process; jobs still waiting reject. */
  close(): Promise<void>
}

/** A job passed its deadline and was stopped. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

interface Waiter {
  start: () => void
  cancel: (reason: unknown) => void
}

export function createPartitionPool(options: PoolOptions): PartitionPool {
  const limit = options.workers > 0 ? Math.min(options.workers, options.maxConcurrency) : options.maxConcurrency
  const waiting: Waiter[] = []
  let running = 0
  let closed = false
  const workers =
    options.workers > 0
      ? createProcessPool<PartitionJob, JobResult>({
          entry: new URL(`./partition-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
          maxOldSpaceMb: options.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB,
        })
      : undefined

  function acquire(control: JobControl): Promise<void> {
    if (running < limit && waiting.length === 0) {
      running++
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          detach()
          running++
          resolve()
        },
        cancel: (reason) => {
          detach()
          reject(reason)
        },
      }
      const onAbort = (): void => {
        const index = waiting.indexOf(waiter)
        if (index !== -1) waiting.splice(index, 1)
        waiter.cancel(control.signal?.reason)
      }
      const timer = control.deadline === undefined ? undefined : setTimeout(() => {
        const index = waiting.indexOf(waiter)
        if (index !== -1) waiting.splice(index, 1)
        waiter.cancel(new JobTimeoutError('time limit reached while waiting'))
      }, Math.max(0, control.deadline - Date.now()))
      const detach = (): void => {
        if (timer !== undefined) clearTimeout(timer)
        control.signal?.removeEventListener('abort', onAbort)
      }
      control.signal?.addEventListener('abort', onAbort, { once: true })
      waiting.push(waiter)
    })
  }

  function release(): void {
    running--
    const next = waiting.shift()
    if (next !== undefined) next.start()
  }

  async function run(job: PartitionJob, control: JobControl = {}): Promise<JobResult> {
    if (closed) throw new Error('The partition pool is closed.')
    control.signal?.throwIfAborted()
    await acquire(control)
    if (workers !== undefined && !runsInline(job.bytes, options.inlineMaxBytes ?? 0, job.filename)) {
      try {
        return await workers.run(job, control, () => new JobTimeoutError('time limit reached'))
      } catch (error) {
        if (error instanceof WorkerCrashError) return crashResult(job, error)
        throw error
      } finally {
        release()
      }
    }
    return runInline(job, control)
  }

  // Inline: the deadline aborts the job's signal; the slot is held until the job has really returned.
  function runInline(job: PartitionJob, control: JobControl): Promise<JobResult> {
    const controller = new AbortController()
    const stop = (reason: unknown): void => controller.abort(reason)
    const onAbort = (): void => stop(control.signal?.reason)
    control.signal?.addEventListener('abort', onAbort, { once: true })
    const timer = control.deadline === undefined ? undefined : setTimeout(
      () => stop(new JobTimeoutError('time limit reached')),
      Math.max(0, control.deadline - Date.now()),
    )
    const work = runPartitionJob(job, controller.signal).finally(() => {
      if (timer !== undefined) clearTimeout(timer)
      control.signal?.removeEventListener('abort', onAbort)
      release()
    })
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true })
    })
    return Promise.race([work, stopped])
  }

  return {
    run,
    stats: () => ({
      running,
      waiting: waiting.length,
      workersStarted: workers?.started() ?? 0,
      workersTerminated: workers?.terminated() ?? 0,
    }),
    warm: async () => workers?.warm(limit),
    close: async () => {
      closed = true
      for (const waiter of waiting.splice(0)) waiter.cancel(new Error('The server is shutting down.'))
      await workers?.close()
    },
  }
}

/**
 * Formats whose cost and memory stay in proportion to their bytes (text read as text, no container, no
 * decompression, no embedded files): only these may run on the server's own thread. A small file of any
 * other kind (a 16 KB compound file whose chains loop, a zip bomb) runs in a worker process, where a fatal
 * error loses that request only.
 */
const INLINE_TYPES: ReadonlySet<FileType> = new Set<FileType>(['txt', 'md', 'html', 'csv', 'tsv', 'json', 'ndjson', 'xml', 'org', 'rst'])

/** Small files of a text format (see `INLINE_TYPES`) run inline; PDFs, gzip, containers and images never do. */
export function runsInline(bytes: Uint8Array, inlineMaxBytes: number, filename?: string): boolean {
  if (bytes.length > inlineMaxBytes || bytes.length === 0) return false
  try {
    return INLINE_TYPES.has(detectFileType(bytes, { filename }))
  } catch {
    return false // a file detection refuses (a password-protected Office file) gets its error from the worker
  }
}

/** The answer for a job whose worker process died: 422 naming the file when it ran out of memory, else 500. */
function crashResult(job: PartitionJob, error: WorkerCrashError): JobResult {
  const name = job.filename === undefined ? 'The document' : `The document ${JSON.stringify(job.filename)}`
  if (error.outOfMemory) {
    const detail = `${name} could not be partitioned: ${error.message}. If the document is genuine, raise the limit (server setting workerMemoryMb, DOCPARTS_WORKER_MEMORY_MB).`
    return { ok: false, status: 422, body: { detail }, warnings: [] }
  }
  return { ok: false, status: 500, body: { detail: `${name} could not be partitioned: ${error.message}.` }, warnings: [] }
}
