import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { ManifestEntry } from '../../src/batch/run-manifest.js'
import { main } from '../../src/cli/main.js'
import { runPartitionCommand } from '../../src/cli/partition-command.js'
import { optionsFromWire } from '../../src/options/options-from-wire.js'
import { outputTree } from './output-tree.js'

async function run(...argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) })
  return { code, stdout, stderr }
}

const workdir = () => mkdtempSync(join(tmpdir(), 'docparts-batch-'))
const manifest = (out: string): Map<string, ManifestEntry> =>
  new Map(
    readFileSync(join(out, 'docparts-manifest.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ManifestEntry)
      .map((entry) => [entry.file, entry]),
  )

function corpus(): string {
  const input = workdir()
  for (let i = 0; i < 4; i++)
    writeFileSync(join(input, `note-${i}.txt`), `Gauge ${i}\n\nThe gauge at mile ${i * 7} was read twice and the readings agree.\n`)
  writeFileSync(join(input, 'page.html'), '<h1>Gauges</h1><p>Upper and lower gauges were read at dawn.</p>')
  writeFileSync(
    join(input, 'noise.bin'),
    new Uint8Array(256).map((_, i) => (i * 31 + 7) % 256),
  )
  return input
}

describe('a batch keeps a run manifest in the output folder', () => {
  test('each file has a line: source, size, mtime, content hash, options hash, status, typed error, elements, seconds', async () => {
    const input = corpus()
    const out = workdir()

    const result = await run('partition', input, '--out-dir', out, '--jobs', '2')

    expect(result.code).toBe(3)
    const lines = manifest(out)
    expect([...lines.keys()].sort()).toEqual(['noise.bin', 'note-0.txt', 'note-1.txt', 'note-2.txt', 'note-3.txt', 'page.html'])
    const note = lines.get('note-0.txt')!
    expect(note).toMatchObject({ source: join(input, 'note-0.txt'), status: 'done', run: 1 })
    expect(note.contentHash).toMatch(/^[0-9a-f]{64}$/)
    expect(note.optionsHash).toMatch(/^[0-9a-f]{16}$/)
    expect(note.elements).toBe(JSON.parse(readFileSync(join(out, 'note-0.txt.json'), 'utf8')).length)
    expect(note.size).toBeGreaterThan(0)
    expect(typeof note.mtimeMs).toBe('number')
    expect(typeof note.seconds).toBe('number')
    expect(lines.get('noise.bin')).toMatchObject({ status: 'failed', error: { name: 'UnsupportedFileTypeError' } })
  })

  test('failures.json lists each failed file with its typed error', async () => {
    const input = corpus()
    const out = workdir()

    await run('partition', input, '--out-dir', out)

    const failures = JSON.parse(readFileSync(join(out, 'failures.json'), 'utf8'))
    expect(failures).toEqual([
      {
        path: join(input, 'noise.bin'),
        file: 'noise.bin',
        error: expect.objectContaining({ name: 'UnsupportedFileTypeError', fileType: expect.any(String) }),
      },
    ])
  })

  test('a rerun skips the done files, redoes the failed and the changed ones; the manifest says which run did each', async () => {
    const input = corpus()
    const out = workdir()
    await run('partition', input, '--out-dir', out)
    writeFileSync(join(input, 'note-1.txt'), 'Gauge 1\n\nThe gauge was replaced in spring.\n')
    writeFileSync(join(input, 'new.md'), '# New\n\nA station was added.\n')

    const second = await run('partition', input, '--out-dir', out)

    expect(second.stderr).toContain('2 of 7 files partitioned')
    expect(second.stderr).toContain('4 already done (skipped)')
    const lines = manifest(out)
    expect(lines.get('note-0.txt')!.run).toBe(1)
    expect(lines.get('note-1.txt')!.run).toBe(2)
    expect(lines.get('new.md')!.run).toBe(2)
    expect(lines.get('noise.bin')).toMatchObject({ run: 2, status: 'failed' })
    expect(JSON.parse(readFileSync(join(out, 'note-1.txt.json'), 'utf8'))[1].text).toBe('The gauge was replaced in spring.')
  })

  test('--force redoes every file, other options redo every file, and a deleted output is written again', async () => {
    const input = corpus()
    const out = workdir()
    await run('partition', input, '--out-dir', out)
    rmSync(join(out, 'page.html.json'))

    const again = await run('partition', input, '--out-dir', out)
    const forced = await run('partition', input, '--out-dir', out, '--force')
    const other = await run('partition', input, '--out-dir', out, '--include-page-breaks')

    expect(again.stderr).toContain('1 of 6 files partitioned') // page.html; noise.bin failed again
    expect(again.stderr).toContain('4 already done (skipped), 1 failed')
    expect(forced.stderr).toContain('5 of 6 files partitioned')
    expect(other.stderr).toContain('5 of 6 files partitioned')
    expect(new Set([...manifest(out).values()].map((entry) => entry.run))).toEqual(new Set([4]))
  })

  test('outputs of a resumed run are byte-identical to those of one uninterrupted run', async () => {
    const input = corpus()
    const once = workdir()
    const twice = workdir()
    await run('partition', input, '--out-dir', once)
    await run('partition', join(input, 'note-0.txt'), join(input, 'page.html'), '--out-dir', twice)
    await run('partition', input, '--out-dir', twice)

    expect(outputTree(twice)).toEqual(outputTree(once))
  })
})

test('--jsonl - streams every element of the batch as one JSON line on stdout, file after file', async () => {
  const input = corpus()
  const out = workdir()

  const result = await run('partition', input, '--out-dir', out, '--jsonl', '-')

  const lines = result.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { element_id: string; metadata: { filename: string } })
  const fromOutputs = ['note-0.txt', 'note-1.txt', 'note-2.txt', 'note-3.txt', 'page.html'].flatMap(
    (name) => JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8')) as { element_id: string }[],
  )
  expect(lines.map((line) => line.element_id).sort()).toEqual(fromOutputs.map((element) => element.element_id).sort())
  const order = lines.map((line) => line.metadata.filename)
  expect(order.filter((name, i) => name !== order[i - 1])).toHaveLength(5) // each file's lines together
})

test('--jsonl FILE without --out-dir writes only the stream', async () => {
  const input = corpus()
  rmSync(join(input, 'noise.bin'))
  const stream = join(workdir(), 'all.jsonl')

  const result = await run('partition', input, '--jsonl', stream)

  expect(result.code).toBe(0)
  const lines = readFileSync(stream, 'utf8').trimEnd().split('\n')
  expect(lines.length).toBeGreaterThanOrEqual(5)
  expect(new Set(lines.map((line) => (JSON.parse(line) as { metadata: { filename: string } }).metadata.filename)).size).toBe(5)
})

test('an interrupted batch (Ctrl-C) keeps what it finished, says how to resume, and the same command finishes the rest', async () => {
  const input = corpus()
  rmSync(join(input, 'noise.bin'))
  const out = workdir()
  const controller = new AbortController()
  let stderr = ''
  // stop once the first file is finished (its manifest line is written)
  const watch = setInterval(() => {
    if (existsSync(join(out, 'docparts-manifest.jsonl')) && readFileSync(join(out, 'docparts-manifest.jsonl'), 'utf8').includes('\n'))
      controller.abort()
  }, 5)
  const interrupted = await runPartitionCommand({
    paths: [input],
    options: optionsFromWire({}),
    outDir: out,
    jobs: 1,
    stdout: () => undefined,
    stderr: (text) => void (stderr += text),
    signal: controller.signal,
  }).finally(() => clearInterval(watch))
  const finishedFirst = [...manifest(out).keys()]

  const resumed = await run('partition', input, '--out-dir', out)

  expect(interrupted).toBe(130)
  expect(stderr).toContain('Run the same command again to resume')
  expect(finishedFirst.length).toBeGreaterThan(0)
  expect(finishedFirst.length).toBeLessThan(5)
  expect(resumed.stderr).toContain(`${5 - finishedFirst.length} of 5 files partitioned`)
  for (const file of finishedFirst) expect(manifest(out).get(file)!.run).toBe(1)
})
