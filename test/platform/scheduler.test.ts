import { afterEach, describe, expect, it } from 'vitest'
import { openPlatform } from '../../src/platform/open-platform.js'
import type { Platform } from '../../src/platform/open-platform.js'
import { startScheduler } from '../../src/platform/scheduler.js'

let platform: Platform | undefined
afterEach(async () => {
  await platform?.close({ cancelRunning: true })
  platform = undefined
})

function scheduled(schedule: 'every hour' | 'daily' | null) {
  platform = openPlatform({ databasePath: ':memory:', workers: 0 })
  const workflow = platform.store.createWorkflow({
    name: 'nightly',
    workflow_type: 'custom',
    source_id: null,
    destination_id: null,
    schedule,
    template_id: null,
    reprocess_all: false,
    workflow_nodes: [],
  })
  return { platform, workflow }
}

describe('scheduler', () => {
  it('runs a slot once even when it is ticked twice (or by two processes on one store)', () => {
    const { platform, workflow } = scheduled('daily')
    const scheduler = startScheduler(platform.store, platform.runner, { catchUp: false })
    const tomorrow = new Date(Date.now() + 86_400_000)
    tomorrow.setUTCHours(0, 0, 30, 0)
    const first = scheduler.tick(tomorrow)
    const second = startScheduler(platform.store, platform.runner, { catchUp: false }).tick(tomorrow)
    scheduler.stop()
    expect(first).toHaveLength(1)
    expect(second).toEqual([])
    expect(platform.store.getJob(first[0]!)!.job_type).toBe('scheduled')
    expect(platform.store.getWorkflow(workflow.id)!.last_scheduled_at).toBe(new Date(tomorrow.setUTCSeconds(0)).toISOString())
  })

  it('does not run a slot from before the workflow existed, nor unscheduled workflows', () => {
    const { platform } = scheduled('every hour')
    const scheduler = startScheduler(platform.store, platform.runner, { catchUp: false })
    expect(scheduler.tick(new Date(Date.now() - 3 * 3_600_000))).toEqual([])
    scheduler.stop()
  })

  it('catches up only the latest missed slot at start, once', () => {
    const { platform, workflow } = scheduled('every hour')
    platform.store.db.run('UPDATE workflows SET created_at = ?, last_scheduled_at = ? WHERE id = ?', [
      new Date(Date.now() - 10 * 3_600_000).toISOString(),
      new Date(Date.now() - 5 * 3_600_000).toISOString(),
      workflow.id,
    ])
    startScheduler(platform.store, platform.runner).stop()
    startScheduler(platform.store, platform.runner).stop()
    expect(platform.store.listJobs({ workflow_id: workflow.id })).toHaveLength(1)
  })
})
