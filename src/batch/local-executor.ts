/**
 * @module batch/local-executor
 * A batch's files on worker processes of this machine (../workers/process-pool.ts), one file per process
 * at a time, each process with a heap limit: a file that runs it out of memory or crashes it fails alone
 * with a typed error naming the limit, and a fresh process takes the next file.
 */
import { availableParallelism } from 'node:os'
import type { FileJobOptions, FileJobResult, PartitionFileJob } from './partition-file-job.js'
import { errorFromWire } from './wire-error.js'
import { DocumentError } from '../errors.js'
import { createProcessPool, WorkerCrashError } from '../workers/process-pool.js'
import type { BatchExecutor, TaskOutcome } from './batch-executor.js'

export interface LocalExecutorOptions {
  /** Worker processes. */
  jobs: number
  /** Heap limit of each process in MiB. */
  memoryMb: number
  options: FileJobOptions
  /** Return each file's elements as JSON lines. */
  jsonl: boolean
  /** Folder for temporary outputs (renamed into place). */
  partialDir: string | undefined
}

export function createLocalExecutor(config: LocalExecutorOptions): BatchExecutor {
  const pool = createProcessPool<PartitionFileJob, FileJobResult>({
    entry: new URL(`./partition-file-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
    maxOldSpaceMb: config.memoryMb,
    // processes × OCR workers ≤ cores
    env: { DOCPARTS_OCR_WORKERS: String(Math.max(1, Math.floor(availableParallelism() / config.jobs))) },
  })
  let closed = false
  return {
    concurrency: config.jobs,
    needsContentHash: false,
    async run(task) {
      const started = performance.now()
      const seconds = (): number => (performance.now() - started) / 1000
      try {
        const result = await pool.run({
          path: task.path,
          target: task.target,
          partialDir: config.partialDir,
          options: config.options,
          jsonl: config.jsonl,
        })
        return outcomeOf(result, seconds())
      } catch (error) {
        if (closed || !(error instanceof WorkerCrashError)) throw error
        return { ok: false, error: crashError(error, config.memoryMb), seconds: seconds(), warnings: [] }
      }
    },
    async close() {
      closed = true
      await pool.close()
    },
  }
}

export function outcomeOf(result: FileJobResult, seconds: number): TaskOutcome {
  if (!result.ok) return { ok: false, error: errorFromWire(result.error), contentHash: result.contentHash, seconds, warnings: result.warnings }
  return { ok: true, contentHash: result.contentHash, elements: result.elements, seconds, warnings: result.warnings, jsonl: result.jsonl }
}

/** A worker process that died under a file, as the file's error (out of memory: how to raise the limit). */
export function crashError(error: WorkerCrashError, memoryMb: number): Error {
  if (!error.outOfMemory) return new Error(`the file could not be partitioned: ${error.message}`, { cause: error })
  return new DocumentError(
    `the file could not be partitioned: ${error.message}. If the file is genuine, raise the limit with --worker-memory-mb (now ${memoryMb}).`,
    { cause: error },
  )
}
