import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { ManifestEntry } from '../../src/batch/run-manifest.js'
import { writeBatchCorpus } from '../../fixtures/batch/write-batch-corpus.js'
import { outputTree } from './output-tree.js'

const CHILD = join(import.meta.dirname, 'run-cli-child.ts')
const workdir = () => mkdtempSync(join(tmpdir(), 'docparts-kill-'))

function manifestLines(out: string): ManifestEntry[] {
  const path = join(out, 'docparts-manifest.jsonl')
  if (!existsSync(path)) return []
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => JSON.parse(line) as ManifestEntry)
}

/** Runs the CLI in a child process; with `killAfter`, kill -9 once the manifest has that many lines. */
function cli(args: string[], out: string, killAfter?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { stdio: ['ignore', 'ignore', 'ignore'] })
    const watch =
      killAfter === undefined
        ? undefined
        : setInterval(() => {
            if (manifestLines(out).length >= killAfter) child.kill('SIGKILL')
          }, 10)
    child.on('exit', (code, signal) => {
      if (watch !== undefined) clearInterval(watch)
      resolve({ code, signal })
    })
  })
}

test('a batch killed with kill -9 mid-run resumes: no finished file is redone, outputs byte-identical to an uninterrupted run', async () => {
  const input = workdir()
  const files = await writeBatchCorpus(input, 24)
  const once = workdir()
  const killed = workdir()

  const uninterrupted = await cli(['partition', input, '--out-dir', once, '--jobs', '2'], once)
  const first = await cli(['partition', input, '--out-dir', killed, '--jobs', '1'], killed, 6)
  const finishedBeforeKill = manifestLines(killed)
  const second = await cli(['partition', input, '--out-dir', killed, '--jobs', '2'], killed)

  expect(uninterrupted.code).toBe(0)
  expect(first.signal).toBe('SIGKILL')
  expect(finishedBeforeKill.length).toBeGreaterThanOrEqual(6)
  expect(finishedBeforeKill.length).toBeLessThan(files.length)
  expect(second.code).toBe(0)
  const final = manifestLines(killed)
  expect(final).toHaveLength(files.length) // compacted: one line per file
  for (const done of finishedBeforeKill) expect(final.find((entry) => entry.file === done.file)).toEqual(done)
  expect(final.filter((entry) => entry.run === 2)).toHaveLength(files.length - finishedBeforeKill.length)
  expect(outputTree(killed)).toEqual(outputTree(once))
  expect(Object.keys(outputTree(once))).toHaveLength(files.length)
})
