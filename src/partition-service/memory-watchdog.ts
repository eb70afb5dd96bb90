/**
 * @module partition-service/memory-watchdog
 * The hard edge of the server's memory budget. Admission (./job-scheduler.ts) trusts estimates; a
 * document that lies about its size (a zip whose headers claim 4 KiB, a PDF stream that inflates to a
 * gigabyte) gets past them. So every `intervalMs` the watchdog reads the resident memory of the server
 * and all its descendants from /proc (./../node/process-tree-rss.ts); when the sum passes `limitBytes`, it
 * stops the job whose worker process is furthest beyond its estimate — the document that lied — and
 * that job answers a 422 naming the budget. It then leaves the memory a moment to be returned before
 * it judges again. Without /proc (not Linux) it does nothing.
 */
import { processTreeRss } from '../node/process-tree-rss.js'

export interface WatchedJob {
  /** The worker process running the job. */
  pid: number
  /** The job's estimate, in bytes. */
  reservedBytes: number
  /** Kills the job's process; the job rejects with `reason`. */
  stop(reason: Error): void
}

export interface WatchdogOptions {
  /** Resident bytes of the whole tree at which a job is stopped. */
  limitBytes: number
  /** The budget quoted in messages, in MiB. */
  budgetMb: number
  intervalMs?: number
  /** The process whose tree is measured. Default: this one. */
  rootPid?: number
  jobs(): WatchedJob[]
}

/** A job stopped because the server reached its memory budget while the job used the most beyond its estimate. */
export class MemoryBudgetExceededError extends Error {
  override name = 'MemoryBudgetExceededError'
  constructor(
    readonly residentBytes: number,
    readonly reservedBytes: number,
    readonly budgetMb: number,
  ) {
    super(
      `its worker process used ${mib(residentBytes)} MiB (estimated ${mib(reservedBytes)} MiB) when the server reached its memory budget of ` +
        `${budgetMb} MiB, and was stopped`,
    )
  }
}

const SETTLE_MS = 1000

export function startMemoryWatchdog(options: WatchdogOptions): { close(): void } {
  let quietUntil = 0
  const check = (): void => {
    if (Date.now() < quietUntil) return
    const tree = processTreeRss(options.rootPid ?? process.pid)
    if (tree === undefined || tree.total <= options.limitBytes) return
    let victim: { job: WatchedJob; resident: number } | undefined
    for (const job of options.jobs()) {
      const resident = processTreeRss(job.pid)?.total ?? 0
      if (victim === undefined || resident - job.reservedBytes > victim.resident - victim.job.reservedBytes) victim = { job, resident }
    }
    if (victim === undefined) return
    victim.job.stop(new MemoryBudgetExceededError(victim.resident, victim.job.reservedBytes, options.budgetMb))
    quietUntil = Date.now() + SETTLE_MS
  }
  const timer = setInterval(check, options.intervalMs ?? 100)
  timer.unref()
  return { close: () => clearInterval(timer) }
}

function mib(bytes: number): number {
  return Math.round(bytes / 1024 / 1024)
}
