/**
 * @module batch/failures-file
 * `<out-dir>/failures.json`: the files of the last run that could not be partitioned, each with its typed
 * error (`name` — DocumentError, UnsupportedFileTypeError, … — `message`, and the 422-style `detail` or
 * the detected `fileType` where the error has one), in the order of their paths under the output folder, so
 * `--jobs N` writes the same file as one job (failures arrive in the order files finish). An empty list when
 * every file is done.
 */
import { join } from 'node:path'
import type { WireError } from './wire-error.js'
import { writeAtomically } from './write-atomically.js'

export const FAILURES_FILE = 'failures.json'

export interface BatchFailure {
  /** The input file. */
  path: string
  /** Its path under the output folder (the manifest's key). */
  file: string
  error: WireError
}

export async function writeFailuresFile(outDir: string, failures: readonly BatchFailure[]): Promise<void> {
  const ordered = [...failures].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  await writeAtomically(join(outDir, FAILURES_FILE), `${JSON.stringify(ordered, null, 2)}\n`)
}
