/**
 * @module cli/partition-command
 * `docparts partition <file|dir>… [--<parameter> <value>]… [--out-dir DIR] [--jobs N] [--worker-memory-mb MB]
 *  [--force] [--jsonl FILE|-] [--queue redis://HOST:PORT]`
 * One file: the output goes to stdout, exactly as the API would return it. Several files or a directory: a
 * batch (../batch/run-batch.ts) — one output per file under --out-dir (mirroring sub-folders), a run
 * manifest that lets a rerun skip what is done, `failures.json`, a progress bar and a summary on stderr;
 * `--jsonl` streams every element as one JSON line. The files run on worker processes of this machine
 * (--jobs, default one per core), or, with --queue, on `docparts worker` processes anywhere through a
 * BullMQ queue on Redis (loaded only then). Ctrl-C stops cleanly; the same command resumes.
 */
import { availableParallelism } from 'node:os'
import type { BatchExecutor } from '../batch/batch-executor.js'
import { openJsonlSink } from '../batch/jsonl-sink.js'
import { createLocalExecutor } from '../batch/local-executor.js'
import { optionsHash } from '../batch/options-hash.js'
import { PARTIAL_FOLDER, runBatch } from '../batch/run-batch.js'
import type { ResolvedOptions } from '../options/types.js'
import { join } from 'node:path'
import { EXIT_OK } from '../batch/exit-code.js'
import { formatOutput, outputExtension } from './format-output.js'
import { inputFiles } from '../batch/list-input-files.js'
import type { FileJobOptions } from '../batch/partition-file-job.js'
import { UsageError } from './parse-args.js'

export interface PartitionCommandInput {
  paths: string[]
  options: ResolvedOptions
  outDir?: string | undefined
  /** Worker processes of a batch. Default: the number of cores. */
  jobs?: number | undefined
  /** Heap limit of each batch worker process in MiB. Default `DEFAULT_BATCH_WORKER_MEMORY_MB`. */
  workerMemoryMb?: number | undefined
  /** Redo every file of a batch, whatever its run manifest says. */
  force?: boolean | undefined
  /** Stream every element as a JSON line into this file, or stdout with `-`. */
  jsonl?: string | undefined
  /** A Redis URL: the batch's files go to `docparts worker` processes through a BullMQ queue. */
  queue?: string | undefined
  /** Seconds one file may take on a queue worker. */
  jobTimeoutSeconds?: number | undefined
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** Stops the batch (Ctrl-C); default: SIGINT and SIGTERM of this process. */
  signal?: AbortSignal | undefined
}

/** Heap limit of a batch worker process: above what every real document of the corpus needs. */
export const DEFAULT_BATCH_WORKER_MEMORY_MB = 1536

export async function runPartitionCommand(input: PartitionCommandInput): Promise<number> {
  const { paths, options, outDir, stdout, stderr } = input
  if (paths.length === 0) throw new UsageError('Give a file or directory to partition: docparts partition <file>')
  const extension = outputExtension(options.outputFormat) // an output format that cannot be served fails before any work
  if (outDir === undefined && input.jsonl === undefined) {
    const first = await firstFiles(paths)
    if (first.length !== 1)
      throw new UsageError(
        'Several input files: give --out-dir <directory> to write one output per file, or --jsonl <file|-> to stream their elements.',
      )
    // the partition library is loaded only here: a batch's parent process leaves it to its worker processes
    const { partitionPath } = await import('../batch/partition-file-job.js')
    stdout(formatOutput(await partitionPath(first[0]!, options, stderr), options.outputFormat))
    return EXIT_OK
  }
  if (input.queue !== undefined && outDir === undefined)
    throw new UsageError('--queue needs --out-dir <directory> (the outputs and the run manifest go there).')

  const { signal: _s, onWarning: _w, vlmProvider: _v, ocrAgents: _o, ...plain } = options
  const jobOptions: FileJobOptions = plain
  const jsonl = input.jsonl === undefined ? undefined : openJsonlSink(input.jsonl, stdout)
  const partialDir = outDir === undefined ? undefined : join(outDir, PARTIAL_FOLDER)
  const hash = optionsHash(jobOptions)
  const executor: BatchExecutor =
    input.queue === undefined
      ? createLocalExecutor({
          jobs: Math.max(1, input.jobs ?? availableParallelism()),
          memoryMb: input.workerMemoryMb ?? DEFAULT_BATCH_WORKER_MEMORY_MB,
          options: jobOptions,
          jsonl: jsonl !== undefined,
          partialDir,
        })
      : await (
          await import('../queue/queue-executor.js')
        ).createQueueExecutor({
          redisUrl: input.queue,
          outDir: outDir!,
          options: jobOptions,
          optionsHash: hash,
          jsonl: jsonl !== undefined,
          force: input.force,
          jobTimeoutSeconds: input.jobTimeoutSeconds,
          stderr,
        })
  const stop = input.signal === undefined ? processStop() : undefined
  try {
    const result = await runBatch({
      paths,
      outDir,
      extension,
      optionsHash: hash,
      force: input.force === true,
      executor,
      jsonl,
      signal: input.signal ?? stop!.signal,
      stderr,
    })
    return result.exitCode
  } finally {
    stop?.dispose()
    await executor.close() // the batch closes it; this covers a batch that could not start (an open queue keeps the process alive)
  }
}

/** The first two input files: one alone goes to stdout. */
async function firstFiles(paths: readonly string[]): Promise<string[]> {
  const found: string[] = []
  for await (const file of inputFiles(paths)) if (found.push(file.path) === 2) break
  return found
}

/** An abort signal raised by this process's SIGINT or SIGTERM while the batch runs. */
function processStop(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController()
  const stop = (): void => controller.abort(new Error('interrupted'))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
    },
  }
}
