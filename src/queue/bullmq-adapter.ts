/**
 * @module queue/bullmq-adapter
 * The ONLY importer of bullmq (which brings ioredis): the partition queue as the submitter sees it and a
 * queue worker. Loaded only by dynamic `import()` from the queue commands and the platform's queue
 * dispatch, so the library, the server and a local batch never load Redis code
 * (test/architecture.test.ts checks it).
 * Jobs retry with exponential backoff (a crashed partition process, a lost connection); a worker killed
 * mid-job loses its lock, and the stalled-job check of the other workers puts the job back in the queue.
 * Failed jobs are kept with their reason; completed ones for a week.
 */
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq'
import type { ConnectionOptions, Job } from 'bullmq'
import { PARTITION_QUEUE_NAME } from './queue-job.js'
import type { QueueJobData, QueueJobResult } from './queue-job.js'
import { parseRedisUrl, redisUrlForDisplay } from './redis-url.js'

const ATTEMPTS = 3
const BACKOFF_MS = 2000
const KEEP_COMPLETED_SECONDS = 7 * 24 * 3600
const CONNECT_TIMEOUT_MS = 10_000

export type QueueJobState = 'completed' | 'failed' | 'active' | 'waiting' | 'delayed' | 'prioritized' | 'waiting-children' | 'unknown'

export type FinishedEvent = { jobId: string; ok: true; result: QueueJobResult } | { jobId: string; ok: false; reason: string }

export interface PartitionQueue {
  /** Adds the job unless one with this id is already there (then nothing changes). */
  submit(jobId: string, data: QueueJobData): Promise<void>
  /** The job's state, and its result or failed reason once finished. */
  lookup(jobId: string): Promise<{ state: QueueJobState; result?: QueueJobResult; reason?: string }>
  /** Removes a finished job so that the same id can run again. */
  remove(jobId: string): Promise<void>
  /** Jobs per state. */
  counts(): Promise<Record<string, number>>
  /** Called for each job that completes or fails for good (not for an attempt that will be retried). */
  onFinished(listener: (event: FinishedEvent) => void): void
  /** Called when a job was put back because its worker stopped answering (killed, hung). */
  onStalled(listener: (jobId: string) => void): void
  close(): Promise<void>
}

export interface QueueWorkerOptions {
  concurrency: number
  /** Seconds a job's lock lasts without renewal: a killed worker's job goes back to the queue after it. */
  lockSeconds: number
  onError?: (error: Error) => void
}

export interface QueueWorker {
  /** Waits for the jobs in flight, then stops taking jobs. */
  close(): Promise<void>
}

/** Thrown by a handler for a failure that retrying cannot fix (the document's own error, a time limit). */
export function permanentFailure(reason: string): Error {
  return new UnrecoverableError(reason)
}

function connectionOf(url: string): ConnectionOptions {
  const location = parseRedisUrl(url)
  return {
    host: location.host,
    port: location.port,
    db: location.db,
    ...(location.username === undefined ? {} : { username: location.username }),
    ...(location.password === undefined ? {} : { password: location.password }),
    ...(location.tls ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  }
}

async function ready(what: Promise<unknown>, url: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `Cannot reach Redis at ${redisUrlForDisplay(url)} within ${CONNECT_TIMEOUT_MS / 1000} s: start redis-server there, or fix the URL.`,
          ),
        ),
      CONNECT_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([what, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function openPartitionQueue(url: string): Promise<PartitionQueue> {
  const connection = connectionOf(url)
  const queue = new Queue<QueueJobData, QueueJobResult>(PARTITION_QUEUE_NAME, { connection })
  const events = new QueueEvents(PARTITION_QUEUE_NAME, { connection })
  const ignore = (): void => undefined // connection errors are retried by ioredis; `ready` reports an unreachable server
  queue.on('error', ignore)
  events.on('error', ignore)
  try {
    await ready(Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), url)
  } catch (error) {
    await Promise.allSettled([queue.close(), events.close()])
    throw error
  }
  const finished: ((event: FinishedEvent) => void)[] = []
  const stalled: ((jobId: string) => void)[] = []
  events.on('completed', ({ jobId, returnvalue }) => {
    const result = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as QueueJobResult
    for (const listener of finished) listener({ jobId, ok: true, result })
  })
  events.on('failed', ({ jobId, failedReason }) => {
    for (const listener of finished) listener({ jobId, ok: false, reason: failedReason })
  })
  events.on('stalled', ({ jobId }) => {
    for (const listener of stalled) listener(jobId)
  })
  return {
    async submit(jobId, data) {
      await queue.add('partition', data, {
        jobId,
        attempts: ATTEMPTS,
        backoff: { type: 'exponential', delay: BACKOFF_MS },
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: false,
      })
    },
    async lookup(jobId) {
      const job: Job<QueueJobData, QueueJobResult> | undefined = await queue.getJob(jobId)
      if (job === undefined) return { state: 'unknown' }
      const state = (await job.getState()) as QueueJobState
      if (state === 'completed') return { state, result: job.returnvalue }
      if (state === 'failed') return { state, reason: job.failedReason }
      return { state }
    },
    async remove(jobId) {
      await queue.remove(jobId)
    },
    async counts() {
      return queue.getJobCounts('completed', 'failed', 'active', 'waiting', 'delayed')
    },
    onFinished: (listener) => void finished.push(listener),
    onStalled: (listener) => void stalled.push(listener),
    async close() {
      await Promise.allSettled([events.close(), queue.close()])
    },
  }
}

export async function startQueueWorker(
  url: string,
  handle: (data: QueueJobData) => Promise<QueueJobResult>,
  options: QueueWorkerOptions,
): Promise<QueueWorker> {
  const lockDuration = Math.max(1000, options.lockSeconds * 1000)
  const worker = new Worker<QueueJobData, QueueJobResult>(PARTITION_QUEUE_NAME, async (job) => handle(job.data), {
    connection: connectionOf(url),
    concurrency: options.concurrency,
    lockDuration,
    stalledInterval: lockDuration,
    maxStalledCount: 2,
    autorun: false,
  })
  worker.on('error', (error) => options.onError?.(error))
  await ready(worker.waitUntilReady(), url)
  void worker.run().catch((error: unknown) => options.onError?.(error as Error))
  return { close: () => worker.close() }
}
