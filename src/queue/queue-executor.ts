/**
 * @module queue/queue-executor
 * A batch's files as jobs on the partition queue (`docparts partition DIR --out-dir OUT --queue redis://…`),
 * run by `docparts worker` processes on any machine. Each file becomes one job whose id comes from its
 * content hash, the options hash and its path (./queue-job.ts), so submitting again finds the job instead
 * of adding a second one: a job already completed (the submitter was stopped before it heard) is taken
 * as done, one waiting or running is waited for. Finished jobs are heard through the queue's events (with a
 * periodic look-up as a safety net). Outputs are written by the workers into OUT when they share it, or
 * come back through Redis and are written here. Loaded only with --queue.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BatchExecutor, TaskOutcome } from '../batch/batch-executor.js'
import { pathExists } from '../batch/path-exists.js'
import type { BatchTask } from '../batch/plan-file.js'
import { PARTIAL_FOLDER } from '../batch/run-batch.js'
import { writeAtomically } from '../batch/write-atomically.js'
import type { FileJobOptions } from '../batch/partition-file-job.js'
import { errorFromWire } from '../batch/wire-error.js'
import { loadQueueAdapter } from './load-queue-adapter.js'
import type { FinishedEvent, PartitionQueue } from './bullmq-adapter.js'
import { DEFAULT_JOB_TIMEOUT_SECONDS, failureFromReason, queueJobId } from './queue-job.js'
import type { QueueJobResult } from './queue-job.js'

/** Files submitted and not yet finished, at most. */
const IN_FLIGHT = 256
const POLL_MS = 5000

export interface QueueExecutorOptions {
  redisUrl: string
  outDir: string
  options: FileJobOptions
  optionsHash: string
  jsonl: boolean
  /** Redo files whose job already completed. */
  force?: boolean | undefined
  jobTimeoutSeconds?: number | undefined
  stderr: (text: string) => void
}

interface Waiter {
  settle: (event: FinishedEvent) => void
}

export async function createQueueExecutor(config: QueueExecutorOptions): Promise<BatchExecutor & { queue: PartitionQueue }> {
  const { openPartitionQueue } = await loadQueueAdapter()
  const queue = await openPartitionQueue(config.redisUrl)
  const marker = join(config.outDir, `.docparts-queue-${randomBytes(8).toString('hex')}`)
  try {
    await mkdir(config.outDir, { recursive: true })
    await writeFile(marker, 'A docparts batch is submitting jobs: a worker that sees this file writes outputs here.\n')
  } catch (error) {
    await queue.close() // an open connection would keep the command alive
    throw error
  }
  const waiters = new Map<string, Waiter>()
  let closed: Error | undefined
  queue.onFinished((event) => waiters.get(event.jobId)?.settle(event))
  // safety net: a finished job whose event was missed is found by looking it up
  const poll = setInterval(() => {
    for (const [jobId, waiter] of waiters) {
      void queue.lookup(jobId).then(
        (found) => {
          if (found.state === 'completed') waiter.settle({ jobId, ok: true, result: found.result! })
          else if (found.state === 'failed') waiter.settle({ jobId, ok: false, reason: found.reason ?? '' })
        },
        () => undefined,
      )
    }
  }, POLL_MS)
  const rejectors = new Set<(error: Error) => void>()

  const outcomeOf = async (task: BatchTask, event: FinishedEvent): Promise<TaskOutcome> => {
    if (!event.ok) {
      const failure = failureFromReason(event.reason)
      return {
        ok: false,
        error: errorFromWire(failure.error),
        contentHash: failure.contentHash ?? task.contentHash,
        seconds: 0,
        warnings: failure.warnings,
      }
    }
    const result: QueueJobResult = event.result
    if (result.output !== undefined && task.target !== undefined)
      await writeAtomically(task.target, result.output, join(config.outDir, PARTIAL_FOLDER))
    return {
      ok: true,
      contentHash: result.contentHash,
      elements: result.elements,
      seconds: result.seconds,
      warnings: result.warnings,
      jsonl: result.jsonl,
    }
  }

  return {
    queue,
    concurrency: IN_FLIGHT,
    needsContentHash: true,
    async run(task) {
      if (closed !== undefined) throw closed
      const jobId = queueJobId(task.contentHash!, config.optionsHash, task.relativePath)
      const event = await new Promise<FinishedEvent>((resolve, reject) => {
        let settled = false
        const fail = (error: Error): void => {
          if (settled) return
          settled = true
          waiters.delete(jobId)
          rejectors.delete(fail)
          reject(error)
        }
        rejectors.add(fail)
        waiters.set(jobId, {
          settle: (finished) => {
            if (settled) return
            settled = true
            waiters.delete(jobId)
            rejectors.delete(fail)
            resolve(finished)
          },
        })
        void (async () => {
          const found = await queue.lookup(jobId)
          const reuse =
            found.state === 'completed' &&
            config.force !== true &&
            (found.result?.output !== undefined || (task.target !== undefined && (await pathExists(task.target))))
          if (reuse) return waiters.get(jobId)?.settle({ jobId, ok: true, result: found.result! })
          if (found.state === 'completed' || found.state === 'failed') await queue.remove(jobId)
          if (found.state === 'unknown' || found.state === 'completed' || found.state === 'failed') {
            await queue.submit(jobId, {
              kind: 'file',
              path: task.path,
              relativePath: task.relativePath,
              target: task.target!,
              marker,
              options: config.options,
              jsonl: config.jsonl,
              timeoutSeconds: config.jobTimeoutSeconds ?? DEFAULT_JOB_TIMEOUT_SECONDS,
            })
          }
          // waiting, active or delayed: the job submitted earlier is the one to wait for
        })().catch((error: unknown) => fail(error as Error))
      })
      return outcomeOf(task, event)
    },
    async close() {
      if (closed !== undefined) return
      closed = new Error('the queue batch was stopped')
      clearInterval(poll)
      for (const reject of [...rejectors]) reject(closed)
      await queue.close()
      await rm(marker, { force: true })
    },
  }
}
