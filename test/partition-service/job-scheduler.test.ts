import { describe, expect, test } from 'vitest'
import { createJobScheduler, MemoryBudgetFullError } from '../../src/partition-service/job-scheduler.js'
import type { SchedulerOptions, Ticket } from '../../src/partition-service/job-scheduler.js'

const OPTIONS: SchedulerOptions = { inlineSlots: 2, smallSlots: 1, generalSlots: 1, budgetBytes: 100, overBudget: 'wait' }

/** Whether a promise has settled by the time the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('createJobScheduler', () => {
  test('a small job takes the small lane while a large one holds the general slot; a second small one then takes the general slot', async () => {
    const scheduler = createJobScheduler(OPTIONS)
    const large = await scheduler.admit('large', 10)
    expect(large.slot).toBe('general')
    const small = await scheduler.admit('small', 10)
    expect(small.slot).toBe('small')
    large.release()
    expect((await scheduler.admit('small', 10)).slot).toBe('general')
  })

  test('a large job never takes the small lane: it waits for the general slot', async () => {
    const scheduler = createJobScheduler(OPTIONS)
    const first = await scheduler.admit('large', 10)
    const second = scheduler.admit('large', 10)
    expect(await settled(second)).toBe(false)
    expect(scheduler.stats()).toMatchObject({ running: 1, waiting: 1 })
    first.release()
    expect((await second).slot).toBe('general')
  })

  test('jobs hold their memory while they run; one that does not fit waits until enough is released', async () => {
    const scheduler = createJobScheduler({ ...OPTIONS, generalSlots: 3 })
    const a = await scheduler.admit('large', 60)
    const b = scheduler.admit('large', 50)
    expect(await settled(b)).toBe(false)
    expect(scheduler.stats().reservedBytes).toBe(60)
    a.release()
    await b
    expect(scheduler.stats().reservedBytes).toBe(50)
  })

  test("with overBudget 'refuse', a job that does not fit beside those running and waiting is refused at once", async () => {
    const scheduler = createJobScheduler({ ...OPTIONS, generalSlots: 3, overBudget: 'refuse' })
    await scheduler.admit('large', 60)
    await expect(scheduler.admit('large', 50)).rejects.toBeInstanceOf(MemoryBudgetFullError)
    expect((await scheduler.admit('large', 40)).slot).toBe('general')
  })

  test('large jobs start in arrival order: a small-enough later one does not pass a big one that waits for memory', async () => {
    const scheduler = createJobScheduler({ ...OPTIONS, generalSlots: 3 })
    const running = await scheduler.admit('large', 50)
    const big = scheduler.admit('large', 80)
    const later = scheduler.admit('large', 10)
    expect(await settled(later)).toBe(false)
    running.release()
    const bigTicket: Ticket = await big
    expect(await settled(later)).toBe(true)
    bigTicket.release()
  })

  test('small jobs waiting start before large ones waiting', async () => {
    const scheduler = createJobScheduler({ ...OPTIONS, smallSlots: 0 })
    const running = await scheduler.admit('large', 10)
    const order: string[] = []
    const large = scheduler.admit('large', 10).then((ticket) => (order.push('large'), ticket))
    const small = scheduler.admit('small', 10).then((ticket) => (order.push('small'), ticket))
    running.release()
    ;(await small).release()
    await large
    expect(order).toEqual(['small', 'large'])
  })

  test('a waiting job leaves the queue when its signal aborts or its deadline passes, with their reasons', async () => {
    const scheduler = createJobScheduler(OPTIONS)
    await scheduler.admit('large', 10)
    const controller = new AbortController()
    const aborted = scheduler.admit('large', 10, { signal: controller.signal })
    const late = scheduler.admit('large', 10, { deadline: Date.now(), onDeadline: () => new Error('too late') })
    controller.abort(new Error('client gone'))
    await expect(aborted).rejects.toThrow('client gone')
    await expect(late).rejects.toThrow('too late')
    expect(scheduler.stats().waiting).toBe(0)
  })
})
