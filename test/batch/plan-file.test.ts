import { mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { hashFileContent } from '../../src/batch/content-hash.js'
import { planFile } from '../../src/batch/plan-file.js'
import type { PlanContext } from '../../src/batch/plan-file.js'
import { openRunManifest } from '../../src/batch/run-manifest.js'

async function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-plan-'))
  const path = join(dir, 'a.txt')
  const target = join(dir, 'a.txt.json')
  writeFileSync(path, 'The gauge was read twice.')
  writeFileSync(target, '[]')
  const manifest = await openRunManifest(dir)
  const { mtimeMs, size } = statSync(path)
  manifest.record({
    file: 'a.txt',
    source: path,
    size,
    mtimeMs,
    contentHash: await hashFileContent(path),
    optionsHash: 'h1',
    status: 'done',
    seconds: 1,
  })
  const context: PlanContext = { manifest, optionsHash: 'h1', force: false, needContentHash: false }
  return { dir, path, target, manifest, context, file: { path, relativePath: 'a.txt' } }
}

test('a file done with the same options and bytes is skipped, also when only its mtime moved', async () => {
  const { path, target, context, file } = await setUp()
  expect((await planFile(file, target, context)).skip).toBe(true)
  utimesSync(path, new Date(), new Date(Date.now() + 60_000))
  expect((await planFile(file, target, context)).skip).toBe(true)
})

test('a changed file, other options, a missing output, a failed file and --force each run again, saying why', async () => {
  const { dir, path, target, context, manifest, file } = await setUp()
  const reason = async (ctx: PlanContext, out = target) => {
    const plan = await planFile(file, out, ctx)
    return plan.skip ? 'skip' : plan.reason
  }
  expect(await reason({ ...context, force: true })).toBe('forced')
  expect(await reason({ ...context, optionsHash: 'h2' })).toBe('other options')
  expect(await reason(context, join(dir, 'gone.json'))).toBe('output missing')
  writeFileSync(path, 'The gauge was read three times.')
  expect(await reason(context)).toBe('changed')
  manifest.record({ ...manifest.get('a.txt')!, status: 'failed' })
  expect(await reason(context)).toBe('failed before')
  expect(await reason({ ...context, manifest: undefined })).toBe('new')
})
