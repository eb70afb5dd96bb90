import { describe, expect, test } from 'vitest'
import { serverOptionsFromEnv } from '../../src/server/server-options-from-env.js'
import { resolveServerOptions } from '../../src/server/server-options.js'

describe('serverOptionsFromEnv', () => {
  test('DOCPARTS_API_KEY wins over UNSTRUCTURED_API_KEY; empty means unset', () => {
    expect(serverOptionsFromEnv({ DOCPARTS_API_KEY: 'a', UNSTRUCTURED_API_KEY: 'b' }).apiKey).toBe('a')
    expect(serverOptionsFromEnv({ DOCPARTS_API_KEY: '', UNSTRUCTURED_API_KEY: 'b' }).apiKey).toBe('b')
    expect(serverOptionsFromEnv({}).apiKey).toBeUndefined()
  })

  test('numbers in their units: MiB, seconds, counts', () => {
    expect(
      serverOptionsFromEnv({
        DOCPARTS_MAX_UPLOAD_MB: '2',
        DOCPARTS_TIMEOUT_SECONDS: '1.5',
        UNSTRUCTURED_MEMORY_FREE_MINIMUM_MB: '2048',
        DOCPARTS_WORKERS: '0',
        DOCPARTS_WORKER_MEMORY_MB: '512',
        DOCPARTS_MAX_QUEUE: '10',
      }),
    ).toEqual({ maxUploadBytes: 2 * 1024 * 1024, timeoutMs: 1500, memoryFreeMinimumMb: 2048, workers: 0, workerMemoryMb: 512, maxQueue: 10 })
  })

  test('the memory budget, what to do over it, and the small lane', () => {
    expect(serverOptionsFromEnv({ DOCPARTS_MEMORY_BUDGET_MB: '3000', DOCPARTS_OVER_BUDGET: 'refuse', DOCPARTS_SMALL_WORKERS: '2' })).toEqual({
      memoryBudgetMb: 3000,
      overBudget: 'refuse',
      smallWorkers: 2,
    })
    expect(() => serverOptionsFromEnv({ DOCPARTS_OVER_BUDGET: 'later' })).toThrow(/DOCPARTS_OVER_BUDGET must be 'wait' or 'refuse'; got 'later'/)
  })

  test('a number that cannot be read names the variable', () => {
    expect(() => serverOptionsFromEnv({ DOCPARTS_TIMEOUT_SECONDS: 'soon' })).toThrow(/DOCPARTS_TIMEOUT_SECONDS.*'soon'/)
  })
})

describe('resolveServerOptions', () => {
  test('defaults: 100 MiB, 10 minutes, queue 128, memory check off, 1.5 GiB per worker process, silent', () => {
    const resolved = resolveServerOptions({ workers: 2 })
    expect(resolved).toMatchObject({
      workerMemoryMb: 1536,
      maxUploadBytes: 100 * 1024 * 1024,
      timeoutMs: 600_000,
      maxQueue: 128,
      memoryFreeMinimumMb: 0,
      maxConcurrency: 2,
      inlineMaxBytes: 32 * 1024,
      logLevel: 'silent',
      apiKey: undefined,
    })
    expect(resolveServerOptions({ workers: 0 }).maxConcurrency).toBe(4)
  })

  test('defaults under load: one small-lane worker, a memory budget of at least 2 GiB, waiting when over it; none of these without workers', () => {
    const resolved = resolveServerOptions({ workers: 2 })
    expect(resolved).toMatchObject({ smallWorkers: 1, overBudget: 'wait' })
    expect(resolved.memoryBudgetMb).toBeGreaterThanOrEqual(2048)
    expect(resolveServerOptions({ workers: 0 })).toMatchObject({ smallWorkers: 0, memoryBudgetMb: 0 })
    expect(() => resolveServerOptions({ workers: 2, memoryBudgetMb: 300 })).toThrow(/memory budget of 300 MiB is too small/)
  })

  test('a negative or fractional count is a RangeError naming the option', () => {
    expect(() => resolveServerOptions({ maxQueue: -1 })).toThrow(/maxQueue/)
    expect(() => resolveServerOptions({ workers: 1.5 })).toThrow(/workers/)
    expect(() => resolveServerOptions({ maxConcurrency: 0 })).toThrow(/maxConcurrency/)
  })
})
