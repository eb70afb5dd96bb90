import { describe, expect, it } from 'vitest'
import { embeddedCMapFontPdf } from '../../../fixtures/pdf/embedded-cmap-font-pdf.js'
import { UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { pdfjsPages } from './pdfjs-pages.js'

describe('a composite font whose /Encoding is an embedded CMap', () => {
  it('splits strings into one- and two-byte codes by its codespace, measures them by CID and names them by code, as pdfjs does', async () => {
    // 5 Tw widens the one-byte space only (a two-byte code 0x0020 would not be a space)
    const bytes = await embeddedCMapFontPdf('BT /F1 12 Tf 5 Tw 72 700 Td (Hi \\201\\100 there\\201\\101!) Tj [(A) -250 (\\177B)] TJ ET')
    const [own] = [openTextLayer(bytes).readPage(1)]
    expect(own.glyphs.map((g) => g.text).join('')).toBe('Hi あ thereい!A\u007fB')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it('leaves vertical writing (/WMode 1) to pdfjs', async () => {
    const bytes = await embeddedCMapFontPdf('BT /F1 12 Tf 72 700 Td (Hi) Tj ET', true)
    expect(() => openTextLayer(bytes).readPage(1)).toThrow(UnsupportedPdfError)
  })
})
