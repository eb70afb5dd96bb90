/**
 * @module cli/partition-file-job
 * One file of a batch run: read it, partition it, write its output under the output folder. Plain data
 * in and out, so it runs the same in the command's own process or in a batch worker process
 * (./partition-file-process.ts). The output is written to a temporary name and renamed into place, so an
 * interrupted run never leaves a half-written output behind.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import type { Element } from '../elements/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { partitionResolved } from '../partition.js'
import { formatOutput } from './format-output.js'
import { errorToWire } from './wire-error.js'
import type { WireError } from './wire-error.js'

/** Validated options that can cross a process boundary (no signal, callback or provider object). */
export type FileJobOptions = Omit<ResolvedOptions, 'signal' | 'onWarning' | 'vlmProvider' | 'ocrAgents'>

export interface PartitionFileJob {
  path: string
  /** Where the output goes. */
  target: string
  options: FileJobOptions
}

/** Done (warnings as the lines stderr shows), or the file's error as plain data. Never a rejection. */
export type FileJobResult = { ok: true; warnings: string[] } | { ok: false; error: WireError; warnings: string[] }

export async function runPartitionFileJob(job: PartitionFileJob): Promise<FileJobResult> {
  const warnings: string[] = []
  try {
    const elements = await partitionPath(job.path, job.options, (text) => void warnings.push(text))
    await mkdir(dirname(job.target), { recursive: true })
    const temporary = `${job.target}.partial-${process.pid}`
    await writeFile(temporary, formatOutput(elements, job.options.outputFormat))
    await rename(temporary, job.target)
    return { ok: true, warnings }
  } catch (error) {
    return { ok: false, error: errorToWire(error), warnings }
  }
}

/** The file's elements, its warnings written through `stderr` as `docparts: warning: FILE: …` lines. */
export async function partitionPath(path: string, options: ResolvedOptions, stderr: (text: string) => void): Promise<Element[]> {
  const bytes = await readFile(path)
  return partitionResolved(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    ...options,
    filename: options.filename ?? basename(path),
    onWarning: (warning) => stderr(`docparts: warning: ${basename(path)}: ${warning.message}\n`),
  })
}
