/**
 * The README recipe "Add an output format", followed once: a toy format (one `OutputFormat`, as a new
 * file under src/serialize/ would export) and one line in the registry (src/serialize/output-formats.ts,
 * here the real registry with that line added through vi.mock). Nothing else changes, and the CLI writes
 * the format and refuses what the registry does not know; the HTTP API still serves only its own two.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test, vi } from 'vitest'
import type { OutputFormat } from '../../src/serialize/output-format.js'

/** The new file: one line per element, its type and its text. */
const toyOutputFormat: OutputFormat = {
  mime: 'text/x-toy',
  extension: '.toy',
  contentType: 'text/x-toy; charset=utf-8',
  servedByApi: false,
  serialize: (elements) => elements.map((element) => `${element.type}: ${element.text}\n`).join(''),
}

vi.mock('../../src/serialize/output-formats.js', async (importOriginal) => {
  const { UnsupportedOptionError } = await import('../../src/errors.js')
  const original = await importOriginal<typeof import('../../src/serialize/output-formats.js')>()
  // The registry as the recipe leaves it: the same code, one more line.
  const OUTPUT_FORMATS = { ...original.OUTPUT_FORMATS, 'text/x-toy': toyOutputFormat }
  const OUTPUT_FORMAT_NAMES = Object.keys(OUTPUT_FORMATS)
  return {
    OUTPUT_FORMATS,
    OUTPUT_FORMAT_NAMES,
    API_OUTPUT_FORMAT_NAMES: OUTPUT_FORMAT_NAMES.filter((name) => OUTPUT_FORMATS[name as keyof typeof OUTPUT_FORMATS].servedByApi),
    outputFormatFor: (name: string): OutputFormat => {
      if (Object.hasOwn(OUTPUT_FORMATS, name)) return OUTPUT_FORMATS[name as keyof typeof OUTPUT_FORMATS]
      throw new UnsupportedOptionError(`output_format '${name}' cannot be served: use one of ${OUTPUT_FORMAT_NAMES.map((n) => `'${n}'`).join(', ')}.`)
    },
  }
})

const { main } = await import('../../src/cli/main.js')
const { outputExtension } = await import('../../src/cli/format-output.js')
const { API_OUTPUT_FORMAT_NAMES } = await import('../../src/serialize/output-formats.js')

const dir = mkdtempSync(join(tmpdir(), 'docparts-recipe-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await main(argv, { stdout: (text) => (out += text), stderr: (text) => (err += text) })
  return { code, out, err }
}

describe('an output format added by the recipe', () => {
  test('is written by the CLI, with its extension', async () => {
    const file = join(dir, 'note.txt')
    writeFileSync(file, 'A Short Title\n\nThis is a sentence of body text that runs on for a while.\n')

    const { code, out } = await run(['partition', file, '--output-format', 'text/x-toy'])

    expect(code).toBe(0)
    expect(out).toBe('Title: A Short Title\nNarrativeText: This is a sentence of body text that runs on for a while.\n')
    expect(outputExtension('text/x-toy')).toBe('.toy')
  })

  test('is named among the known formats when the CLI is given an unknown one', async () => {
    const file = join(dir, 'other.txt')
    writeFileSync(file, 'Some text.\n')

    const { code, err } = await run(['partition', file, '--output-format', 'text/x-unknown'])

    expect(code).not.toBe(0)
    expect(err).toContain("'text/x-toy'")
  })

  test('is not served by the HTTP API unless the format says so', () => {
    expect(API_OUTPUT_FORMAT_NAMES).toEqual(['application/json', 'text/csv'])
  })
})
