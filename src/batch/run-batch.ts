/**
 * @module batch/run-batch
 * A batch run over folders of any size: files listed lazily, each planned against the run manifest
 * (./plan-file.ts: skipped when already done with the same options), run on an executor (worker processes
 * or a queue), its outcome appended to the manifest as it finishes, its elements streamed to `--jsonl`.
 * Nothing per file is kept but the failures, so memory stays flat whatever the number of files.
 * The end writes `failures.json` (each failed file with its typed error), compacts the manifest and
 * prints a summary. An abort (Ctrl-C) stops taking files, stops the ones in flight (they stay undone),
 * keeps every finished line, and tells how to resume: the same command again.
 */
import { mkdir, readdir, rm, rmdir } from 'node:fs/promises'
import { basename, join, resolve, sep } from 'node:path'
import { describeError, exitCodeFor, EXIT_OK } from './exit-code.js'
import { countInputFiles, inputFiles } from './list-input-files.js'
import type { InputFile } from './list-input-files.js'
import { startProgress } from './progress-bar.js'
import { errorFromWire, errorToWire } from './wire-error.js'
import type { BatchExecutor } from './batch-executor.js'
import { writeFailuresFile } from './failures-file.js'
import type { BatchFailure } from './failures-file.js'
import type { JsonlSink } from './jsonl-sink.js'
import { planFile } from './plan-file.js'
import { openRunManifest } from './run-manifest.js'

/** Exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
export const EXIT_INTERRUPTED = 130

/** Temporary outputs of a run, renamed into place; a killed run's leftovers are cleared by the next. */
export const PARTIAL_FOLDER = '.docparts-partial'

/** Warning lines the summary repeats; the rest are counted (every one is in the manifest). */
const MAX_WARNING_LINES = 200

export interface BatchRunInput {
  paths: readonly string[]
  /** Output folder (outputs, manifest, failures.json); undefined when only streaming `--jsonl`. */
  outDir: string | undefined
  /** Output file extension (`.json`, `.csv`). */
  extension: string
  optionsHash: string
  /** Redo every file, whatever the manifest says. */
  force: boolean
  executor: BatchExecutor
  jsonl: JsonlSink | undefined
  signal: AbortSignal
  stderr: (text: string) => void
  /** Show a progress bar on stderr. Default true. */
  progress?: boolean
}

export interface BatchRunResult {
  exitCode: number
  total: number
  done: number
  skipped: number
  failed: number
  interrupted: boolean
}

export async function runBatch(input: BatchRunInput): Promise<BatchRunResult> {
  const { outDir, executor, stderr } = input
  const outside = outDir === undefined ? () => true : outsideOf(outDir)
  const keep = async function* (files: AsyncGenerator<InputFile>): AsyncGenerator<InputFile> {
    for await (const file of files) if (outside(file.path)) yield file
  }
  const total = outDir === undefined ? await countInputFiles(input.paths) : await countKept(keep(inputFiles(input.paths)))
  if (outDir !== undefined) {
    await mkdir(outDir, { recursive: true })
    await rm(join(outDir, PARTIAL_FOLDER), { recursive: true, force: true })
  }
  const manifest = outDir === undefined ? undefined : await openRunManifest(outDir)
  const progress = input.progress === false ? { tick: () => undefined, stop: () => undefined } : startProgress(total)
  const result: BatchRunResult = { exitCode: EXIT_OK, total, done: 0, skipped: 0, failed: 0, interrupted: false }
  const failures: BatchFailure[] = []
  const warnings: string[] = []
  let warningCount = 0
  const files = keep(inputFiles(input.paths))
  const context = { manifest, optionsHash: input.optionsHash, force: input.force, needContentHash: executor.needsContentHash }
  const onAbort = (): void => void executor.close().catch(() => undefined)
  input.signal.addEventListener('abort', onAbort, { once: true })

  const lane = async (): Promise<void> => {
    while (!input.signal.aborted) {
      const next = await files.next()
      if (next.done === true || input.signal.aborted) return
      const file = next.value
      const target = outDir === undefined ? undefined : join(outDir, `${file.relativePath}${input.extension}`)
      let plan
      try {
        plan = await planFile(file, target, context)
      } catch (error) {
        // the file vanished or cannot be read between listing and planning: it fails alone
        const failure = { path: file.path, file: file.relativePath, error: errorToWire(error) }
        failures.push(failure)
        result.failed++
        result.exitCode = Math.max(result.exitCode, exitCodeFor(error))
        progress.tick(basename(file.path))
        continue
      }
      if (plan.skip) {
        result.skipped++
        progress.tick(basename(file.path))
        continue
      }
      let outcome
      try {
        outcome = await executor.run(plan.task)
      } catch (error) {
        if (input.signal.aborted) return
        throw error
      }
      if (input.signal.aborted) return
      const task = plan.task
      const base = {
        file: task.relativePath,
        source: task.path,
        size: task.size,
        mtimeMs: task.mtimeMs,
        contentHash: outcome.contentHash ?? task.contentHash ?? '',
        optionsHash: input.optionsHash,
        seconds: Math.round(outcome.seconds * 1000) / 1000,
        ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings } : {}),
      }
      for (const warning of outcome.warnings) {
        warningCount++
        if (warnings.length < MAX_WARNING_LINES) warnings.push(warning)
      }
      if (outcome.ok) {
        manifest?.record({ ...base, status: 'done', elements: outcome.elements })
        if (outcome.jsonl !== undefined) await input.jsonl?.write(outcome.jsonl)
        result.done++
      } else {
        const error = errorToWire(outcome.error)
        manifest?.record({ ...base, status: 'failed', error })
        failures.push({ path: task.path, file: task.relativePath, error })
        result.failed++
        result.exitCode = Math.max(result.exitCode, exitCodeFor(outcome.error))
      }
      progress.tick(basename(task.path))
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.max(1, executor.concurrency) }, lane))
  } finally {
    input.signal.removeEventListener('abort', onAbort)
    progress.stop()
    await executor.close()
    await input.jsonl?.close()
    if (manifest !== undefined) {
      await manifest.compact()
      manifest.close()
      await writeFailuresFile(outDir!, failures)
      await removeEmptyFolder(join(outDir!, PARTIAL_FOLDER))
    }
  }
  result.interrupted = input.signal.aborted
  const where = outDir === undefined ? '' : ` into ${outDir}`
  stderr(
    `${result.done} of ${total} files partitioned${where}${result.skipped > 0 ? `, ${result.skipped} already done (skipped)` : ''}${result.failed > 0 ? `, ${result.failed} failed` : ''}\n`,
  )
  for (const failure of failures) stderr(`failed: ${failure.path}: ${describeError(errorFromWire(failure.error)).replace(/^docparts: /, '')}\n`)
  if (failures.length > 0 && outDir !== undefined) stderr(`the failed files and their errors: ${join(outDir, 'failures.json')}\n`)
  // Warnings wait for the summary: the progress bar owns stderr until then.
  for (const warning of warnings) stderr(warning)
  if (warningCount > warnings.length)
    stderr(`docparts: ${warningCount - warnings.length} more warnings in ${join(outDir ?? '', 'docparts-manifest.jsonl')}\n`)
  if (result.interrupted) {
    const left = total - result.done - result.skipped - result.failed
    stderr(`docparts: interrupted; ${left} files left. Run the same command again to resume (finished files are skipped).\n`)
    result.exitCode = EXIT_INTERRUPTED
  }
  return result
}

async function countKept(files: AsyncGenerator<InputFile>): Promise<number> {
  let count = 0
  for await (const _file of files) count++
  return count
}

/** A test that a listed file is not inside the output folder (an output folder under the input is not input). */
function outsideOf(outDir: string): (path: string) => boolean {
  const root = resolve(outDir) + sep
  return (path) => !resolve(path).startsWith(root)
}

async function removeEmptyFolder(path: string): Promise<void> {
  try {
    if ((await readdir(path)).length === 0) await rmdir(path)
  } catch {
    // absent or in use: the next run clears it
  }
}
