/**
 * @module queue/run-queue-worker
 * `docparts worker --redis redis://HOST:PORT [--concurrency N]`: takes partition jobs from the queue, N at a
 * time, each on its own worker process (heap limit `--worker-memory-mb`), until SIGINT or SIGTERM, which
 * lets the jobs in flight finish. Loaded only by the worker command; bullmq and ioredis come with the adapter
 * (queue/load-queue-adapter), a MissingPackageError naming bullmq when it is not installed.
 */
import { availableParallelism } from 'node:os'
import type { FileJobResult, PartitionFileJob } from '../batch/partition-file-job.js'
import { createProcessPool } from '../workers/process-pool.js'
import { loadQueueAdapter } from './load-queue-adapter.js'
import { createQueueJobHandler } from './queue-job-handler.js'
import { PARTITION_QUEUE_NAME } from './queue-job.js'
import { redisUrlForDisplay } from './redis-url.js'

export interface QueueWorkerInput {
  redisUrl: string
  concurrency: number
  memoryMb: number
  lockSeconds: number
  stderr: (text: string) => void
  /** Resolves when the worker should stop (default: SIGINT or SIGTERM). */
  stopped?: Promise<void>
}

export async function runQueueWorker(input: QueueWorkerInput): Promise<void> {
  const { permanentFailure, startQueueWorker } = await loadQueueAdapter()
  const pool = createProcessPool<PartitionFileJob, FileJobResult>({
    entry: new URL(`../batch/partition-file-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
    maxOldSpaceMb: input.memoryMb,
    env: { DOCPARTS_OCR_WORKERS: String(Math.max(1, Math.floor(availableParallelism() / input.concurrency))) },
  })
  const handle = createQueueJobHandler({ pool, memoryMb: input.memoryMb, permanent: permanentFailure })
  let worker
  try {
    worker = await startQueueWorker(input.redisUrl, handle, {
      concurrency: input.concurrency,
      lockSeconds: input.lockSeconds,
      onError: (error) => input.stderr(`docparts worker: ${error.message}\n`),
    })
  } catch (error) {
    await pool.close()
    throw error
  }
  input.stderr(`docparts worker: taking jobs from ${PARTITION_QUEUE_NAME} on ${redisUrlForDisplay(input.redisUrl)}, ${input.concurrency} at a time\n`)
  await (input.stopped ?? signalled())
  input.stderr('docparts worker: stopping after the jobs in flight…\n')
  await worker.close()
  await pool.close()
}

function signalled(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
}
