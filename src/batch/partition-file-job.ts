/**
 * @module batch/partition-file-job
 * One file of a batch run: read it, partition it, write its output under the output folder. Plain data
 * in and out, so it runs the same in the command's own process, in a batch worker process
 * (./partition-file-process.ts) or in a queue worker (../queue). The output is written to a temporary file
 * and renamed into place, so an interrupted run never leaves a half-written output behind. The result
 * carries what the run manifest records (content hash, element count) and, when asked, the elements as
 * JSON lines or the output itself (a queue worker whose output folder is not shared returns it).
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { hashBytes } from './content-hash.js'
import { elementsToJsonLines } from './jsonl-sink.js'
import { warningLine } from './warning-line.js'
import { writeAtomically } from './write-atomically.js'
import type { Element } from '../elements/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { partitionResolved } from '../partition.js'
import { outputFormatFor } from '../serialize/output-formats.js'
import { errorToWire } from './wire-error.js'
import type { WireError } from './wire-error.js'

/** Validated options that can cross a process boundary (no signal, callback or provider object). */
export type FileJobOptions = Omit<ResolvedOptions, 'signal' | 'onWarning' | 'vlmProvider' | 'ocrAgents'>

export interface PartitionFileJob {
  /** The file to read; with `bytes`, only its name counts (the filename of the elements). */
  path: string
  /** The document itself, when it does not come from a file (a queue job carrying bytes). */
  bytes?: Uint8Array | undefined
  /** Where the output goes; absent: the output is not written (only returned or streamed). */
  target?: string | undefined
  /** Folder for the temporary file renamed onto `target` (same file system); default beside the target. */
  partialDir?: string | undefined
  options: FileJobOptions
  /** Return the elements as JSON lines (`--jsonl`). */
  jsonl?: boolean | undefined
  /** Return the formatted output instead of writing it. */
  returnOutput?: boolean | undefined
}

/** Done (warnings as the lines stderr shows), or the file's error as plain data. Never a rejection. */
export type FileJobResult =
  | { ok: true; warnings: string[]; contentHash: string; elements: number; jsonl?: string; output?: string }
  | { ok: false; error: WireError; warnings: string[]; contentHash?: string }

export async function runPartitionFileJob(job: PartitionFileJob): Promise<FileJobResult> {
  const warnings: string[] = []
  let contentHash: string | undefined
  try {
    const bytes = job.bytes === undefined ? await readFile(job.path) : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)
    contentHash = hashBytes(bytes)
    const elements = await partitionBytes(bytes, job.path, job.options, (text) => void warnings.push(text))
    return await completeFileJob(job, elements, warnings, contentHash)
  } catch (error) {
    return { ok: false, error: errorToWire(error), warnings, ...(contentHash === undefined ? {} : { contentHash }) }
  }
}

/** A partitioned file's output written (or returned) as the job asks, and its result. */
export async function completeFileJob(job: PartitionFileJob, elements: Element[], warnings: string[], contentHash: string): Promise<FileJobResult> {
  const output = job.target !== undefined || job.returnOutput === true ? outputFormatFor(job.options.outputFormat).serialize(elements) : undefined
  if (job.target !== undefined && job.returnOutput !== true) await writeAtomically(job.target, output!, job.partialDir)
  return {
    ok: true,
    warnings,
    contentHash,
    elements: elements.length,
    ...(job.jsonl === true ? { jsonl: elementsToJsonLines(elements) } : {}),
    ...(job.returnOutput === true ? { output: output! } : {}),
  }
}

/** The file's elements, its warnings written through `stderr` as `docparts: warning: FILE: …` lines. */
export async function partitionPath(path: string, options: ResolvedOptions, stderr: (text: string) => void): Promise<Element[]> {
  return partitionBytes(await readFile(path), path, options, stderr)
}

function partitionBytes(bytes: Buffer, path: string, options: FileJobOptions | ResolvedOptions, stderr: (text: string) => void): Promise<Element[]> {
  return partitionResolved(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    ...options,
    filename: options.filename ?? basename(path),
    onWarning: (warning) => stderr(warningLine(path, warning)),
  })
}
