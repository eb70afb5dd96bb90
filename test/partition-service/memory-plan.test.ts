import { describe, expect, test } from 'vitest'
import { memoryPlan, WORKER_AT_REST_MB } from '../../src/partition-service/memory-plan.js'

describe('memoryPlan', () => {
  test('documents get what 95 % of the budget leaves after the server and its workers at rest; heap limits fit in that share', () => {
    const plan = memoryPlan(2048, 2, 1, 1536, 160)
    const documentsMb = Math.floor(2048 * 0.95) - 160 - 3 * WORKER_AT_REST_MB
    expect(plan.documentsBytes).toBe(documentsMb * 1024 * 1024)
    expect(plan.generalHeapMb).toBe(Math.min(1536, documentsMb))
    expect(plan.smallHeapMb).toBeLessThanOrEqual(documentsMb)
    expect(plan.watchdogBytes).toBe(Math.floor(2048 * 0.95 * 1024 * 1024))
    expect(memoryPlan(8192, 2, 1, 1536, 160).generalHeapMb).toBe(1536) // the configured limit when the budget is roomy
  })

  test('a budget that cannot hold the server and some documents is refused, saying how much is needed and where to set it', () => {
    expect(() => memoryPlan(600, 2, 1, 1536, 160)).toThrow(
      /600 MiB is too small.*640 MiB at rest.*Raise it to \d+ or more \(DOCPARTS_MEMORY_BUDGET_MB\)/,
    )
  })
})
