/**
 * @module platform/local-source
 * The `local` source connector: the files under `input_path` (only its top level unless `recursive`),
 * filtered by `file_glob`, sorted by path. A file's id is its path relative to `input_path` with `/`
 * separators (a single-file `input_path` gives its name), so ids are stable across runs and machines.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { LocalSourceConfig } from './connector-config.js'
import { matchesFileGlob } from './file-glob.js'

export interface SourceFile {
  /** Path relative to `input_path`, `/`-separated. */
  fileId: string
  /** Absolute or as-configured path to read. */
  path: string
  size: number
  mtimeMs: number
}

/** Lists the source's files; throws the fs error (ENOENT, EACCES) when `input_path` cannot be read. */
export async function listSourceFiles(config: LocalSourceConfig): Promise<SourceFile[]> {
  const top = await stat(config.inputPath)
  if (top.isFile()) return [{ fileId: basename(config.inputPath), path: config.inputPath, size: top.size, mtimeMs: top.mtimeMs }]
  const files: SourceFile[] = []
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true })
    for (const entry of entries) {
      const path = join(dir, entry.name)
      const fileId = prefix === '' ? entry.name : `${prefix}/${entry.name}`
      if (entry.isDirectory()) {
        if (config.recursive) await walk(path, fileId)
      } else if (entry.isFile() && matchesFileGlob(fileId, config.fileGlob)) {
        const info = await stat(path)
        files.push({ fileId, path, size: info.size, mtimeMs: info.mtimeMs })
      }
    }
  }
  await walk(config.inputPath, '')
  return files.sort((a, b) => (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0))
}

/** The bytes of one source file. */
export async function readSourceFile(file: SourceFile): Promise<Uint8Array> {
  return new Uint8Array(await readFile(file.path))
}

/** What identifies a version of a file: size and modification time. */
export function fingerprintOf(file: SourceFile): string {
  return `${file.size}:${Math.round(file.mtimeMs)}`
}
