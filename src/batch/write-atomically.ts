/**
 * @module batch/write-atomically
 * An output appears whole or not at all: written to a temporary file on the same file system (in the
 * batch's partial folder, or beside the target), then renamed onto the target. A process killed mid-write
 * leaves only a temporary file, which the next run of the batch clears.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** Writes `text` to a temporary file (in `partialDir`, or beside `target`) and renames it onto `target`. */
export async function writeAtomically(target: string, text: string, partialDir?: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true })
  const name = `${basename(target)}.partial-${process.pid}-${Math.random().toString(36).slice(2, 10)}`
  const temporary = partialDir === undefined ? join(dirname(target), name) : join(partialDir, name)
  if (partialDir !== undefined) await mkdir(partialDir, { recursive: true })
  await writeFile(temporary, text)
  await rename(temporary, target)
}
