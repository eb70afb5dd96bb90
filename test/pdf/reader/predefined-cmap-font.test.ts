import { describe, expect, it } from 'vitest'
import { predefinedCMapFontPdf } from '../../../fixtures/pdf/predefined-cmap-font-pdf.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { PredefinedCMapNeededError } from '../../../src/pdf/reader/predefined-cmaps.js'
import { fastFirstPage, pdfjsPages } from './pdfjs-pages.js'
import { openFastPdf } from '../../../src/pdf/open-fast-pdf.js'

// "Hi " in one-byte codes, the ideographic space 8140 and "あ" 82A0 in two-byte Shift-JIS codes, then "A"
const SHIFT_JIS = 'BT /F1 12 Tf 5 Tw 72 700 Td (Hi \\201\\100\\202\\240A) Tj ET'

describe('a composite font whose /Encoding names a predefined CMap', () => {
  it('makes the synchronous reader ask for the CMap by name before it is loaded', async () => {
    const bytes = await predefinedCMapFontPdf('BT /F1 12 Tf 72 700 Td <0041> Tj ET', 'UniJIS-UCS2-H')
    let error: unknown
    try {
      openTextLayer(bytes).readPage(1)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(PredefinedCMapNeededError)
    expect((error as PredefinedCMapNeededError).cmapName).toBe('UniJIS-UCS2-H')
  })

  it('reads Shift-JIS codes through 90ms-RKSJ-H and names the CIDs by Adobe-Japan1-UCS2, as pdfjs does', async () => {
    const bytes = await predefinedCMapFontPdf(SHIFT_JIS, '90ms-RKSJ-H')
    const page = await fastFirstPage(bytes)
    expect(page.glyphs.map((g) => g.text).join('')).toBe('Hi \u3000あA')
    expect([page]).toEqual(await pdfjsPages(bytes))
    // the CMaps are loaded now: the reader itself reads the page
    expect(openTextLayer(bytes).readPage(1)).toEqual(page)
  })

  it('reads UTF-16 codes through UniJIS-UCS2-H, whose half-width variant extends it with usecmap', async () => {
    for (const encoding of ['UniJIS-UCS2-H', 'UniJIS-UCS2-HW-H']) {
      const bytes = await predefinedCMapFontPdf('BT /F1 12 Tf 72 700 Td <0041304230003001> Tj ET', encoding)
      const page = await fastFirstPage(bytes)
      expect(page.glyphs.map((g) => g.text).join('')).toBe('Aあ\u3000、')
      expect([page]).toEqual(await pdfjsPages(bytes))
      expect(openTextLayer(bytes).readPage(1)).toEqual(page)
    }
  })

  it('names Identity-H codes of an Adobe-Japan1 font without /ToUnicode by Adobe-Japan1-UCS2', async () => {
    // CID 34 is "A", 633 the ideographic space, 0 (.notdef) U+FFFD, 843 "あ"
    const bytes = await predefinedCMapFontPdf('BT /F1 12 Tf 72 700 Td <002202790000034B> Tj ET', 'Identity-H')
    const page = await fastFirstPage(bytes)
    expect(page.glyphs.map((g) => g.text)).toEqual(['A', '\u3000', '\ufffd', 'あ'])
    expect(openTextLayer(bytes).readPage(1)).toEqual(page)
    expect([page]).toEqual(await pdfjsPages(bytes))
  })

  it('names Identity-H codes of an Adobe-Japan1 font with an embedded CFF program and no /ToUnicode by Adobe-Japan1-UCS2, as pdfjs does', async () => {
    const bytes = await predefinedCMapFontPdf('BT /F1 12 Tf 72 700 Td <002202790000034B> Tj ET', 'Identity-H', { cffProgram: true })
    const page = await fastFirstPage(bytes)
    expect(openTextLayer(bytes).readPage(1)).toEqual(page)
    expect(page.glyphs.map((g) => g.text)).toEqual(['A', '\u3000', '\ufffd', 'あ'])
    expect([page]).toEqual(await pdfjsPages(bytes))
  })

  it('merges the predefined CMap an embedded encoding CMap names with usecmap, its own entries first, as pdfjs does', async () => {
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 2 >> def',
      '/CMapName /Test-RKSJ-H def /CMapType 1 def',
      '/90ms-RKSJ-H usecmap',
      '1 begincidchar <41> 34 endcidchar',
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n')
    const bytes = await predefinedCMapFontPdf(SHIFT_JIS, 'Test-RKSJ-H', { embeddedCMap: cmap })
    const page = await fastFirstPage(bytes)
    expect(openTextLayer(bytes).readPage(1)).toEqual(page)
    // "A" is CID 34 (proportional, /DW 1000) by the embedded entry, the rest half-width CIDs (500) of 90ms-RKSJ-H
    expect(page.glyphs.map((g) => [g.text, g.x1 - g.x0])).toEqual([
      ['H', 6],
      ['i', 6],
      [' ', 6],
      ['\u3000', 12],
      ['あ', 12],
      ['A', 12],
    ])
    expect([page]).toEqual(await pdfjsPages(bytes))
  })

  it('leaves a vertical predefined CMap and a CMap name pdf.js does not ship to pdfjs', async () => {
    for (const encoding of ['90ms-RKSJ-V', 'No-Such-CMap-H']) {
      const bytes = await predefinedCMapFontPdf(SHIFT_JIS, encoding)
      expect([await fastFirstPage(bytes)]).toEqual(await pdfjsPages(bytes))
      expect(() => openTextLayer(bytes).readPage(1)).toThrow(/pdfjs/)
    }
  })

  it("reads a form field's appearance in such a font into the page's figures, loading the CMaps it needs", async () => {
    const bytes = await predefinedCMapFontPdf('BT /F1 12 Tf 72 700 Td (\\202\\240\\202\\242) Tj ET', '90msp-RKSJ-H', { annotation: true })
    const fast = await openFastPdf(bytes)
    const page = await fast.readPage(1)
    await fast.close()
    expect(page.glyphs).toEqual([])
    // 90msp-RKSJ-H is used by no other test here: the figure is read only if the CMap is loaded for it
    const texts = page.figures.flatMap((f) => f.items.map((item) => ('glyph' in item ? item.glyph.text : '')))
    expect(texts).toEqual(['あ', 'い'])
  })
})
