import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { main } from '../../src/cli/main.js'
import { partition, elementsToJson } from '../../src/index.js'

interface Run {
  code: number
  stdout: string
  stderr: string
}

async function run(...argv: string[]): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) })
  return { code, stdout, stderr }
}

function workdir(): string {
  return mkdtempSync(join(tmpdir(), 'docparts-cli-'))
}

const NOTE = 'Field Notes\n\nThe survey visited every gauge on the upper river and found three that needed repairs.\n'

describe('docparts partition', () => {
  test('writes exactly what the API returns for one file to stdout', async () => {
    const dir = workdir()
    const file = join(dir, 'notes.txt')
    writeFileSync(file, NOTE)

    const result = await run('partition', file)

    expect(result.code).toBe(0)
    const expected = elementsToJson(await partition(new TextEncoder().encode(NOTE), { filename: 'notes.txt' }))
    expect(result.stdout).toBe(expected)
  })

  test('writes CSV with --output-format text/csv', async () => {
    const dir = workdir()
    const file = join(dir, 'notes.txt')
    writeFileSync(file, NOTE)

    const result = await run('partition', file, '--output-format', 'text/csv')

    expect(result.code).toBe(0)
    expect(result.stdout.split('\r\n')[0]).toBe('type,element_id,text,languages,page_number,filename,filetype,parent_id,links')
  })

  test("writes Unstructured's Markdown and HTML renderings with --output-format text/markdown and text/html", async () => {
    const dir = workdir()
    const file = join(dir, 'notes.txt')
    writeFileSync(file, NOTE)

    const markdown = await run('partition', file, '--output-format', 'text/markdown')
    const html = await run('partition', file, '--output-format', 'text/html')

    expect(markdown.code).toBe(0)
    expect(markdown.stdout).toBe('# Field Notes\nThe survey visited every gauge on the upper river and found three that needed repairs.')
    expect(html.code).toBe(0)
    expect(html.stdout).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n/)
    expect(html.stdout).toContain('  <h1 class="Title" id="')
  })

  test('takes list parameters repeated or as a comma list, and a bare boolean flag', async () => {
    const dir = workdir()
    const file = join(dir, 'notes.txt')
    writeFileSync(file, NOTE)

    const repeated = await run('partition', file, '--languages', 'eng', '--languages', 'deu', '--unique-element-ids')
    const comma = await run('partition', file, '--languages=eng,deu')

    expect(repeated.code).toBe(0)
    const ids = (JSON.parse(repeated.stdout) as { element_id: string }[]).map((e) => e.element_id)
    expect(ids.every((id) => id.length === 36)).toBe(true)
    expect(comma.code).toBe(0)
  })

  test('invalid options exit 2 with the 422-style detail on stderr', async () => {
    const dir = workdir()
    const file = join(dir, 'notes.txt')
    writeFileSync(file, NOTE)

    const result = await run('partition', file, '--max-characters', 'abc')

    expect(result.code).toBe(2)
    expect(JSON.parse(result.stderr)).toEqual({
      detail: [
        {
          type: 'int_parsing',
          loc: ['body', 'max_characters'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: 'abc',
        },
      ],
    })
  })

  test('an output format that cannot be served exits 2 before any work', async () => {
    const dir = workdir()
    const file = join(dir, 'notes.txt')
    writeFileSync(file, NOTE)

    const result = await run('partition', file, '--output-format', 'application/xml')

    expect(result.code).toBe(2)
    expect(result.stderr).toContain("output_format 'application/xml' cannot be served")
    expect(result.stderr).toContain("'text/markdown', 'text/html'")
  })

  test('an unknown flag exits 2 and names it', async () => {
    const result = await run('partition', 'x.txt', '--max-charcters', '10')

    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--max-charcters')
  })

  test('an unsupported or unreadable file exits 3 with its message', async () => {
    const dir = workdir()
    const blob = join(dir, 'blob.bin')
    writeFileSync(
      blob,
      new Uint8Array(512).map((_, i) => (i * 31 + 7) % 256),
    )

    const unsupported = await run('partition', blob)
    const missing = await run('partition', join(dir, 'nope.txt'))

    expect(unsupported.code).toBe(3)
    expect(unsupported.stderr).toContain('File type application/octet-stream is not supported.')
    expect(missing.code).toBe(3)
    expect(missing.stderr).toContain('nope.txt')
  })

  test('several files need --out-dir', async () => {
    const dir = workdir()
    writeFileSync(join(dir, 'a.txt'), NOTE)
    writeFileSync(join(dir, 'b.txt'), NOTE)

    const result = await run('partition', join(dir, 'a.txt'), join(dir, 'b.txt'))

    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--out-dir')
  })

  test('a directory gives one output per file under --out-dir, mirroring sub-folders, and reports failures', async () => {
    const input = workdir()
    const out = workdir()
    mkdirSync(join(input, 'sub'))
    writeFileSync(join(input, 'a.txt'), NOTE)
    writeFileSync(join(input, 'sub', 'b.html'), '<h1>Title</h1><p>The survey found three gauges that needed repairs.</p>')
    writeFileSync(
      join(input, 'c.bin'),
      new Uint8Array(256).map((_, i) => (i * 31 + 7) % 256),
    )

    const result = await run('partition', input, '--out-dir', out)

    expect(result.code).toBe(3)
    expect(existsSync(join(out, 'a.txt.json'))).toBe(true)
    expect(JSON.parse(readFileSync(join(out, 'sub', 'b.html.json'), 'utf8'))[0].text).toBe('Title')
    expect(existsSync(join(out, 'c.bin.json'))).toBe(false)
    expect(result.stderr).toContain('2 of 3 files partitioned')
    expect(result.stderr).toContain('c.bin')
  })
})

test('in a batch, an option that one file cannot use fails that file only', async () => {
  const input = workdir()
  const out = workdir()
  writeFileSync(join(input, 'a.txt'), NOTE)
  // a 1×1 PNG: images have no fast strategy
  writeFileSync(
    join(input, 'dot.png'),
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  )

  const result = await run('partition', input, '--out-dir', out, '--strategy', 'fast')

  expect(result.code).toBe(2)
  expect(existsSync(join(out, 'a.txt.json'))).toBe(true)
  expect(result.stderr).toContain('1 of 2 files partitioned')
  expect(result.stderr).toContain('The fast strategy is not available for image files')
})

test('in a batch, warnings are reported after the summary, naming their file (nothing is dropped)', async () => {
  const input = workdir()
  const out = workdir()
  writeFileSync(join(input, 'a.txt'), NOTE)
  // windows-1252 bytes, not UTF-8: the text is decoded with a decode-fallback warning
  writeFileSync(join(input, 'menu.txt'), Buffer.from('The caf\xe9 serves cr\xe8me br\xfbl\xe9e on Fridays.\n', 'latin1'))

  const result = await run('partition', input, '--out-dir', out)

  expect(result.code).toBe(0)
  expect(result.stderr).toContain('2 of 2 files partitioned')
  expect(result.stderr).toMatch(/docparts: warning: menu\.txt: .*not valid UTF-8/)
  expect(result.stderr.indexOf('warning: menu.txt')).toBeGreaterThan(result.stderr.indexOf('2 of 2 files partitioned'))
})

test('a batch on two worker processes writes the same outputs as on one', async () => {
  const input = workdir()
  for (let i = 0; i < 6; i++) writeFileSync(join(input, `note-${i}.txt`), `${NOTE}\nItem ${i}: the gauge at mile ${i * 7} was read twice.\n`)
  writeFileSync(join(input, 'page.html'), '<h1>Gauges</h1><ul><li>Upper</li><li>Lower</li></ul>')
  const one = workdir()
  const two = workdir()

  const first = await run('partition', input, '--out-dir', one, '--jobs', '1')
  const second = await run('partition', input, '--out-dir', two, '--jobs', '2')

  expect([first.code, second.code]).toEqual([0, 0])
  expect(second.stderr).toContain('7 of 7 files partitioned')
  for (const name of ['note-0.txt.json', 'note-5.txt.json', 'page.html.json']) {
    expect(readFileSync(join(two, name), 'utf8')).toBe(readFileSync(join(one, name), 'utf8'))
  }
})

test('in a batch, a file that runs its worker process out of memory fails alone, naming the limit; the others are written', async () => {
  const input = workdir()
  const out = workdir()
  writeFileSync(join(input, 'a.txt'), NOTE)
  const lines: string[] = []
  for (let i = 0; lines.length < 450_000; i++) lines.push(`Line ${i} tells of river ${i * 7} and stone ${i * 13} in the valley.\n\n`)
  writeFileSync(join(input, 'huge.txt'), lines.join(''))
  writeFileSync(join(input, 'z.txt'), NOTE)

  const result = await run('partition', input, '--out-dir', out, '--jobs', '1', '--worker-memory-mb', '64')

  expect(result.code).toBe(3)
  expect(result.stderr).toContain('2 of 3 files partitioned')
  expect(result.stderr).toMatch(/failed: .*huge\.txt: the file could not be partitioned: its worker process ran out of memory.*--worker-memory-mb/)
  expect(existsSync(join(out, 'a.txt.json'))).toBe(true)
  expect(existsSync(join(out, 'z.txt.json'))).toBe(true)
  expect(existsSync(join(out, 'huge.txt.json'))).toBe(false)
})

test('--jobs and --worker-memory-mb take whole numbers', async () => {
  const result = await run('partition', workdir(), '--out-dir', workdir(), '--jobs', 'two')

  expect(result.code).toBe(2)
  expect(result.stderr).toContain("--jobs must be a whole number of at least 1; got 'two'")
})

describe('docparts chunk', () => {
  test('chunks an element file as partition wrote it', async () => {
    const dir = workdir()
    const file = join(dir, 'notes.txt')
    writeFileSync(file, NOTE)
    const elementsFile = join(dir, 'notes.json')
    writeFileSync(elementsFile, (await run('partition', file)).stdout)

    const result = await run('chunk', elementsFile, '--chunking-strategy', 'basic', '--max-characters', '60')

    expect(result.code).toBe(0)
    const chunks = JSON.parse(result.stdout) as { type: string; element_id: string; text: string }[]
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks.every((c) => c.text.length <= 60 && /^[0-9a-f]{32}$/.test(c.element_id))).toBe(true)
  })

  test('without a strategy exits 2', async () => {
    const result = await run('chunk', 'elements.json')

    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--chunking-strategy')
  })
})

describe('docparts', () => {
  test('--help lists every partition parameter as a flag', async () => {
    const result = await run('partition', '--help')

    expect(result.code).toBe(0)
    expect(result.stdout).toContain('--pdfminer-word-margin')
    expect(result.stdout).toContain('--chunking-strategy')
  })

  test('an unknown command exits 2', async () => {
    expect((await run('shred', 'x')).code).toBe(2)
  })
})

test('serve and worker take no files: a file is a usage error (exit 2) that shows the command usage', async () => {
  for (const command of ['serve', 'worker']) {
    const result = await run(command, 'notes.txt')

    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`docparts ${command} takes no files. Usage: docparts ${command}`)
  }
})

test('serve --help and worker --help print their own usage', async () => {
  for (const command of ['serve', 'worker']) {
    const result = await run(command, '--help')

    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(new RegExp(`^Usage: docparts ${command} `))
  }
})
