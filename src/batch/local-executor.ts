/**
 * @module batch/local-executor
 * A batch's files on worker processes of this machine (../workers/process-pool.ts), one job per process
 * at a time, each process with a heap limit: a file that runs it out of memory or crashes it fails alone
 * with a typed error naming the limit, and a fresh process takes the next file.
 * With `splitAbovePages`, a `fast` PDF of more pages is split across the processes (./split-pdf-run.ts),
 * output identical. The command does not ask for it: measured on 2 cores it does not pay, because each
 * process compiles the fast path's hot code again on a V8 background thread (about 0.6 s of CPU whether
 * it reads 200 or 400 pages of the 400-page manual), which costs more than the pages it takes over.
 */
import { availableParallelism } from 'node:os'
import type { BatchProcessAnswer, BatchProcessRequest } from './batch-process-request.js'
import type { FileJobOptions, FileJobResult } from './partition-file-job.js'
import { createProcessSlots } from './process-slots.js'
import { runSplitPdf } from './split-pdf-run.js'
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
  /** A `fast` PDF of more pages than this is split across the processes (2 or more). Default: never. */
  splitAbovePages?: number | undefined
}

export function createLocalExecutor(config: LocalExecutorOptions): BatchExecutor {
  const pool = createProcessPool<BatchProcessRequest, BatchProcessAnswer>({
    entry: new URL(`./partition-file-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
    maxOldSpaceMb: config.memoryMb,
    execArgv: workerFlags(config.jobs),
    // processes × OCR workers ≤ cores
    env: { DOCPARTS_OCR_WORKERS: String(Math.max(1, Math.floor(availableParallelism() / config.jobs))) },
  })
  // one job per process: a split PDF's ranges queue with the other files for the same processes
  const slots = createProcessSlots(config.jobs)
  const call = (request: BatchProcessRequest): Promise<BatchProcessAnswer> => slots.run(() => pool.run(request))
  const splitAbovePages = config.jobs > 1 ? config.splitAbovePages : undefined
  let closed = false
  return {
    concurrency: config.jobs,
    needsContentHash: false,
    async run(task) {
      const started = performance.now()
      const seconds = (): number => (performance.now() - started) / 1000
      const job = { path: task.path, target: task.target, partialDir: config.partialDir, options: config.options, jsonl: config.jsonl }
      try {
        const answer = await call({ ...job, splitAbovePages })
        if ('range' in answer) throw new Error('a batch worker process answered a file with a page range')
        const result = 'split' in answer ? await runSplitPdf(call, job, answer.split, config.jobs) : answer
        return outcomeOf(result, seconds())
      } catch (error) {
        if (closed || !(error instanceof WorkerCrashError)) throw error
        return { ok: false, error: crashError(error, config.memoryMb), seconds: seconds(), warnings: [] }
      }
    },
    async close() {
      closed = true
      slots.close(new Error('the batch was stopped'))
      await pool.close()
    },
  }
}

/**
 * V8 flags of the worker processes. When they take every core: no inlining in optimized code. V8 compiles
 * the hot code on a background thread, which a single process runs on a spare core but which then competes
 * with the other processes' work; inlining is most of that compilation, and its speed-up is smaller than its
 * cost there (corpus PDFs, --jobs 2 on 2 cores: 8.8 → 8.2 s of CPU, median of 3).
 */
export function workerFlags(jobs: number): string[] {
  return jobs >= availableParallelism() ? ['--no-turbo-inlining'] : []
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
