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
export const MAIN_PROCESS_MB = 160
export const WORKER_AT_REST_MB = 160
const SMALL_WORKER_HEAP_MB = 512
const RECYCLE_MARGIN_MB = 320
const WATCHDOG_SHARE = 0.95
/** Documents always get at least this much; a budget that leaves less is refused. */
const MIN_DOCUMENTS_MB = 128

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

/** What this process counts for in a plan: its resident size now + 64 MiB, at least `MAIN_PROCESS_MB`. */
export function mainProcessMb(): number {
  return Math.max(MAIN_PROCESS_MB, Math.round(process.memoryUsage.rss() / 1024 / 1024) + 64)
}

/** The default budget: 2 GiB, more when many workers need it (their rest size + 1 GiB), at most 3/4 of the machine's memory. */
export function defaultMemoryBudgetMb(workers: number, smallWorkers: number): number {
  const needed = Math.ceil((overheadMb(workers, smallWorkers) + 1024) / WATCHDOG_SHARE)
  const machine = Math.floor((totalmem() / 1024 / 1024) * 0.75)
  return Math.max(Math.min(Math.max(2048, needed), machine), Math.ceil((overheadMb(workers, smallWorkers) + MIN_DOCUMENTS_MB) / WATCHDOG_SHARE))
}

/** The plan for `budgetMb`; throws a `RangeError` when the budget cannot hold the server itself and some documents. */
export function memoryPlan(budgetMb: number, workers: number, smallWorkers: number, workerMemoryMb: number, mainMb = mainProcessMb()): MemoryPlan {
  const overhead = overheadMb(workers, smallWorkers, mainMb)
  const documentsMb = Math.floor(budgetMb * WATCHDOG_SHARE) - overhead
  if (documentsMb < MIN_DOCUMENTS_MB) {
    throw new RangeError(
      `The memory budget of ${budgetMb} MiB is too small: the server (${mainMb} MiB now) and its ${workers + smallWorkers} worker processes take about ${overhead} MiB at rest, ` +
        `and documents need at least ${MIN_DOCUMENTS_MB} MiB more. Raise it to ${Math.ceil((overhead + MIN_DOCUMENTS_MB) / WATCHDOG_SHARE)} or more (DOCPARTS_MEMORY_BUDGET_MB), or run fewer workers.`,
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
