/**
 * Every public entry that takes a document's bytes — partition, partitionResolved, partitionStream and
 * detectFileType — takes them as a Uint8Array, a Node Buffer, an ArrayBuffer or a Blob, and refuses
 * anything else with a ValidationError naming the accepted types.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { detectFileType } from '../../src/detect/detect-file-type.js'
import type { Element } from '../../src/elements/types.js'
import { ValidationError } from '../../src/errors.js'
import { validateOptions } from '../../src/options/validate-options.js'
import { partition, partitionResolved } from '../../src/partition.js'
import { partitionStream } from '../../src/partition-stream.js'

const ACCEPTED = "Input should be the document's bytes: a Uint8Array, a Node Buffer, an ArrayBuffer or a Blob"

/** A one-page PDF with a text layer: pdfjs refuses a Node Buffer, so a Buffer must arrive as a plain Uint8Array. */
async function notePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage([612, 792]).drawText('The committee reviewed the results in spring and found them sound.', { x: 72, y: 700, size: 11, font })
  return doc.save({ useObjectStreams: false })
}

/** The same bytes in each accepted form. */
function forms(bytes: Uint8Array): [string, Uint8Array | ArrayBuffer | Blob][] {
  return [
    ['Uint8Array', bytes],
    ['Buffer', Buffer.from(bytes)],
    ['ArrayBuffer', bytes.slice().buffer],
    ['Blob', new Blob([bytes.slice()])],
  ]
}

/** What the entries are given instead of bytes by an untyped caller. */
const NOT_BYTES: [unknown, string][] = [
  ['%PDF-1.7', 'string'],
  [[37, 80, 68, 70], 'an Array'],
  [null, 'null'],
  [new DataView(new ArrayBuffer(4)), 'a DataView'],
]

async function collect(stream: AsyncIterable<Element>): Promise<Element[]> {
  const out: Element[] = []
  for await (const element of stream) out.push(element)
  return out
}

const options = { strategy: 'fast', filename: 'note.pdf' } as const

describe.each([
  ['partition', (input: unknown) => partition(input as Uint8Array, options)],
  ['partitionResolved', (input: unknown) => partitionResolved(input as Uint8Array, validateOptions(options))],
  ['partitionStream', (input: unknown) => collect(partitionStream(input as Uint8Array, options))],
])('%s', (_name, run) => {
  it('gives the same elements for a PDF as a Uint8Array, a Buffer, an ArrayBuffer and a Blob', async () => {
    const pdf = await notePdf()

    const results = await Promise.all(forms(pdf).map(([, input]) => run(input)))

    expect(results[0]!.map((e) => e.text)).toEqual(['The committee reviewed the results in spring and found them sound.'])
    for (const result of results) expect(result).toEqual(results[0])
  })

  it.each(NOT_BYTES)('refuses %j with a ValidationError naming the accepted types', async (input, described) => {
    const error = await run(input).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).message).toContain(`${ACCEPTED} (got ${described})`)
  })
})

describe('detectFileType', () => {
  it('tells a PDF as a Uint8Array, a Buffer and an ArrayBuffer at once, and a Blob through a promise', async () => {
    const pdf = await notePdf()
    const [[, bytes], [, buffer], [, arrayBuffer], [, blob]] = forms(pdf) as [
      [string, Uint8Array],
      [string, Buffer],
      [string, ArrayBuffer],
      [string, Blob],
    ]

    expect(detectFileType(bytes)).toBe('pdf')
    expect(detectFileType(buffer)).toBe('pdf')
    expect(detectFileType(arrayBuffer)).toBe('pdf')
    await expect(detectFileType(blob)).resolves.toBe('pdf')
  })

  it.each(NOT_BYTES)('refuses %j with a ValidationError naming the accepted types', (input, described) => {
    expect(() => detectFileType(input as Uint8Array)).toThrow(ValidationError)
    expect(() => detectFileType(input as Uint8Array)).toThrow(`${ACCEPTED} (got ${described})`)
  })
})
