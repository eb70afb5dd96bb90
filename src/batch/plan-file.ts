/**
 * @module batch/plan-file
 * Whether a batch partitions a file or skips it, from the run manifest: a file is skipped when its latest
 * line says done with the same options, its output is still there, and its bytes are the ones done (same
 * size and mtime; if either moved, the content hash decides, so a touched but unchanged file is not redone).
 * Everything else runs: new files, failed ones, changed ones, other options, a missing output, `--force`.
 */
import { stat } from 'node:fs/promises'
import type { InputFile } from './list-input-files.js'
import { hashFileContent } from './content-hash.js'
import { pathExists } from './path-exists.js'
import type { ManifestEntry, RunManifest } from './run-manifest.js'

/** One file to partition. */
export interface BatchTask {
  path: string
  /** Path under the output folder without the output extension (the manifest's key). */
  relativePath: string
  /** Where its output goes; undefined when the batch only streams elements (`--jsonl` without `--out-dir`). */
  target: string | undefined
  size: number
  mtimeMs: number
  /** Known when the plan had to hash the file, or when the executor asked for it. */
  contentHash?: string | undefined
}

export type RunReason = 'new' | 'forced' | 'failed before' | 'changed' | 'other options' | 'output missing'

export type FilePlan = { skip: true; entry: ManifestEntry } | { skip: false; task: BatchTask; reason: RunReason }

export interface PlanContext {
  manifest: RunManifest | undefined
  optionsHash: string
  force: boolean
  /** Hash every file that runs (the queue names its jobs by content). */
  needContentHash: boolean
}

export async function planFile(file: InputFile, target: string | undefined, context: PlanContext): Promise<FilePlan> {
  const info = await stat(file.path)
  const task: BatchTask = { path: file.path, relativePath: file.relativePath, target, size: info.size, mtimeMs: info.mtimeMs }
  const run = async (reason: RunReason): Promise<FilePlan> => {
    if (context.needContentHash) task.contentHash ??= await hashFileContent(file.path)
    return { skip: false, task, reason }
  }
  const previous = context.manifest?.get(file.relativePath)
  if (context.force) return run('forced')
  if (previous === undefined) return run('new')
  if (previous.status === 'failed') return run('failed before')
  if (previous.optionsHash !== context.optionsHash) return run('other options')
  if (target !== undefined && !(await pathExists(target))) return run('output missing')
  if (previous.size === info.size && previous.mtimeMs === info.mtimeMs) return { skip: true, entry: previous }
  task.contentHash = await hashFileContent(file.path)
  return task.contentHash === previous.contentHash ? { skip: true, entry: previous } : run('changed')
}
