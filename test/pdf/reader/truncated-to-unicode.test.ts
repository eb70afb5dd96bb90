import { describe, expect, it } from 'vitest'
import { TRUNCATED_TO_UNICODE_TEXT, truncatedToUnicodePdf } from '../../../fixtures/pdf/truncated-to-unicode-pdf.js'
import { partition } from '../../../src/index.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'

describe('a /ToUnicode stream cut inside a compressed block', () => {
  it('names the codes its entries before the cut map, as poppler does (pdfjs gives "(cid:7)(cid:8)…")', async () => {
    const bytes = await truncatedToUnicodePdf()
    const page = openTextLayer(bytes).readPage(1)
    expect(page.glyphs.map((g) => g.text).join('')).toBe(TRUNCATED_TO_UNICODE_TEXT)
    expect((await partition(bytes, { strategy: 'fast' })).map((e) => e.text)).toEqual([TRUNCATED_TO_UNICODE_TEXT])
  })
})
