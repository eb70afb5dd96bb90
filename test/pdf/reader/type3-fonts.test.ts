import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { type3FontsPdf } from '../../../fixtures/pdf/type3-fonts-pdf.js'
import type { Type3FontCase } from '../../../fixtures/pdf/type3-fonts-pdf.js'
import type { PdfPageContent } from '../../../src/pdf/pdfjs.js'
import { UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { fastFirstPage, pdfjsPages } from './pdfjs-pages.js'

function ownPages(bytes: Uint8Array, graphics: boolean): PdfPageContent[] {
  const doc = openTextLayer(bytes, { graphics })
  return Array.from({ length: doc.numPages }, (_, i) => doc.readPage(i + 1))
}

/** The reader's pages equal pdfjs's, with and without graphics (hi_res records them: images, paths). */
async function expectSameAsPdfjs(cases: Type3FontCase[]): Promise<PdfPageContent[]> {
  const bytes = await type3FontsPdf(cases)
  const own = ownPages(bytes, false)
  expect(own).toEqual(await pdfjsPages(bytes, false))
  expect(ownPages(bytes, true)).toEqual(await pdfjsPages(bytes, true))
  return own
}

const texts = (pages: PdfPageContent[]): string[] => pages.map((p) => p.glyphs.map((g) => g.text).join(''))

describe('Type3 fonts in the text-layer reader', () => {
  it('reads a Type3 page as pdfjs does: names from /Differences, widths from /Widths × FontMatrix', async () => {
    const own = await expectSameAsPdfjs([{}])
    expect(texts(own)).toEqual(['AB C'])
  })

  it('reads a Type3 page when graphics are recorded (hi_res) too, as pdfjs with graphics does', async () => {
    const bytes = await type3FontsPdf([{}])
    expect(openTextLayer(bytes, { graphics: true }).readPage(1)).toEqual((await pdfjsPages(bytes, true))[0])
    expect(await fastFirstPage(bytes, true)).toEqual((await pdfjsPages(bytes, true))[0])
  })

  it('takes a /ToUnicode map alone (a code it leaves out is the code itself, not its glyph name)', async () => {
    const own = await expectSameAsPdfjs([{ differences: [65, 'alpha', 'beta', 'C', 32, 'space'], toUnicode: ['<41> <0058>'] }])
    expect(texts(own)).toEqual(['XB C'])
  })

  it('measures glyphs by the FontMatrix: glyph-space widths in other units, a skewed matrix, a FontBBox below the baseline', async () => {
    await expectSameAsPdfjs([
      { fontMatrix: [1, 0, 0, 1, 0, 0], widths: { firstChar: 32, widths: new Array<number>(59).fill(0.5) }, fontBBox: [0, -0.2, 0.5, 0.7] },
      { fontMatrix: [0.002, 0, 0.0004, 0.002, 0, 0], fontBBox: [0, 700, 500, -250] },
      { fontMatrix: [0.001, 0, 0, 0.001, 0, 0], fontBBox: [0, -300, 500, 700], content: 'BT /T3 20 Tf 2 Tr 72 600 Td 3 Tc (ABAB) Tj ET' },
    ])
  })

  it('uses the descriptor: its FontName, its symbolic flag (Mac Roman names for codes /Differences leaves out) and its /MissingWidth', async () => {
    await expectSameAsPdfjs([
      { descriptor: { fontName: 'Glyphs3', flags: 4, missingWidth: 250 }, content: 'BT /T3 12 Tf 72 700 Td (AB\\200a\\001~) Tj ET' },
      { descriptor: { fontName: 'Glyphs3', flags: 32 }, widths: null, content: 'BT /T3 12 Tf 72 700 Td (ABC xyz) Tj ET' },
    ])
  })

  it("names glyphs like pdfjs's heuristics: Cnn/cnnn decimal (hexadecimal once one is not), Gxx, gxxxx, uniXXXX", async () => {
    const own = await expectSameAsPdfjs([
      { differences: [65, 'C65', 'g0042', 'G43', 'uni0044', 'c69', 'Cx', 'gZZZZ'], content: 'BT /T3 12 Tf 72 700 Td (ABCDEFG) Tj ET' },
      { differences: [65, 'C41', 'C42', 'CFF', 'c20'], content: 'BT /T3 12 Tf 72 700 Td (ABCD) Tj ET' },
    ])
    expect(texts(own)).toEqual(['ABCDEFG', 'AB\u00ff '])
  })
})

describe('Type3 fonts pdfjs may load as one another', () => {
  it('sends a page to pdfjs when two Type3 fonts share a descriptor but not their FontMatrix, with the same result as pdfjs alone', async () => {
    const doc = await PDFDocument.create()
    const ctx = doc.context
    const box = ctx.register(ctx.stream('500 0 0 0 500 700 d1 0 0 500 700 re f'))
    const descriptor = ctx.register(ctx.obj({ Type: 'FontDescriptor', FontName: PDFName.of('Shared3'), Flags: 32 }))
    const font = (matrix: number[]) =>
      ctx.register(
        ctx.obj({
          Type: 'Font',
          Subtype: 'Type3',
          FontBBox: [0, -200, 500, 700],
          FontMatrix: matrix,
          CharProcs: { A: box },
          Encoding: { Type: 'Encoding', Differences: [65, PDFName.of('A')] },
          FirstChar: 65,
          LastChar: 65,
          Widths: [500],
          FontDescriptor: descriptor,
          Resources: {},
        }),
      )
    const page = doc.addPage([612, 792])
    page.node.setFontDictionary(PDFName.of('T1'), font([0.001, 0, 0, 0.001, 0, 0]))
    page.node.setFontDictionary(PDFName.of('T2'), font([0.002, 0, 0, 0.002, 0, 0]))
    page.node.addContentStream(ctx.register(ctx.stream('BT /T1 12 Tf 72 700 Td (AA) Tj /T2 12 Tf 0 -40 Td (AA) Tj ET')))
    const bytes = await doc.save({ useObjectStreams: false })
    expect(() => openTextLayer(bytes).readPage(1)).toThrow(UnsupportedPdfError)
    expect(await fastFirstPage(bytes)).toEqual((await pdfjsPages(bytes))[0])
  })
})
