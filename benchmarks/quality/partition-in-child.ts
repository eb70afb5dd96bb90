/**
 * Runs docparts on one document in a child process (partition-child.ts) with a time limit, one child
 * at a time, so one hostile file cannot stop a quality measure: a timeout, a crash or a thrown error
 * comes back as `{ error }` and becomes a line of the measure's output.
 * With QUALITY_CACHE=<folder>, a successful run's elements are kept there, keyed by the file (path,
 * size, mtime) and the options, so the order and table measures of one session share their hi_res runs;
 * the cache knows nothing of docparts's code: empty it after changing the code.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PartitionOptions } from '../../src/options/validate-options.js'
import { PROJECT_ROOT } from './corpus-folder.js'

/** An element as the child reports it. */
export interface ChildElement {
  type: string
  text: string
  page: number | undefined
  html: string | undefined
}

export type ChildResult = { elements: ChildElement[]; seconds: number } | { error: string; seconds: number }

/** Default per-document limit (a whole document under fast); `QUALITY_TIMEOUT_S` overrides it. */
export const DEFAULT_TIMEOUT_S = Number(process.env.QUALITY_TIMEOUT_S ?? 60)

/** Default limit for the page measures, whose hi_res runs OCR scanned pages (slow on a busy machine); `QUALITY_TIMEOUT_S` overrides it. */
export const PAGE_TIMEOUT_S = Number(process.env.QUALITY_TIMEOUT_S ?? 180)

const CHILD = fileURLToPath(new URL('./partition-child.ts', import.meta.url))

/** What names a file's content for the cache: its path, size and modification time. */
export function fileIdentity(path: string): string {
  const { size, mtimeMs } = statSync(path)
  return `${path}:${size}:${mtimeMs}`
}

/**
 * Partitions `path` with JSON-serialisable `options` in a child process, killed after `timeoutS` seconds.
 * `identity` names the content for the cache (a temporary copy passes its source's identity).
 */
export async function partitionInChild(
  path: string,
  options: PartitionOptions,
  timeoutS: number = DEFAULT_TIMEOUT_S,
  identity?: string,
): Promise<ChildResult> {
  const cache = process.env.QUALITY_CACHE
  if (cache === undefined || cache === '') return runChild(path, options, timeoutS)
  const key = createHash('sha256')
    .update(JSON.stringify([identity ?? fileIdentity(path), options]))
    .digest('hex')
    .slice(0, 32)
  const file = join(cache, `${key}.json`)
  if (existsSync(file)) return { elements: JSON.parse(readFileSync(file, 'utf8')) as ChildElement[], seconds: 0 }
  const result = await runChild(path, options, timeoutS)
  if ('elements' in result) {
    mkdirSync(cache, { recursive: true })
    writeFileSync(file, JSON.stringify(result.elements))
  }
  return result
}

function runChild(path: string, options: PartitionOptions, timeoutS: number): Promise<ChildResult> {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-quality-'))
  const output = join(dir, 'elements.json')
  const start = performance.now()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CHILD, path, JSON.stringify(options), output],
      { cwd: PROJECT_ROOT, timeout: timeoutS * 1000, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        const seconds = (performance.now() - start) / 1000
        try {
          if (error !== null) {
            const reason = error.killed ? `timeout after ${timeoutS} s` : lastLine(stderr) || error.message
            resolve({ error: reason, seconds })
          } else {
            resolve({ elements: JSON.parse(readFileSync(output, 'utf8')) as ChildElement[], seconds })
          }
        } catch (e) {
          resolve({ error: (e as Error).message, seconds })
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      },
    )
  })
}

function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('at '))
  return (lines.find((l) => /Error\b/.test(l)) ?? lines.at(-1) ?? '').slice(0, 160)
}
