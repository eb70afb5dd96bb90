/**
 * @module server/server-options
 * What `createServer` can be told, and the defaults it applies. Every limit protects the process: a
 * request can be too big (413), too slow (504) or one too many (503), but none can take the server down.
 */
import { availableParallelism } from 'node:os'
import type { PlatformServerOption } from '../platform/mount-platform.js'
import { DEFAULT_WORKER_MEMORY_MB, defaultMemoryBudgetMb, memoryPlan } from '../partition-service/memory-plan.js'
import type { DocumentLimits } from '../document-limits.js'

export interface ServerOptions {
  /**
   * When set, `POST /general/v0/general` requires the header `unstructured-api-key` to equal it (else 401,
   * api §1.4 point 3). Unset: any key, or none, is accepted. The node-side config reads it from
   * `DOCPARTS_API_KEY` or `UNSTRUCTURED_API_KEY` (./server-options-from-env.ts).
   */
  apiKey?: string | undefined
  /** Largest upload in bytes, all files of one request together; beyond it 413. Default 100 MiB. */
  maxUploadBytes?: number | undefined
  /**
   * Time limit of one request in milliseconds, from the end of the upload to the response, queueing
   * included; beyond it 504 and the work is stopped. 0 means no limit. Default 600 000 (10 minutes).
   */
  timeoutMs?: number | undefined
  /**
   * Worker processes that run the partitions. 0 runs them on the main thread: lighter, but a long
   * CPU-bound document then delays every other request, a time limit can only stop it between stages,
   * and a document that makes V8 abort (out of memory) takes the server down. Default: the number of
   * cores (at least 1).
   */
  workers?: number | undefined
  /**
   * Heap limit of each worker process in MiB: a document that needs more ends its worker, not the
   * server, and gets a 422 naming the limit. Default 1536 (`DOCPARTS_WORKER_MEMORY_MB`).
   */
  workerMemoryMb?: number | undefined
  /**
   * Files of at most this many bytes in a plain text format (text, Markdown, HTML, CSV, JSON, XML: their
   * cost is bounded by their size) are partitioned on the main thread even when there are workers: they
   * take a few milliseconds, less than the hop to a worker (see ../partition-service/partition-pool.ts). Default 32 KiB; 0
   * sends every file to a worker.
   */
  inlineMaxBytes?: number | undefined
  /** Files partitioned at the same time. Default: `workers` (4 when `workers` is 0). */
  maxConcurrency?: number | undefined
  /**
   * Worker processes kept for small documents (at most 256 KiB, neither rendered nor OCRed), besides
   * `workers`, so a user's small file is served while large ones occupy the others. Default 1 (0 when
   * `workers` is 0).
   */
  smallWorkers?: number | undefined
  /**
   * Resident memory budget of the whole server in MiB: its process, its worker processes and the
   * documents in flight (admitted by their estimated decoded size; worker heap limits fitted to it; a
   * document that grows past its estimate when the budget is reached is stopped with a 422). Default
   * 2048 (more with many workers, at most 3/4 of the machine); 0 turns it off. See ../partition-service/memory-plan.ts.
   */
  memoryBudgetMb?: number | undefined
  /**
   * A document that does not fit the memory budget now: `wait` (default: it queues, within the request
   * time limit and `maxQueue`) or `refuse` (upstream's 503 "Server is under heavy load").
   */
  overBudget?: 'wait' | 'refuse' | undefined
  /**
   * Requests admitted beyond those being served, waiting their turn; one more gets 503 at once, before
   * its body is read. Default 128.
   */
  maxQueue?: number | undefined
  /**
   * Upstream's `UNSTRUCTURED_MEMORY_FREE_MINIMUM_MB`: a file is refused with 503 when the machine has
   * this many MiB available or fewer. Default 0 (off; upstream's default of 2048 would refuse work on
   * small machines).
   */
  memoryFreeMinimumMb?: number | undefined
  /** Pino log level of the request log (`info`, `debug`, `warn`, …) or `silent`. Default `silent`. */
  logLevel?: string | undefined
  /**
   * The per-document limits of every request (../document-limits.ts; defaults for the ones not given).
   * Not a form field: clients cannot raise a budget. A document over one gets a 422 naming it.
   */
  limits?: Partial<DocumentLimits> | undefined
  /**
   * The Platform API under `/api/v1` (src/platform): an open Platform, or `{ dataDir }` to open the store
   * there (schedules run while the server is up). Unset: no platform routes.
   */
  platform?: PlatformServerOption | undefined
}

/** `ServerOptions` with every default applied. */
export interface ResolvedServerOptions {
  apiKey: string | undefined
  maxUploadBytes: number
  timeoutMs: number
  workers: number
  workerMemoryMb: number
  inlineMaxBytes: number
  maxConcurrency: number
  smallWorkers: number
  /** 0 when off. */
  memoryBudgetMb: number
  overBudget: 'wait' | 'refuse'
  maxQueue: number
  memoryFreeMinimumMb: number
  logLevel: string
  /** The per-document limits every request runs under (undefined: the library's defaults). */
  limits: Partial<DocumentLimits> | undefined
  /** Form parts per request (files and fields each); upstream Starlette's limit. */
  maxParts: number
  /** Largest text field in bytes; upstream Starlette's 1 MiB (`Part exceeded maximum size of 1024KB.`). */
  maxFieldBytes: number
}

export const DEFAULT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024
export const DEFAULT_TIMEOUT_MS = 600_000
export const DEFAULT_MAX_QUEUE = 128
export const DEFAULT_INLINE_MAX_BYTES = 32 * 1024

/** Applies the defaults; throws a `RangeError` naming the option when a number is negative or not whole. */
export function resolveServerOptions(options: ServerOptions = {}): ResolvedServerOptions {
  const workers = count('workers', options.workers, Math.max(1, availableParallelism()))
  const maxConcurrency = count('maxConcurrency', options.maxConcurrency, workers === 0 ? 4 : workers)
  if (maxConcurrency === 0) throw new RangeError('maxConcurrency must be at least 1.')
  const smallWorkers = count('smallWorkers', options.smallWorkers, workers === 0 ? 0 : 1)
  const generalWorkers = Math.min(workers, maxConcurrency)
  const workerMemoryMb = count('workerMemoryMb', options.workerMemoryMb, DEFAULT_WORKER_MEMORY_MB)
  const memoryBudgetMb = count('memoryBudgetMb', options.memoryBudgetMb, workers === 0 ? 0 : defaultMemoryBudgetMb(generalWorkers, smallWorkers))
  if (memoryBudgetMb > 0 && workers > 0) memoryPlan(memoryBudgetMb, generalWorkers, smallWorkers, workerMemoryMb) // throws when too small
  const overBudget = options.overBudget ?? 'wait'
  if (overBudget !== 'wait' && overBudget !== 'refuse')
    throw new RangeError(`Server option overBudget must be 'wait' or 'refuse'; got '${String(overBudget)}'.`)
  return {
    apiKey: options.apiKey === '' ? undefined : options.apiKey,
    maxUploadBytes: count('maxUploadBytes', options.maxUploadBytes, DEFAULT_MAX_UPLOAD_BYTES),
    timeoutMs: count('timeoutMs', options.timeoutMs, DEFAULT_TIMEOUT_MS),
    workers,
    workerMemoryMb,
    inlineMaxBytes: count('inlineMaxBytes', options.inlineMaxBytes, DEFAULT_INLINE_MAX_BYTES),
    maxConcurrency,
    smallWorkers,
    memoryBudgetMb,
    overBudget,
    maxQueue: count('maxQueue', options.maxQueue, DEFAULT_MAX_QUEUE),
    memoryFreeMinimumMb: count('memoryFreeMinimumMb', options.memoryFreeMinimumMb, 0),
    logLevel: options.logLevel ?? 'silent',
    limits: options.limits === undefined ? undefined : checkedLimits(options.limits),
    maxParts: 1000,
    maxFieldBytes: 1024 * 1024,
  }
}

/** The limits, each a whole number of 0 or more (a RangeError naming it otherwise). */
function checkedLimits(limits: Partial<DocumentLimits>): Partial<DocumentLimits> {
  for (const [name, value] of Object.entries(limits)) count(`limits.${name}`, value, 0)
  return limits
}

function count(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`Server option ${name} must be a whole number of 0 or more; got ${value}.`)
  }
  return value
}
