/**
 * @module queue/queue-job
 * What travels through the partition queue, as plain JSON (no bullmq types here).
 * - A `file` job names a file on a file system the workers share with the submitter (`docparts
 *   partition DIR --out-dir OUT --queue …`); the worker writes the output to `target` when it can see
 *   the submitter's marker file in the output folder, and otherwise returns the output through Redis
 *   (up to `MAX_RETURNED_OUTPUT_BYTES`), which the submitter writes.
 * - A `bytes` job carries the document itself (the platform's job runner): the worker returns the
 *   elements as the API's JSON.
 * A job that fails keeps its typed error as the failed reason (`QueueFailure`, JSON).
 */
import { createHash } from 'node:crypto'
import type { FileJobOptions } from '../batch/partition-file-job.js'
import type { WireError } from '../batch/wire-error.js'

export const PARTITION_QUEUE_NAME = 'docparts-partition'

/** Seconds one file may take on a worker unless the submitter says otherwise (`--job-timeout`). */
export const DEFAULT_JOB_TIMEOUT_SECONDS = 900

/** Outputs larger than this are not returned through Redis: share the output folder instead. */
export const MAX_RETURNED_OUTPUT_BYTES = 16 * 1024 * 1024

export type QueueJobData =
  | {
      kind: 'file'
      path: string
      relativePath: string
      target: string
      /** The submitter's marker in the output folder: a worker that sees it shares the folder. */
      marker: string
      options: FileJobOptions
      jsonl: boolean
      timeoutSeconds: number
    }
  | { kind: 'bytes'; filename: string; bytesBase64: string; options: FileJobOptions; timeoutSeconds: number }

export interface QueueJobResult {
  contentHash: string
  elements: number
  seconds: number
  warnings: string[]
  jsonl?: string
  /** The formatted output, when the worker could not write it (output folder not shared) or for `bytes` jobs. */
  output?: string
}

/** A failed job's reason: the typed error as JSON. */
export interface QueueFailure {
  error: WireError
  warnings: string[]
  contentHash?: string
}

/** Same bytes, options and name → same id: submitting a file again finds its job instead of adding one. */
export function queueJobId(contentHash: string, optionsHash: string, name: string): string {
  return `dp-${createHash('sha256').update(`${contentHash}\n${optionsHash}\n${name}`).digest('hex').slice(0, 40)}`
}

export function failureReason(failure: QueueFailure): string {
  return JSON.stringify(failure)
}

/** The failure a reason holds; a reason that is not ours (a stalled job, a Redis error) becomes an Error with that text. */
export function failureFromReason(reason: string): QueueFailure {
  try {
    const parsed = JSON.parse(reason) as QueueFailure
    if (typeof parsed.error?.name === 'string') return parsed
  } catch {
    // not JSON
  }
  return { error: { name: 'Error', message: `the queue failed the job: ${reason}` }, warnings: [] }
}
