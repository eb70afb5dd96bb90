/**
 * @module platform/open-platform
 * The platform in one call: the store in `<dataDir>/platform.db` (created with its folder), a job runner
 * (files partitioned on a worker pool by default, or by queue workers with `queue`), start-up recovery of jobs a dead process left behind,
 * and, when asked, the scheduler. The server and the CLI both open it this way.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { defaultDataDir, PLATFORM_DATABASE_FILE } from './default-data-dir.js'
import { createJobRunner } from './job-runner.js'
import type { JobRunner, JobRunnerOptions } from './job-runner.js'
import { openPlatformStore } from './platform-store.js'
import type { PlatformStore } from './platform-store.js'
import { createPoolPartitioner } from './pool-partitioner.js'
import { createQueuePartitioner } from '../queue/queue-partitioner.js'
import { startScheduler } from './scheduler.js'
import type { Scheduler } from './scheduler.js'

/** Files of one job on the queue at once: enough to keep many workers busy. */
const QUEUE_FILES_IN_FLIGHT = 32

export interface PlatformOptions {
  /** Folder of the database; default ./default-data-dir.ts. Ignored when `databasePath` is given. */
  dataDir?: string | undefined
  /** The database file itself, or `:memory:`. */
  databasePath?: string | undefined
  /** Worker threads partitioning files; 0 partitions on the calling thread. Default 2. */
  workers?: number | undefined
  /** A Redis URL: job files are partitioned by `docparts worker` processes through the partition queue (../queue). */
  queue?: string | undefined
  /** Run scheduled workflows while open (the server: yes; the CLI: no). Default false. */
  schedules?: boolean | undefined
  /** Resume jobs left by a dead process at open (default), or mark them FAILED. */
  recovery?: 'resume' | 'fail' | undefined
  /** Look for jobs left by a dead process at open (default true; short CLI commands skip it). */
  recover?: boolean | undefined
  runner?: Omit<JobRunnerOptions, 'store'> | undefined
}

export interface Platform {
  store: PlatformStore
  runner: JobRunner
  scheduler: Scheduler | undefined
  /** Jobs resumed or failed at open. */
  recovered: string[]
  /** Stops the scheduler, lets running jobs finish (or cancel them with `cancelRunning`), closes the store. */
  close(options?: { cancelRunning?: boolean }): Promise<void>
}

export function openPlatform(options: PlatformOptions = {}): Platform {
  let path = options.databasePath
  if (path === undefined) {
    const dir = options.dataDir ?? defaultDataDir()
    mkdirSync(dir, { recursive: true })
    path = join(dir, PLATFORM_DATABASE_FILE)
  }
  const store = openPlatformStore(path)
  const workers = options.workers ?? 2
  const pool = options.queue !== undefined ? createQueuePartitioner(options.queue) : workers > 0 ? createPoolPartitioner(workers) : undefined
  const runner = createJobRunner({
    store,
    recovery: options.recovery,
    concurrency: options.queue !== undefined ? QUEUE_FILES_IN_FLIGHT : workers > 0 ? workers : 4,
    ...(pool === undefined ? {} : { partitionFile: pool.partitionFile }),
    ...options.runner,
  })
  const recovered = options.recover === false ? [] : runner.recover()
  const scheduler = options.schedules === true ? startScheduler(store, runner) : undefined
  return {
    store,
    runner,
    scheduler,
    recovered,
    async close(closing = {}) {
      scheduler?.stop()
      if (closing.cancelRunning === true) {
        for (const job of store.jobsInStatus(['SCHEDULED', 'IN_PROGRESS'])) runner.cancel(job.id)
      }
      await runner.idle()
      await pool?.close()
      store.close()
    },
  }
}
