/**
 * @module cli/list-input-files
 * Expands the command line's paths: a file stays itself, a directory gives every file below it
 * (sorted, hidden files skipped), each with the path relative to the directory for mirroring.
 */
import { readdir, stat } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'

export interface InputFile {
  path: string
  /** Path under the output directory, without the output extension. */
  relativePath: string
}

export async function listInputFiles(paths: readonly string[]): Promise<InputFile[]> {
  const files: InputFile[] = []
  for (const path of paths) {
    const info = await stat(path)
    if (!info.isDirectory()) {
      files.push({ path, relativePath: basename(path) })
      continue
    }
    const entries = await readdir(path, { recursive: true, withFileTypes: true })
    const found = entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !relative(path, file).split(/[\\/]/).some((part) => part.startsWith('.')))
      .sort()
    for (const file of found) files.push({ path: file, relativePath: relative(path, file) })
  }
  return files
}
