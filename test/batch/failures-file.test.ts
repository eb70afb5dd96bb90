import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { FAILURES_FILE, writeFailuresFile, type BatchFailure } from '../../src/batch/failures-file.js'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const failure = (file: string): BatchFailure => ({ path: `/in/${file}`, file, error: { name: 'DocumentError', message: `${file} is broken` } })

test('failures.json lists the failed files in the order of their paths, whatever order they finished in', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-failures-'))
  dirs.push(dir)
  await writeFailuresFile(dir, [failure('b/z.pdf'), failure('a.pdf'), failure('b/a.pdf'), failure('B.pdf')])
  const written = JSON.parse(readFileSync(join(dir, FAILURES_FILE), 'utf8')) as BatchFailure[]
  expect(written.map((f) => f.file)).toEqual(['B.pdf', 'a.pdf', 'b/a.pdf', 'b/z.pdf'])
  expect(written[0]).toEqual(failure('B.pdf'))
})
