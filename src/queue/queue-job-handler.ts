/**
 * @module queue/queue-job-handler
 * What a `docparts worker` does with one queue job: partition it on one of its worker processes (each
 * with a heap limit and the job's time limit), write the output where the submitter asked — or return it
 * through Redis when this machine does not see the submitter's output folder — and turn the outcome into
 * the queue's terms: a result, a permanent failure carrying the typed error (the document's own error,
 * out of memory, the time limit: retrying would not help), or a plain error that the queue retries with
 * backoff (the partition process crashed for another reason).
 */
import { dirname, join } from 'node:path'
import { PARTIAL_FOLDER } from '../batch/run-batch.js'
import { crashError } from '../batch/local-executor.js'
import { pathExists } from '../batch/path-exists.js'
import type { FileJobResult, PartitionFileJob } from '../batch/partition-file-job.js'
import { errorToWire } from '../batch/wire-error.js'
import type { WireError } from '../batch/wire-error.js'
import type { ProcessPool } from '../workers/process-pool.js'
import { WorkerCrashError } from '../workers/process-pool.js'
import { failureReason, MAX_RETURNED_OUTPUT_BYTES } from './queue-job.js'
import type { QueueJobData, QueueJobResult } from './queue-job.js'

export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

export interface QueueJobHandlerOptions {
  pool: ProcessPool<PartitionFileJob, FileJobResult>
  memoryMb: number
  /** Makes a permanent (not retried) failure from its reason (the bullmq adapter's). */
  permanent: (reason: string) => Error
}

export function createQueueJobHandler(config: QueueJobHandlerOptions): (data: QueueJobData) => Promise<QueueJobResult> {
  const fail = (error: WireError, warnings: string[] = [], contentHash?: string): Error =>
    config.permanent(failureReason({ error, warnings, ...(contentHash === undefined ? {} : { contentHash }) }))
  return async (data) => {
    const job = await fileJobOf(data)
    const started = performance.now()
    let result: FileJobResult
    try {
      result = await config.pool.run(
        job,
        { deadline: Date.now() + data.timeoutSeconds * 1000 },
        () => new JobTimeoutError(`the file took longer than the job time limit of ${data.timeoutSeconds} s (raise it with --job-timeout).`),
      )
    } catch (error) {
      if (error instanceof JobTimeoutError) throw fail(errorToWire(error))
      if (error instanceof WorkerCrashError && error.outOfMemory) throw fail(errorToWire(crashError(error, config.memoryMb)))
      throw error // a crash for another reason: retried
    }
    if (!result.ok) throw fail(result.error, result.warnings, result.contentHash)
    if (result.output !== undefined && Buffer.byteLength(result.output) > MAX_RETURNED_OUTPUT_BYTES) {
      throw fail(
        {
          name: 'DocumentError',
          message: `this worker cannot see the output folder and the output (${Math.round(Buffer.byteLength(result.output) / 1048576)} MiB) is too large to return through Redis: mount the output folder on the workers at the same path.`,
        },
        result.warnings,
        result.contentHash,
      )
    }
    return {
      contentHash: result.contentHash,
      elements: result.elements,
      seconds: (performance.now() - started) / 1000,
      warnings: result.warnings,
      ...(result.jsonl === undefined ? {} : { jsonl: result.jsonl }),
      ...(result.output === undefined ? {} : { output: result.output }),
    }
  }
}

async function fileJobOf(data: QueueJobData): Promise<PartitionFileJob> {
  if (data.kind === 'bytes') {
    return {
      path: data.filename,
      bytes: Buffer.from(data.bytesBase64, 'base64'),
      options: { ...data.options, outputFormat: 'application/json' },
      returnOutput: true,
    }
  }
  const shared = await pathExists(data.marker)
  return {
    path: data.path,
    target: data.target,
    partialDir: join(dirname(data.marker), PARTIAL_FOLDER),
    options: data.options,
    jsonl: data.jsonl,
    returnOutput: !shared,
  }
}
