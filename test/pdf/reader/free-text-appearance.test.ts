import { describe, expect, it } from 'vitest'
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { partition } from '../../../src/index.js'
import { figureText } from '../../../src/pdf/figure-text.js'
import { pdfTextString } from '../../../src/pdf/reader/pdf-text-string.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'

/** A page with free-text notes that have no appearance stream (as Acrobat's typewriter tool can leave them). */
async function freeTextPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([400, 300])
  page.drawText('Page text', { x: 40, y: 270, size: 12, font })
  const ctx = doc.context
  const note = (rect: number[], contents: PDFString | PDFHexString, extra: Record<string, unknown> = {}) =>
    ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'FreeText', Rect: rect, Contents: contents, DA: PDFString.of('/Helv 10 Tf 0 g'), F: 4, ...extra }))
  const utf16 = (text: string) => PDFHexString.of('FEFF' + [...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join(''))
  page.node.set(
    PDFName.of('Annots'),
    ctx.obj([
      note([40, 200, 200, 220], PDFString.of('Hello World')),
      note([40, 150, 200, 170], utf16('Załącznik nr 1')),
      note([40, 60, 300, 120], PDFString.of('First line of the note\rSecond line of the note')),
      note([220, 200, 380, 220], PDFString.of('Hidden note'), { F: 2 }),
    ]),
  )
  return doc.save({ useObjectStreams: false })
}

describe('free-text annotations without an appearance stream', () => {
  it('are drawn as viewers draw them: the contents line by line from the top-left of /Rect, at the /DA size', async () => {
    const figures = openTextLayer(await freeTextPdf()).readAnnotationFigures(1)

    expect(figures.map(figureText)).toEqual(['Hello World', 'Załącznik nr 1', 'First line of the note Second line of the note'])
    const first = figures[0]!.items[0]
    expect(first && 'glyph' in first ? [first.glyph.x0, first.glyph.fontSize] : null).toEqual([42, 10])
  })

  it('give their text to fast partitioning (every character, not only those WinAnsi has), hidden ones none', async () => {
    const texts = (await partition(await freeTextPdf(), { strategy: 'fast' })).map((e) => e.text)

    expect(texts).toEqual(expect.arrayContaining(['Page text', 'Hello World', 'Załącznik nr 1']))
    expect(texts.join(' ')).toContain('First line of the note Second line of the note')
    expect(texts.join(' ')).not.toContain('Hidden note')
  })
})

describe('pdfTextString', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b)

  it('reads UTF-16BE after its byte-order mark, UTF-8 after its mark, and PDFDocEncoding otherwise', () => {
    expect(pdfTextString(bytes(0xfe, 0xff, 0x00, 0x5a, 0x01, 0x42))).toBe('Zł')
    expect(pdfTextString(bytes(0xef, 0xbb, 0xbf, 0xc5, 0x82))).toBe('ł')
    expect(pdfTextString(bytes(0x41, 0x80, 0x84, 0x9b, 0xa0, 0xe9, 0x18))).toBe('A•—ł€é˘')
  })
})
