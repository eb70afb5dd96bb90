import { describe, expect, it } from 'vitest'
import { symbolicTrueTypePdf } from '../../../fixtures/pdf/symbolic-true-type-pdf.js'
import type { PdfPageContent } from '../../../src/pdf/pdfjs.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { pdfjsPages } from './pdfjs-pages.js'

const TEXT = 'Ab\x80\x8a\xe9'

/**
 * The page without the glyphs' heights: the reader takes a TrueType font's descent from its descriptor
 * (pdfminer.six), pdfjs from the program's hhea table (pdf-font).
 */
const withoutHeights = (page: PdfPageContent) => ({ ...page, glyphs: page.glyphs.map(({ y0: _y0, y1: _y1, ...g }) => g) })

async function expectPdfjsText(bytes: Uint8Array, text: string): Promise<void> {
  const own = openTextLayer(bytes).readPage(1)
  expect(own.glyphs.map((g) => g.text).join('')).toBe(text)
  expect(withoutHeights(own)).toEqual(withoutHeights((await pdfjsPages(bytes))[0]!))
  // the descriptor's /Descent -212 at 12 pt below the baseline at 700
  expect(own.glyphs.map((g) => g.y0)).toEqual(own.glyphs.map(() => expect.closeTo(700 - 0.212 * 12, 9)))
}

describe('a symbolic TrueType font whose program names none of its codes', () => {
  it('reads its codes by the Mac Roman names pdfjs gives them when the font has Macintosh name records', async () => {
    await expectPdfjsText(await symbolicTrueTypePdf(TEXT, false), 'AbÄäÈ')
  })

  it('reads them by their WinAnsi names when its name records are all Windows ones, as pdfjs does', async () => {
    await expectPdfjsText(await symbolicTrueTypePdf(TEXT, true), 'Ab€Šé')
  })
})
