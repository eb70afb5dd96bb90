/**
 * @module batch/run-manifest
 * The run manifest of a batch, `<out-dir>/docparts-manifest.jsonl`: one JSON line per finished file (source
 * path, size, mtime, content hash, options hash, status, typed error, element count, seconds, the run that
 * did it). Lines are appended as files finish, each with one write, so a run killed at any point (kill -9
 * included) keeps every line it wrote; a torn last line is ignored. The latest line of a file wins;
 * `compact()` rewrites the file with those alone (a temporary file renamed into place).
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs'
import { open, rename } from 'node:fs/promises'
import { join } from 'node:path'
import type { WireError } from './wire-error.js'

export const MANIFEST_FILE = 'docparts-manifest.jsonl'

export interface ManifestEntry {
  /** The file's path under the output folder, without the output extension: the key. */
  file: string
  /** The input file as read. */
  source: string
  size: number
  mtimeMs: number
  /** SHA-256 of the bytes partitioned (hex). */
  contentHash: string
  /** ./options-hash.ts of the options used. */
  optionsHash: string
  status: 'done' | 'failed'
  /** The typed error of a failed file. */
  error?: WireError
  /** Elements written (done files). */
  elements?: number
  /** Seconds the file took. */
  seconds: number
  finishedAt: string
  /** The run (1, 2, …) that wrote this line: a resumed run leaves the lines of finished files as they were. */
  run: number
  /** Degraded-output warnings, as the summary shows them. */
  warnings?: string[]
}

export interface RunManifest {
  readonly path: string
  /** This run's number (one more than the highest in the file). */
  readonly run: number
  get(file: string): ManifestEntry | undefined
  /** Appends the line (durable once this returns) and makes it the file's latest. */
  record(entry: Omit<ManifestEntry, 'run' | 'finishedAt'>): ManifestEntry
  /** The latest line of every file, in the order files first appeared. */
  entries(): IterableIterator<ManifestEntry>
  /** Rewrites the file with the latest lines only. */
  compact(): Promise<void>
  close(): void
}

export async function openRunManifest(outDir: string): Promise<RunManifest> {
  const path = join(outDir, MANIFEST_FILE)
  const latest = new Map<string, ManifestEntry>()
  let lastRun = 0
  try {
    const handle = await open(path, 'r')
    try {
      for await (const line of handle.readLines()) {
        const entry = parseLine(line)
        if (entry === undefined) continue
        latest.set(entry.file, entry)
        lastRun = Math.max(lastRun, entry.run)
      }
    } finally {
      await handle.close()
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error
  }
  const run = lastRun + 1
  let fd = openSync(path, 'a+')
  endTornLine(fd)
  return {
    path,
    run,
    get: (file) => latest.get(file),
    record(fields) {
      const entry: ManifestEntry = { ...fields, finishedAt: new Date().toISOString(), run }
      writeSync(fd, `${JSON.stringify(entry)}\n`)
      latest.set(entry.file, entry)
      return entry
    },
    entries: () => latest.values(),
    async compact() {
      const temporary = `${path}.partial-${process.pid}`
      const out = await open(temporary, 'w')
      try {
        let batch = ''
        for (const entry of latest.values()) {
          batch += `${JSON.stringify(entry)}\n`
          if (batch.length > 65536) {
            await out.write(batch)
            batch = ''
          }
        }
        await out.write(batch)
      } finally {
        await out.close()
      }
      closeSync(fd)
      await rename(temporary, path)
      fd = openSync(path, 'a+')
    },
    close: () => closeSync(fd),
  }
}

/** A run killed mid-write may leave a line without its newline: the next line must not join it. */
function endTornLine(fd: number): void {
  const size = fstatSync(fd).size
  if (size === 0) return
  const last = Buffer.alloc(1)
  readSync(fd, last, 0, 1, size - 1)
  if (last[0] !== 0x0a) writeSync(fd, '\n')
}

function parseLine(line: string): ManifestEntry | undefined {
  if (line.trim() === '') return undefined
  try {
    const entry = JSON.parse(line) as ManifestEntry
    return typeof entry.file === 'string' && (entry.status === 'done' || entry.status === 'failed') ? entry : undefined
  } catch {
    return undefined
  }
}
