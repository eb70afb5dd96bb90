/**
 * @module cli/list-input-files
 * Expands the command line's paths: a file stays itself, a directory gives every file below it
 * (sorted, hidden files skipped), each with the path relative to the directory for mirroring. A symbolic
 * link to a file counts as the file; links to directories are not followed (no cycles), broken links are skipped.
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
    const candidates = entries
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && !entry.name.startsWith('.'))
      .map((entry) => ({ file: join(entry.parentPath, entry.name), link: entry.isSymbolicLink() }))
      .filter(({ file }) => !relative(path, file).split(/[\\/]/).some((part) => part.startsWith('.')))
    const found: string[] = []
    for (const { file, link } of candidates) if (!link || (await isFileTarget(file))) found.push(file)
    found.sort()
    for (const file of found) files.push({ path: file, relativePath: relative(path, file) })
  }
  return files
}

/** True when the link leads to a regular file (false for directories and broken links). */
async function isFileTarget(link: string): Promise<boolean> {
  try {
    return (await stat(link)).isFile()
  } catch {
    return false
  }
}
