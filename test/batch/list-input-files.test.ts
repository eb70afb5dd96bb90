import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { countInputFiles, inputFiles, listInputFiles } from '../../src/batch/list-input-files.js'

describe('listInputFiles: the files a batch partitions', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'docparts-list-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test('a directory gives every file below it, sorted, hidden files and folders skipped', async () => {
    mkdirSync(join(dir, 'in/sub'), { recursive: true })
    mkdirSync(join(dir, 'in/.cache'))
    writeFileSync(join(dir, 'in/b.txt'), 'b')
    writeFileSync(join(dir, 'in/sub/a.txt'), 'a')
    writeFileSync(join(dir, 'in/.hidden.txt'), 'h')
    writeFileSync(join(dir, 'in/.cache/c.txt'), 'c')

    const files = await listInputFiles([join(dir, 'in')])

    expect(files.map((f) => f.relativePath)).toEqual(['b.txt', join('sub', 'a.txt')])
  })

  test('a symbolic link to a file is partitioned like the file; a link to a directory is not followed (no loops)', async () => {
    mkdirSync(join(dir, 'data'))
    mkdirSync(join(dir, 'in'))
    writeFileSync(join(dir, 'data/report.txt'), 'r')
    symlinkSync(join(dir, 'data/report.txt'), join(dir, 'in/report.txt'))
    symlinkSync(join(dir, 'in'), join(dir, 'in/loop'))
    symlinkSync(join(dir, 'data/missing.txt'), join(dir, 'in/broken.txt'))

    const files = await listInputFiles([join(dir, 'in')])

    expect(files).toEqual([{ path: join(dir, 'in/report.txt'), relativePath: 'report.txt' }])
  })

  test('the walk is lazy: a file added to a later folder after the first file was taken is still listed', async () => {
    mkdirSync(join(dir, 'in/b'), { recursive: true })
    writeFileSync(join(dir, 'in/a.txt'), 'a')
    writeFileSync(join(dir, 'in/b/1.txt'), '1')

    const walk = inputFiles([join(dir, 'in')])
    const first = await walk.next()
    writeFileSync(join(dir, 'in/b/2.txt'), '2')
    const rest: string[] = []
    for await (const file of walk) rest.push(file.relativePath)

    expect(first.value).toEqual({ path: join(dir, 'in/a.txt'), relativePath: 'a.txt' })
    expect(rest).toEqual([join('b', '1.txt'), join('b', '2.txt')])
  })

  test('countInputFiles counts what the walk gives', async () => {
    mkdirSync(join(dir, 'in/sub'), { recursive: true })
    writeFileSync(join(dir, 'in/x.txt'), 'x')
    writeFileSync(join(dir, 'in/sub/y.txt'), 'y')
    writeFileSync(join(dir, 'in/.z.txt'), 'z')

    expect(await countInputFiles([join(dir, 'in'), join(dir, 'in/x.txt')])).toBe(3)
  })
})
