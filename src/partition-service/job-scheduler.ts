/**
 * @module partition-service/job-scheduler
 * Who runs next on the server: slots and a memory budget. A job asks for a slot of its lane and for
 * its estimated memory (./estimate-document-memory.ts); it starts when both are free.
 * - Lanes: `inline` jobs (small text files on the main thread) have slots of their own; `small` jobs
 *   take a slot of the small lane (a worker process kept for them) or, when that is busy, a general one;
 *   `large` jobs take only general slots. So small documents are never stuck behind large ones.
 * - Memory: the jobs running hold their estimates; together they stay within `budgetBytes`. A job that
 *   does not fit waits (`overBudget: 'wait'`; its request's time limit and the server's bounded queue
 *   still apply), or is refused at once with a `MemoryBudgetFullError` (`'refuse'`: the server answers
 *   upstream's 503), counting the estimates of the jobs already waiting.
 * - Order: waiting small and inline jobs first, in arrival order; then large jobs strictly in arrival
 *   order (a large job that does not fit holds the ones behind it, so a big document is not starved by
 *   a stream of medium ones).
 */

export type Lane = 'inline' | 'small' | 'large'
/** Where a started job runs. */
export type Slot = 'inline' | 'small' | 'general'

export interface SchedulerOptions {
  inlineSlots: number
  smallSlots: number
  generalSlots: number
  /** Estimated bytes all running jobs may hold together; Infinity for no budget. */
  budgetBytes: number
  overBudget: 'wait' | 'refuse'
}

export interface Ticket {
  slot: Slot
  /** Gives back the slot and the memory; call once. */
  release(): void
}

export interface SchedulerStats {
  running: number
  waiting: number
  /** Estimated bytes held by running jobs. */
  reservedBytes: number
}

export interface JobScheduler {
  /** Resolves once the job may start; rejects with `signal`'s reason, `onDeadline()` at `deadline`, or a `MemoryBudgetFullError`. */
  admit(
    lane: Lane,
    bytes: number,
    control?: { signal?: AbortSignal | undefined; deadline?: number | undefined; onDeadline?: () => Error },
  ): Promise<Ticket>
  stats(): SchedulerStats
  /** Rejects every waiting job with `reason`. */
  cancelAll(reason: Error): void
}

/** The memory budget is full and the server refuses instead of queueing (`overBudget: 'refuse'`). */
export class MemoryBudgetFullError extends Error {
  override name = 'MemoryBudgetFullError'
}

interface Waiter {
  lane: Lane
  bytes: number
  start: (slot: Slot) => void
  cancel: (reason: unknown) => void
}

export function createJobScheduler(options: SchedulerOptions): JobScheduler {
  const used: Record<Slot, number> = { inline: 0, small: 0, general: 0 }
  const limit: Record<Slot, number> = { inline: options.inlineSlots, small: options.smallSlots, general: options.generalSlots }
  let reserved = 0
  const waiting: Waiter[] = []

  const fits = (bytes: number): boolean => reserved + bytes <= options.budgetBytes
  function freeSlot(lane: Lane): Slot | undefined {
    if (lane === 'inline') return used.inline < limit.inline ? 'inline' : undefined
    if (lane === 'small' && used.small < limit.small) return 'small'
    return used.general < limit.general ? 'general' : undefined
  }

  function take(lane: Lane, bytes: number): Ticket | undefined {
    const slot = freeSlot(lane)
    if (slot === undefined || !fits(bytes)) return undefined
    used[slot]++
    reserved += bytes
    let released = false
    return {
      slot,
      release: () => {
        if (released) return
        released = true
        used[slot]--
        reserved -= bytes
        dispatch()
      },
    }
  }

  // start what can start: small and inline jobs in arrival order, then large ones strictly in order
  function dispatch(): void {
    for (const waiter of [...waiting]) {
      if (waiter.lane === 'large') continue
      const slot = freeSlot(waiter.lane)
      if (slot !== undefined && fits(waiter.bytes)) waiter.start(slot)
    }
    for (const waiter of [...waiting]) {
      if (waiter.lane !== 'large') continue
      if (freeSlot('large') === undefined || !fits(waiter.bytes)) break
      waiter.start('general')
    }
  }

  function admit(
    lane: Lane,
    bytes: number,
    control: { signal?: AbortSignal | undefined; deadline?: number | undefined; onDeadline?: () => Error } = {},
  ): Promise<Ticket> {
    control.signal?.throwIfAborted()
    // arrival order within a lane: a job does not pass one of its lane already waiting
    const queuedAhead = waiting.some((waiter) => waiter.lane === lane)
    const now = queuedAhead ? undefined : take(lane, bytes)
    if (now !== undefined) return Promise.resolve(now)
    if (options.overBudget === 'refuse') {
      const waitingBytes = waiting.reduce((sum, waiter) => sum + waiter.bytes, 0)
      if (reserved + waitingBytes + bytes > options.budgetBytes) {
        return Promise.reject(new MemoryBudgetFullError('the memory budget is taken by the documents in flight'))
      }
    }
    return new Promise<Ticket>((resolve, reject) => {
      const leave = (): void => {
        const index = waiting.indexOf(waiter)
        if (index !== -1) waiting.splice(index, 1)
        if (timer !== undefined) clearTimeout(timer)
        control.signal?.removeEventListener('abort', onAbort)
      }
      const waiter: Waiter = {
        lane,
        bytes,
        start: () => {
          leave()
          resolve(take(lane, bytes)!)
        },
        cancel: (reason) => {
          leave()
          reject(reason)
          dispatch() // a large job that held the line may have been the one leaving
        },
      }
      const onAbort = (): void => waiter.cancel(control.signal?.reason)
      const timer =
        control.deadline === undefined
          ? undefined
          : setTimeout(
              () => waiter.cancel(control.onDeadline?.() ?? new Error('time limit reached while waiting')),
              Math.max(0, control.deadline - Date.now()),
            )
      control.signal?.addEventListener('abort', onAbort, { once: true })
      waiting.push(waiter)
    })
  }

  return {
    admit,
    stats: () => ({ running: used.inline + used.small + used.general, waiting: waiting.length, reservedBytes: reserved }),
    cancelAll: (reason) => {
      for (const waiter of [...waiting]) waiter.cancel(reason)
    },
  }
}
