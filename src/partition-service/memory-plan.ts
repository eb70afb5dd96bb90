/**
 * @module partition-service/memory-plan
 * How a whole-server memory budget is shared out. The budget covers everything `docparts serve` holds
 * resident: its own process, its idle worker processes, and the documents in flight. So:
 * - documents get what is left of 95 % of the budget after the main process (its resident size when the plan is made + 64 MiB,
 *   at least 160 MiB with uploads in hand) and each worker process at rest (~160 MiB: modules, pdfjs, OCR
 *   data), measured on Node 20;
 * - each worker's V8 heap limit is at most that share (a general worker: also at most `workerMemoryMb`;
 *   a small-lane worker: 512 MiB), so no single document's heap can take more than the budget has;
 * - a worker still holding more than its rest size + 320 MiB after a job is replaced, so idle processes
 *   do not keep what a big document grew;
 * - the watchdog (./memory-watchdog.ts) stops a job when the whole tree passes 95 % of the budget — what
 *   admission plans for at most; the last 5 % are the margin of sampling every 100 ms (a document that
 *   lied about its size may grow a few dozen MiB between two samples).
 */
import { totalmem } from 'node:os'

/** Heap limit of a worker process: above what every real document of the corpus needs, below a machine's memory. */
export const DEFAULT_WORKER_MEMORY_MB = 1536
/** A worker process at rest: modules, pdfjs, OCR data. */
export const WORKER_AT_REST_MB = 160
/** Share of the budget the process tree may fill before the watchdog stops a job; the rest is the sampling margin. */
const WATCHDOG_SHARE = 0.95

export interface MemoryPlan {
  budgetMb: number
  /** Estimated bytes the documents in flight may hold together. */
  documentsBytes: number
  generalHeapMb: number
  smallHeapMb: number
  recycleAboveMb: number
  /** Resident bytes of the server's process tree at which the watchdog stops a job. */
  watchdogBytes: number
}

/** The main process counts for at least this much (with uploads in hand). */
export const MAIN_PROCESS_MB = 160
/** Room for what the main process allocates after the plan is made. */
const MAIN_GROWTH_MB = 64

/** What this process counts for in a plan: its resident size now + `MAIN_GROWTH_MB`, at least `MAIN_PROCESS_MB`. */
export function mainProcessMb(): number {
  return Math.max(MAIN_PROCESS_MB, Math.round(process.memoryUsage.rss() / 1024 / 1024) + MAIN_GROWTH_MB)
}

/** The default budget when none is set, unless the workers need more. */
const DEFAULT_BUDGET_MB = 2048
/** What the default budget leaves documents at least, above the server at rest. */
const DEFAULT_DOCUMENTS_MB = 1024
/** The default budget takes at most this share of the machine's memory. */
const DEFAULT_MACHINE_SHARE = 0.75

/** The default budget: 2 GiB, more when many workers need it (their rest size + 1 GiB), at most 3/4 of the machine's memory. */
export function defaultMemoryBudgetMb(workers: number, smallWorkers: number): number {
  const overhead = overheadMb(workers, smallWorkers)
  const needed = budgetForDocumentsMb(overhead, DEFAULT_DOCUMENTS_MB)
  const machine = Math.floor((totalmem() / 1024 / 1024) * DEFAULT_MACHINE_SHARE)
  return Math.max(Math.min(Math.max(DEFAULT_BUDGET_MB, needed), machine), budgetForDocumentsMb(overhead, MIN_DOCUMENTS_MB))
}

/** Documents always get at least this much; a budget that leaves less is refused. */
const MIN_DOCUMENTS_MB = 128
/** A small-lane worker's heap limit. */
const SMALL_WORKER_HEAP_MB = 512
/** A worker holding more than its rest size + this after a job is replaced. */
const RECYCLE_MARGIN_MB = 320

/** The smallest budget that leaves `documentsMb` for documents beside `overheadMb` of processes at rest. */
function budgetForDocumentsMb(overheadMb: number, documentsMb: number): number {
  return Math.ceil((overheadMb + documentsMb) / WATCHDOG_SHARE)
}

/** The plan for `budgetMb`; throws a `RangeError` when the budget cannot hold the server itself and some documents. */
export function memoryPlan(budgetMb: number, workers: number, smallWorkers: number, workerMemoryMb: number, mainMb = mainProcessMb()): MemoryPlan {
  const overhead = overheadMb(workers, smallWorkers, mainMb)
  const documentsMb = Math.floor(budgetMb * WATCHDOG_SHARE) - overhead
  if (documentsMb < MIN_DOCUMENTS_MB) {
    throw new RangeError(
      `The memory budget of ${budgetMb} MiB is too small: the server (${mainMb} MiB now) and its ${workers + smallWorkers} worker processes take about ${overhead} MiB at rest, ` +
        `and documents need at least ${MIN_DOCUMENTS_MB} MiB more. Raise it to ${budgetForDocumentsMb(overhead, MIN_DOCUMENTS_MB)} or more (DOCPARTS_MEMORY_BUDGET_MB), or run fewer workers.`,
    )
  }
  return {
    budgetMb,
    documentsBytes: documentsMb * 1024 * 1024,
    generalHeapMb: Math.min(workerMemoryMb, documentsMb),
    smallHeapMb: Math.min(SMALL_WORKER_HEAP_MB, documentsMb),
    recycleAboveMb: WORKER_AT_REST_MB + RECYCLE_MARGIN_MB,
    watchdogBytes: Math.floor(budgetMb * WATCHDOG_SHARE * 1024 * 1024),
  }
}

function overheadMb(workers: number, smallWorkers: number, mainMb = mainProcessMb()): number {
  return mainMb + WORKER_AT_REST_MB * (workers + smallWorkers)
}
