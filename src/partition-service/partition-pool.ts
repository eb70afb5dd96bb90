/**
 * @module partition-service/partition-pool
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
 * Under load (issue 18): small documents have a lane of their own (`smallWorkers` processes kept for
 * them, inline jobs their own slots), so they are not stuck behind large ones; with `memoryBudgetMb`
 * every document is admitted by its estimated memory (./estimate-document-memory.ts,
 * ./job-scheduler.ts), worker heap limits come from the budget (./memory-plan.ts), and a watchdog stops
 * the job that lied about its size when the process tree reaches the budget (./memory-watchdog.ts).
 */
import { detectFileType } from '../detect/detect-file-type.js'
import type { FileType } from '../detect/file-types.js'
import { createProcessPool, WorkerCrashError } from '../workers/process-pool.js'
import type { ProcessPool } from '../workers/process-pool.js'
import { estimateDocumentMemory } from './estimate-document-memory.js'
import type { DocumentEstimate } from './estimate-document-memory.js'
import { createJobScheduler, MemoryBudgetFullError } from './job-scheduler.js'
import type { Lane } from './job-scheduler.js'
import { DEFAULT_WORKER_MEMORY_MB, memoryPlan } from './memory-plan.js'
import type { MemoryPlan } from './memory-plan.js'
import { MemoryBudgetExceededError, startMemoryWatchdog } from './memory-watchdog.js'
import { HEAVY_LOAD } from './error-status.js'
import { RequestError } from './request-error.js'
import { runPartitionJob } from './partition-job.js'
import type { JobResult, PartitionJob } from './partition-job.js'

export interface PoolOptions {
  /** Worker processes for any document; 0 runs jobs on the calling thread. */
  workers: number
  /** Jobs running at once on the general workers (with workers: at most `workers`). */
  maxConcurrency: number
  /** Files of at most this many bytes, of a text format (see `runsInline`), run inline even when there are workers. Default 0. */
  inlineMaxBytes?: number
  /** Heap limit of each general worker process in MiB. Default `DEFAULT_WORKER_MEMORY_MB` (lowered to fit `memoryBudgetMb`). */
  workerMemoryMb?: number
  /**
   * Worker processes kept for small documents (at most `smallMaxBytes`, cheap to decode: see `laneOf`), so
   * that they are served while large ones occupy the general workers. Default 0.
   */
  smallWorkers?: number
  /** Largest small document in bytes. Default 256 KiB. */
  smallMaxBytes?: number
  /**
   * Budget of resident memory for the whole server (its process, its workers, the documents in flight) in
   * MiB; see ./memory-plan.ts. Documents are admitted by their estimated memory. 0 (default): no budget.
   */
  memoryBudgetMb?: number
  /** A document that does not fit the budget now waits (default) or is refused with upstream's 503. */
  overBudget?: 'wait' | 'refuse'
  /** Nice value of the general worker processes (they yield the CPU to the small lane and the server). Default 0. */
  generalNiceness?: number
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
  /** Estimated bytes held by the documents running. */
  reservedBytes: number
}

export interface PartitionPool {
  run(job: PartitionJob, control?: JobControl): Promise<JobResult>
  stats(): PoolStats
  /** The memory plan in force (undefined without a budget). */
  plan(): MemoryPlan | undefined
  /** The process ids of the worker processes alive. */
  workerPids(): number[]
  /** Starts the worker processes now instead of on first use. */
  warm(): Promise<void>
  /** Stops every worker process; jobs still waiting reject. */
  close(): Promise<void>
}

/** A job passed its deadline and was stopped. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

const DEFAULT_SMALL_MAX_BYTES = 256 * 1024
/** A small-lane document's estimate stays under this (a 256 KiB zip can claim far more). */
const SMALL_MAX_ESTIMATE = 96 * 1024 * 1024
const RENDERED_TYPES: ReadonlySet<FileType> = new Set<FileType>(['png', 'jpg', 'gif', 'bmp', 'tiff', 'webp', 'heic'])

type Workers = ProcessPool<PartitionJob, JobResult, number>

export function createPartitionPool(options: PoolOptions): PartitionPool {
  const generalSlots = options.workers > 0 ? Math.min(options.workers, options.maxConcurrency) : options.maxConcurrency
  const smallWorkers = options.workers > 0 ? (options.smallWorkers ?? 0) : 0
  const budgetMb = options.memoryBudgetMb ?? 0
  const plan =
    budgetMb > 0 && options.workers > 0
      ? memoryPlan(budgetMb, generalSlots, smallWorkers, options.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB)
      : undefined
  const scheduler = createJobScheduler({
    inlineSlots: options.workers > 0 ? Math.max(2, options.maxConcurrency) : options.maxConcurrency,
    smallSlots: smallWorkers,
    generalSlots,
    budgetBytes: plan?.documentsBytes ?? Infinity,
    overBudget: options.overBudget ?? 'wait',
  })
  let closed = false
  const entry = new URL(`./partition-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url)
  const workers: Workers | undefined =
    options.workers > 0
      ? createProcessPool({
          entry,
          maxOldSpaceMb: plan?.generalHeapMb ?? options.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB,
          ...(smallWorkers > 0 ? { keepWarm: generalSlots } : {}),
          ...(plan === undefined ? {} : { recycleAboveMb: plan.recycleAboveMb }),
          ...(options.generalNiceness === undefined ? {} : { niceness: options.generalNiceness }),
        })
      : undefined
  const smallLane: Workers | undefined =
    smallWorkers > 0
      ? createProcessPool({
          entry,
          maxOldSpaceMb: plan?.smallHeapMb ?? 512,
          keepWarm: smallWorkers,
          ...(plan === undefined ? {} : { recycleAboveMb: plan.recycleAboveMb }),
        })
      : undefined
  const watchdog =
    plan === undefined
      ? undefined
      : startMemoryWatchdog({
          limitBytes: plan.watchdogBytes,
          budgetMb: plan.budgetMb,
          jobs: () =>
            [workers, smallLane].flatMap((pool) =>
              pool === undefined
                ? []
                : pool.busy().map(({ pid, tag }) => ({ pid, reservedBytes: tag ?? 0, stop: (reason: Error) => void pool.stop(pid, reason) })),
            ),
        })

  async function run(job: PartitionJob, control: JobControl = {}): Promise<JobResult> {
    if (closed) throw new Error('The partition pool is closed.')
    control.signal?.throwIfAborted()
    const inline = workers === undefined || runsInline(job.bytes, options.inlineMaxBytes ?? 0, job.filename)
    const estimate = estimateDocumentMemory(job.bytes, job.filename, job.options.strategy)
    if (plan !== undefined && estimate.bytes > plan.documentsBytes) return overBudgetResult(job, estimate, plan)
    const lane: Lane = inline ? 'inline' : laneOf(job, estimate, options.smallMaxBytes ?? DEFAULT_SMALL_MAX_BYTES)
    let ticket
    try {
      ticket = await scheduler.admit(lane, estimate.bytes, { ...control, onDeadline: () => new JobTimeoutError('time limit reached while waiting') })
    } catch (error) {
      if (error instanceof MemoryBudgetFullError) throw new RequestError(503, HEAVY_LOAD)
      throw error
    }
    if (ticket.slot === 'inline') return runInline(job, control, ticket.release)
    const pool = ticket.slot === 'small' ? smallLane! : workers!
    try {
      return await pool.run(job, control, () => new JobTimeoutError('time limit reached'), estimate.bytes)
    } catch (error) {
      if (error instanceof WorkerCrashError) return crashResult(job, error)
      if (error instanceof MemoryBudgetExceededError) return budgetStopResult(job, error)
      throw error
    } finally {
      ticket.release()
    }
  }

  // Inline: the deadline aborts the job's signal; the slot is held until the job has really returned.
  function runInline(job: PartitionJob, control: JobControl, release: () => void): Promise<JobResult> {
    const controller = new AbortController()
    const stop = (reason: unknown): void => controller.abort(reason)
    const onAbort = (): void => stop(control.signal?.reason)
    control.signal?.addEventListener('abort', onAbort, { once: true })
    const timer =
      control.deadline === undefined
        ? undefined
        : setTimeout(() => stop(new JobTimeoutError('time limit reached')), Math.max(0, control.deadline - Date.now()))
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
    stats: () => {
      const { running, waiting, reservedBytes } = scheduler.stats()
      return {
        running,
        waiting,
        reservedBytes,
        workersStarted: (workers?.started() ?? 0) + (smallLane?.started() ?? 0),
        workersTerminated: (workers?.terminated() ?? 0) + (smallLane?.terminated() ?? 0),
      }
    },
    plan: () => plan,
    workerPids: () => [...(workers?.pids() ?? []), ...(smallLane?.pids() ?? [])],
    warm: async () => {
      await Promise.all([workers?.warm(generalSlots), smallLane?.warm(smallWorkers)])
    },
    close: async () => {
      closed = true
      watchdog?.close()
      scheduler.cancelAll(new Error('The server is shutting down.'))
      await Promise.all([workers?.close(), smallLane?.close()])
    },
  }
}

/**
 * The lane of a job that runs on a worker: `small` when its upload is at most `smallMaxBytes`, its
 * estimate is modest, and it neither renders nor OCRs (an image, or a PDF under a strategy other than
 * `fast`): such a document takes milliseconds, and a user waits for it. Everything else is `large`.
 */
export function laneOf(job: PartitionJob, estimate: DocumentEstimate, smallMaxBytes: number): 'small' | 'large' {
  if (job.bytes.length > smallMaxBytes || estimate.bytes > SMALL_MAX_ESTIMATE) return 'large'
  if (estimate.fileType !== undefined && RENDERED_TYPES.has(estimate.fileType)) return 'large'
  if (estimate.fileType === 'pdf' && job.options.strategy !== 'fast') return 'large'
  return 'small'
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

function documentName(job: PartitionJob): string {
  return job.filename === undefined ? 'The document' : `The document ${JSON.stringify(job.filename)}`
}

/** 422 for a document whose estimate alone is more than the budget leaves for documents: it could never be admitted. */
function overBudgetResult(job: PartitionJob, estimate: DocumentEstimate, plan: MemoryPlan): JobResult {
  const detail =
    `${documentName(job)} would need about ${Math.round(estimate.bytes / 1024 / 1024)} MiB of memory to partition (${estimate.basis}), ` +
    `more than the server's memory budget of ${plan.budgetMb} MiB leaves for documents (${Math.round(plan.documentsBytes / 1024 / 1024)} MiB). ` +
    'Send a smaller document, or raise the budget (server setting memoryBudgetMb, DOCPARTS_MEMORY_BUDGET_MB).'
  return { ok: false, status: 422, body: { detail }, warnings: [] }
}

/** 422 for a job the watchdog stopped: it used far more than its estimate while the server was at its budget. */
function budgetStopResult(job: PartitionJob, error: MemoryBudgetExceededError): JobResult {
  const detail = `${documentName(job)} could not be partitioned: ${error.message}. If the document is genuine, raise the budget (server setting memoryBudgetMb, DOCPARTS_MEMORY_BUDGET_MB).`
  return { ok: false, status: 422, body: { detail }, warnings: [] }
}

/** The answer for a job whose worker process died: 422 naming the file when it ran out of memory, else 500. */
function crashResult(job: PartitionJob, error: WorkerCrashError): JobResult {
  const name = documentName(job)
  if (error.outOfMemory) {
    const detail = `${name} could not be partitioned: ${error.message}. If the document is genuine, raise the limit (server setting workerMemoryMb, DOCPARTS_WORKER_MEMORY_MB).`
    return { ok: false, status: 422, body: { detail }, warnings: [] }
  }
  return { ok: false, status: 500, body: { detail: `${name} could not be partitioned: ${error.message}.` }, warnings: [] }
}
