/**
 * @module batch/list-input-files
 * Expands the command line's paths: a file stays itself, a directory gives every file below it (hidden
 * files and folders skipped), each with the path relative to the directory for mirroring. A symbolic link to
 * a file counts as the file; links to directories are not followed (no cycles), broken links are skipped.
 * The walk is lazy (`inputFiles`): one directory's entries are read at a time, names sorted, sub-folders
 * entered where they sort, so a folder of any size is listed in the memory of its largest directory.
 */
import { readdir, stat } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'

export interface InputFile {
  path: string
  /** Path under the output directory, without the output extension. */
  relativePath: string
}

/** The files, one at a time, in the order of a sorted walk. */
export async function* inputFiles(paths: readonly string[]): AsyncGenerator<InputFile> {
  for (const path of paths) {
    const info = await stat(path)
    if (!info.isDirectory()) {
      yield { path, relativePath: basename(path) }
      continue
    }
    for await (const file of walk(path)) yield { path: file, relativePath: relative(path, file) }
  }
}

/** Every file at once: for small inputs and tests (a batch uses `inputFiles`). */
export async function listInputFiles(paths: readonly string[]): Promise<InputFile[]> {
  const files: InputFile[] = []
  for await (const file of inputFiles(paths)) files.push(file)
  return files
}

/** How many files `inputFiles` gives, counted without keeping them. */
export async function countInputFiles(paths: readonly string[]): Promise<number> {
  let count = 0
  for await (const _file of inputFiles(paths)) count++
  return count
}

async function* walk(dir: string): AsyncGenerator<string> {
  const entries = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => !entry.name.startsWith('.'))
    .map((entry) => ({ name: entry.name, folder: entry.isDirectory(), file: entry.isFile(), link: entry.isSymbolicLink() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.folder) yield* walk(path)
    else if (entry.file || (entry.link && (await isFileTarget(path)))) yield path
  }
}

/** True when the link leads to a regular file (false for directories and broken links). */
async function isFileTarget(link: string): Promise<boolean> {
  try {
    return (await stat(link)).isFile()
  } catch {
    return false
  }
}
