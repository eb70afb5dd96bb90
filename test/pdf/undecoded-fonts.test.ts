import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { partition } from '../../src/index.js'
import type { PartitionWarning } from '../../src/errors.js'
import { figureColumns } from '../../src/pdf/partition-pdf-fast.js'
import { isUndecodedGlyph, undecodedFonts } from '../../src/pdf/undecoded-fonts.js'
import { registerType0Font } from '../../fixtures/pdf/type0-font.js'

/** A page in a CID font whose /ToUnicode maps code 7 ("A") only: codes 1 and 2 have no text. */
async function halfMappedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const ctx = doc.context
  const cmap = [
    'begincmap',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    '1 beginbfchar',
    '<0007> <0041>',
    'endbfchar',
    'endcmap',
  ].join('\n')
  const font = registerType0Font(ctx, {
    name: 'XYZABC+Mystery',
    bbox: [0, -200, 1000, 900],
    ascent: 900,
    descent: -200,
    dw: 600,
    encoding: PDFName.of('Identity-H'),
    toUnicode: () => ctx.register(ctx.stream(cmap)),
  })
  const page = doc.addPage([300, 100])
  page.node.setFontDictionary(PDFName.of('F1'), font)
  page.node.addContentStream(ctx.register(ctx.stream('BT /F1 12 Tf 20 50 Td <000700010002000700010007> Tj ET')))
  return doc.save({ useObjectStreams: false })
}

describe('undecoded fonts', () => {
  it('counts the glyphs without text per font, on the page and inside figures', () => {
    const glyph = (text: string, fontName: string) => ({ text, fontName, x0: 0, y0: 0, x1: 1, y1: 1, fontSize: 1, upright: true })
    const page = {
      glyphs: [glyph('(cid:3)', 'F1'), glyph('a', 'F1'), glyph('(cid:4)', 'F2')],
      figures: [{ x0: 0, y0: 0, x1: 1, y1: 1, items: [{ glyph: glyph('(cid:5)', 'F1') }, { object: true as const }] }],
    }
    expect(undecodedFonts(page)).toEqual([
      { font: 'F1', glyphs: 2 },
      { font: 'F2', glyphs: 1 },
    ])
  })

  it("counts the same from the figures' glyphs already made columns, nested figures and unnamed fonts included", () => {
    const glyph = (text: string, fontName?: string) => ({ text, ...(fontName !== undefined ? { fontName } : {}), x0: 0, y0: 0, x1: 1, y1: 1 })
    const inner = { x0: 0, y0: 0, x1: 1, y1: 1, items: [{ glyph: glyph('(cid:9)') }, { glyph: glyph('(cid:8)', 'F2') }] }
    const page = {
      glyphs: [glyph('(cid:3)', 'F1')],
      figures: [
        {
          x0: 0,
          y0: 0,
          x1: 1,
          y1: 1,
          items: [{ glyph: glyph('(cid:5)', 'F1') }, { object: true as const }, { figure: inner }, { glyph: glyph('b', 'F2') }],
        },
      ],
    }
    const walked = undecodedFonts(page)
    expect(walked).toEqual([
      { font: 'F1', glyphs: 2 },
      { font: '', glyphs: 1 },
      { font: 'F2', glyphs: 1 },
    ])
    expect(undecodedFonts(page, figureColumns(page))).toEqual(walked)
  })

  it('a glyph has no text exactly when its text is "(cid:" digits ")"', () => {
    const texts = [
      '(cid:0)',
      '(cid:12)',
      '(cid:65535)',
      '(cid:)',
      '(cid:1a)',
      '(cid:12) ',
      ' (cid:12)',
      'x(cid:1)',
      '(CID:1)',
      '(cid:\u0661)',
      '(cid:1',
      'cid:1)',
      '(',
      'A',
      '',
    ]
    const definition = /^\(cid:\d+\)$/
    expect(texts.filter((text) => isUndecodedGlyph({ text, x0: 0, y0: 0, x1: 1, y1: 1 }))).toEqual(texts.filter((text) => definition.test(text)))
    expect(texts.filter((text) => definition.test(text))).toEqual(['(cid:0)', '(cid:12)', '(cid:65535)'])
  })

  it('fast partitioning warns, naming the page and the font, when a page has glyphs no map decodes', async () => {
    const warnings: PartitionWarning[] = []
    const elements = await partition(await halfMappedPdf(), { strategy: 'fast', onWarning: (w) => warnings.push(w) })
    expect(elements.map((e) => e.text).join('')).toContain('(cid:1)')
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'decode-fallback',
        page_number: 1,
        message: expect.stringMatching(/^Page 1: 3 glyphs of the font XYZABC\+Mystery could not be decoded/),
      }),
    ])
  })
})
