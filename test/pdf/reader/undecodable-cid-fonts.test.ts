import { describe, expect, it } from 'vitest'
import { HOPELESS_CODES, PAGE1_LATIN, PARTIAL_CODES, undecodableCidFontsPdf } from '../../../fixtures/pdf/undecodable-cid-fonts-pdf.js'
import { partition } from '../../../src/index.js'
import type { PartitionWarning } from '../../../src/errors.js'
import { openFastPdf } from '../../../src/pdf/open-fast-pdf.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { pageLayerVerdict } from '../../../src/pdf/strategies/page-layer-verdict.js'

const fontGlyphs = (page: { glyphs: readonly { text: string; fontName?: string }[] }, font: string): string[] =>
  page.glyphs.filter((g) => g.fontName === font).map((g) => g.text)

describe('composite fonts whose codes nothing maps to text', () => {
  it('reads a font no source names (no /ToUnicode, Identity collection, no program) itself, every glyph as "(cid:N)"', async () => {
    const page = openTextLayer(await undecodableCidFontsPdf()).readPage(1)
    const expected = [...HOPELESS_CODES, ...HOPELESS_CODES, ...HOPELESS_CODES, ...[...HOPELESS_CODES].reverse()].map((c) => `(cid:${c})`)
    expect(fontGlyphs(page, 'TraditionalArabic')).toEqual(expected)
  })

  it('names a code /ToUnicode leaves out by the embedded TrueType program, and a code nothing names "(cid:N)", not the code as a character', async () => {
    const page = openTextLayer(await undecodableCidFontsPdf()).readPage(1)
    expect(fontGlyphs(page, 'NZLJOM+NooriNastaleeq')).toEqual(PARTIAL_CODES.map(([code, text]) => text ?? `(cid:${code})`))
    expect(page.glyphs.map((g) => g.text).join('')).not.toContain(String.fromCharCode(0x2936))
  })

  it('keeps its own reading of such a page: pdfjs, which shows the codes as characters, is not preferred', async () => {
    const reader = await openFastPdf(await undecodableCidFontsPdf())
    const text = (await reader.readPage(1)).glyphs.map((g) => g.text).join('')
    await reader.close()
    for (const code of HOPELESS_CODES) expect(text).not.toContain(String.fromCharCode(code))
    expect(text).toContain(`(cid:${HOPELESS_CODES[0]})`)
    expect(text).toContain(PAGE1_LATIN)
  })

  it('makes the hi_res verdict of a page of such glyphs "garbled" (unknown text, OCR), not "good"', async () => {
    const page = openTextLayer(await undecodableCidFontsPdf()).readPage(1)
    expect(pageLayerVerdict(page)).toBe('garbled')
  })

  it('fast partitioning warns naming the page and each font whose glyphs have no text', async () => {
    const warnings: PartitionWarning[] = []
    await partition(await undecodableCidFontsPdf(), { strategy: 'fast', onWarning: (w) => warnings.push(w) })
    expect(warnings.filter((w) => w.code === 'decode-fallback').map((w) => w.message.replace(/ could not.*/, ''))).toEqual([
      'Page 1: 20 glyphs of the font TraditionalArabic',
      'Page 1: 1 glyph of the font NZLJOM+NooriNastaleeq',
      'Page 2: 6 glyphs of the font TraditionalArabic',
    ])
  })
})
