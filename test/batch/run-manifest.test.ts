import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { MANIFEST_FILE, openRunManifest } from '../../src/batch/run-manifest.js'

const line = (file: string, status: 'done' | 'failed') => ({
  file,
  source: `/in/${file}`,
  size: 10,
  mtimeMs: 1,
  contentHash: 'c'.repeat(64),
  optionsHash: 'o'.repeat(16),
  status,
  seconds: 0.5,
})

test('a reopened manifest gives the latest line of each file, numbers the new run one higher, and compacts to those lines', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-manifest-'))
  const first = await openRunManifest(dir)
  first.record(line('a.txt', 'failed'))
  first.record(line('b.txt', 'done'))
  first.close()

  const second = await openRunManifest(dir)
  second.record({ ...line('a.txt', 'done'), elements: 3 })
  await second.compact()
  second.close()

  const third = await openRunManifest(dir)
  expect(first.run).toBe(1)
  expect(third.run).toBe(3)
  expect(third.get('a.txt')).toMatchObject({ status: 'done', elements: 3, run: 2 })
  expect(third.get('b.txt')).toMatchObject({ status: 'done', run: 1 })
  expect(readFileSync(join(dir, MANIFEST_FILE), 'utf8').trim().split('\n')).toHaveLength(2)
  third.close()
})

test('a line torn by a killed run is ignored, and the next line written after it is read whole', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-manifest-'))
  const first = await openRunManifest(dir)
  first.record(line('a.txt', 'done'))
  first.close()
  appendFileSync(join(dir, MANIFEST_FILE), '{"file":"b.txt","sta')

  const second = await openRunManifest(dir)
  second.record(line('c.txt', 'done'))
  second.close()
  const third = await openRunManifest(dir)

  expect([...third.entries()].map((entry) => entry.file)).toEqual(['a.txt', 'c.txt'])
  third.close()
})
