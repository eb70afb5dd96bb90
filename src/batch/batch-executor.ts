/**
 * @module batch/batch-executor
 * What runs a batch's files: worker processes on this machine (./local-executor.ts) or a BullMQ queue
 * (../queue/queue-executor.ts). The batch (./run-batch.ts) decides which files run, records what
 * comes back, and is the same for both.
 */
import type { BatchTask } from './plan-file.js'

export type TaskOutcome =
  | { ok: true; contentHash: string; elements: number; seconds: number; warnings: string[]; jsonl?: string | undefined }
  | { ok: false; error: Error; contentHash?: string | undefined; seconds: number; warnings: string[] }

export interface BatchExecutor {
  /** Files in flight at once. */
  readonly concurrency: number
  /** The executor needs each task's content hash before it runs (the queue's job ids). */
  readonly needsContentHash: boolean
  /** Partitions one file; rejects only when the executor was closed (or broke), never for the file's own error. */
  run(task: BatchTask): Promise<TaskOutcome>
  /** Stops: tasks in flight reject (their files stay undone). */
  close(): Promise<void>
}
