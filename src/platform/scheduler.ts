/**
 * @module platform/scheduler
 * The ONLY importer of croner: runs scheduled workflows while a process (the server) is up. Each active
 * workflow with a schedule gets a cron job (UTC) from ./schedules.ts. A run is claimed in the store by its
 * slot time before it starts, so two processes on one store, or a restart, never run one slot twice. At
 * start, the latest slot missed while nothing was running is run once (not once per missed slot).
 */
import type { Cron } from 'croner'
import { requireOptional } from '../node/require-optional.js'
import type { JobRunner } from './job-runner.js'
import type { PlatformStore } from './platform-store.js'
import { SCHEDULE_CRON } from './schedules.js'

export interface Scheduler {
  /** Re-reads the workflows (after a create, update or delete). */
  refresh(): void
  /** Runs the slot due at `at` for every scheduled workflow, once (cron ticks call it; tests call it). */
  tick(at: Date): string[]
  stop(): void
}

export function startScheduler(store: PlatformStore, runner: JobRunner, options: { catchUp?: boolean } = {}): Scheduler {
  const { Cron } = requireOptional<typeof import('croner')>('croner', 'Scheduled workflows')
  let crons: Cron[] = []

  const runSlot = (workflowId: string, slot: Date): string | undefined => {
    // a workflow created after the slot has nothing to catch up
    const workflow = store.getWorkflow(workflowId)
    if (workflow === undefined || workflow.status !== 'active' || workflow.schedule === null) return undefined
    if (Date.parse(workflow.created_at) > slot.getTime()) return undefined
    if (!store.claimScheduleSlot(workflowId, slot.toISOString())) return undefined
    return runner.runWorkflow(workflowId, { jobType: 'scheduled' })?.id
  }

  const refresh = (): void => {
    for (const cron of crons) cron.stop()
    crons = []
    for (const workflow of store.listWorkflows({ status: 'active' })) {
      if (workflow.schedule === null) continue
      const pattern = SCHEDULE_CRON[workflow.schedule]
      const id = workflow.id
      crons.push(
        new Cron(pattern, { timezone: 'UTC', protect: true }, (self: Cron) => {
          const slot = self.currentRun() ?? new Date()
          slot.setSeconds(0, 0)
          runSlot(id, slot)
        }),
      )
      if (options.catchUp !== false) {
        const previous = new Cron(pattern, { timezone: 'UTC', paused: true }).previousRuns(1, new Date())[0]
        if (previous !== undefined && workflow.last_scheduled_at !== null && Date.parse(workflow.last_scheduled_at) < previous.getTime()) {
          runSlot(id, previous)
        }
      }
    }
  }

  refresh()
  return {
    refresh,
    tick(at) {
      const ids: string[] = []
      for (const workflow of store.listWorkflows({ status: 'active' })) {
        if (workflow.schedule === null) continue
        const pattern = new Cron(SCHEDULE_CRON[workflow.schedule], { timezone: 'UTC', paused: true })
        const slot = pattern.previousRuns(1, new Date(at.getTime() + 1))[0]
        if (slot === undefined) continue
        const id = runSlot(workflow.id, slot)
        if (id !== undefined) ids.push(id)
      }
      return ids
    },
    stop() {
      for (const cron of crons) cron.stop()
      crons = []
    },
  }
}
