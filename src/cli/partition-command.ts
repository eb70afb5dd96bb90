/**
 * @module cli/partition-command
 * `docparts partition <file|dir>… [--<parameter> <value>]… [--out-dir DIR] [--jobs N] [--worker-memory-mb MB]`
 * One file: the output goes to stdout, exactly as the API would return it. Several files or a
 * directory: one output per file under --out-dir (mirroring sub-folders), a progress bar on stderr,
 * and a summary of failures and warnings; the other files are still done.
 * A batch runs its files in worker processes (--jobs, default one per core), each with a heap limit: a
 * file that makes V8 abort (out of memory) or crashes a native decoder fails alone, reported with the
 * others, and the batch goes on. The outputs are the same as with one job.
 */
import { availableParallelism } from 'node:os'
import { basename, join } from 'node:path'
import type { ResolvedOptions } from '../options/types.js'
import { createProcessPool, WorkerCrashError } from '../workers/process-pool.js'
import { DocumentError } from '../errors.js'
import { formatOutput, outputExtension } from './format-output.js'
import { describeError, exitCodeFor, EXIT_OK } from './exit-code.js'
import { listInputFiles } from './list-input-files.js'
import { partitionPath } from './partition-file-job.js'
import type { FileJobOptions, FileJobResult, PartitionFileJob } from './partition-file-job.js'
import { startProgress } from './progress-bar.js'
import { UsageError } from './parse-args.js'
import { errorFromWire } from './wire-error.js'

export interface PartitionCommandInput {
  paths: string[]
  options: ResolvedOptions
  outDir?: string
  /** Worker processes of a batch. Default: the number of cores. */
  jobs?: number
  /** Heap limit of each batch worker process in MiB. Default `DEFAULT_BATCH_WORKER_MEMORY_MB`. */
  workerMemoryMb?: number
  stdout: (text: string) => void
  stderr: (text: string) => void
}

/** Heap limit of a batch worker process: above what every real document of the corpus needs. */
export const DEFAULT_BATCH_WORKER_MEMORY_MB = 1536

export async function runPartitionCommand(input: PartitionCommandInput): Promise<number> {
  const { paths, options, outDir, stdout, stderr } = input
  if (paths.length === 0) throw new UsageError('Give a file or directory to partition: docparts partition <file>')
  outputExtension(options.outputFormat) // an output format that cannot be served fails before any work
  const files = await listInputFiles(paths)
  const single = files.length === 1 && outDir === undefined
  if (!single && outDir === undefined) {
    throw new UsageError(`${files.length} input files: give --out-dir <directory> to write one output per file.`)
  }

  if (single) {
    const elements = await partitionPath(files[0]!.path, options, stderr)
    stdout(formatOutput(elements, options.outputFormat))
    return EXIT_OK
  }

  const jobs = Math.max(1, Math.min(input.jobs ?? availableParallelism(), files.length))
  const memoryMb = input.workerMemoryMb ?? DEFAULT_BATCH_WORKER_MEMORY_MB
  const pool = createProcessPool<PartitionFileJob, FileJobResult>({
    entry: new URL(`./partition-file-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
    maxOldSpaceMb: memoryMb,
    // processes × OCR workers ≤ cores
    env: { DOCPARTS_OCR_WORKERS: String(Math.max(1, Math.floor(availableParallelism() / jobs))) },
  })
  const { signal: _s, onWarning: _w, vlmProvider: _v, ocrAgents: _o, ...plain } = options
  const jobOptions: FileJobOptions = plain
  const progress = startProgress(files.length)
  // per file, in the files' order: the summary reads the same whatever order the workers finish in
  const outcomes: { error?: unknown; warnings: string[] }[] = new Array(files.length)
  let next = 0
  const lane = async (): Promise<void> => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index]!
      const target = join(outDir!, `${file.relativePath}${outputExtension(options.outputFormat)}`)
      outcomes[index] = await runFile(pool, { path: file.path, target, options: jobOptions }, memoryMb)
      progress.tick(basename(file.path))
    }
  }
  try {
    await Promise.all(Array.from({ length: jobs }, lane))
  } finally {
    progress.stop()
    await pool.close()
  }

  let worst = EXIT_OK
  const failures: string[] = []
  outcomes.forEach((outcome, index) => {
    if (outcome.error === undefined) return
    // Options were validated once before the loop; what fails here fails for this file only
    // (an image with --strategy fast, a corrupt PDF), so the batch went on.
    worst = Math.max(worst, exitCodeFor(outcome.error))
    failures.push(`${files[index]!.path}: ${describeError(outcome.error).replace(/^docparts: /, '')}`)
  })
  stderr(`${files.length - failures.length} of ${files.length} files partitioned into ${outDir}\n`)
  for (const failure of failures) stderr(`failed: ${failure}\n`)
  // Warnings wait for the summary: the progress bar owns stderr until then.
  for (const outcome of outcomes) for (const warning of outcome.warnings) stderr(warning)
  return worst
}

type FilePool = ReturnType<typeof createProcessPool<PartitionFileJob, FileJobResult>>

async function runFile(pool: FilePool, job: PartitionFileJob, memoryMb: number): Promise<{ error?: unknown; warnings: string[] }> {
  try {
    const result = await pool.run(job)
    return result.ok ? { warnings: result.warnings } : { error: errorFromWire(result.error), warnings: result.warnings }
  } catch (error) {
    if (!(error instanceof WorkerCrashError)) throw error
    if (!error.outOfMemory) return { error: new Error(`the file could not be partitioned: ${error.message}`, { cause: error }), warnings: [] }
    return {
      error: new DocumentError(
        `the file could not be partitioned: ${error.message}. If the file is genuine, raise the limit with --worker-memory-mb (now ${memoryMb}).`,
        { cause: error },
      ),
      warnings: [],
    }
  }
}
