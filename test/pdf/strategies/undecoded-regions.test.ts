import { describe, expect, it } from 'vitest'
import { PAGE2_AFTER, PAGE2_BEFORE, PAGE2_NEXT_LINE, undecodableCidFontsPdf } from '../../../fixtures/pdf/undecodable-cid-fonts-pdf.js'
import { partition } from '../../../src/index.js'
import type { PartitionWarning } from '../../../src/errors.js'
import type { Glyph } from '../../../src/layout/types.js'
import { hasUndecodedGlyphs, MAX_UNDECODED_REGIONS, splitUndecoded } from '../../../src/pdf/strategies/undecoded-regions.js'
import { GlyphColumns } from '../../../src/layout/glyph-columns.js'

const glyph = (text: string, x0: number, x1: number, y0 = 100, y1 = 110): Glyph => ({ text, x0, x1, y0, y1, fontName: 'F' })

describe('glyphs a trusted text layer could not decode', () => {
  it('leave a page that has none as it is (its own glyphs and figures, no region), and are found in a nested figure alone', () => {
    const inner = { x0: 0, y0: 0, x1: 50, y1: 50, items: [{ glyph: glyph('e', 5, 10, 5, 15) }] }
    const page = { width: 300, height: 200, glyphs: [glyph('a', 10, 15), glyph('(cid', 15, 21)], figures: [{ ...inner, items: [{ figure: inner }] }] }
    const split = splitUndecoded(page)
    expect(split.glyphs).toBe(page.glyphs)
    expect(split.figures).toBe(page.figures)
    expect(split.regions).toEqual([])
    const nested = { ...page, figures: [{ ...inner, items: [{ figure: { ...inner, items: [{ glyph: glyph('(cid:3)', 5, 11, 5, 15) }] } }] }] }
    const found = splitUndecoded(nested)
    expect(found.glyphs).toEqual(page.glyphs)
    expect(found.figures[0]!.items).toEqual([{ figure: { ...inner, items: [] } }])
    expect(found.regions).toHaveLength(1)
  })

  it('leave the page and its figures, each run on one line becoming one padded region; a run too narrow to read is only dropped', () => {
    const page = {
      width: 300,
      height: 200,
      glyphs: [
        glyph('a', 10, 15),
        glyph('(cid:7)', 15, 21),
        glyph('(cid:8)', 21, 27),
        glyph('b', 27, 32),
        glyph('(cid:0)', 32, 32),
        glyph('c', 32, 37),
      ],
      figures: [
        {
          x0: 0,
          y0: 0,
          x1: 100,
          y1: 60,
          items: [{ glyph: glyph('(cid:9)', 50, 56, 40, 50) }, { glyph: glyph('d', 56, 61, 40, 50) }, { object: true as const }],
        },
      ],
    }
    const split = splitUndecoded(page)
    expect(split.glyphs.map((g) => g.text)).toEqual(['a', 'b', 'c'])
    expect(split.figures[0]!.items).toEqual([{ glyph: page.figures[0]!.items[1]!.glyph }, { object: true }])
    const pad = 10 / 3
    expect(split.regions).toEqual([
      { x0: 15 - pad, y0: 100 - pad, x1: 27 + pad, y1: 110 + pad, glyphHeight: 10 },
      { x0: 50 - pad, y0: 40 - pad, x1: 56 + pad, y1: 50 + pad, glyphHeight: 10 },
    ])
  })

  it('hi_res keeps the good text of the page, emits no "(cid:N)" and warns naming the page and the font', async () => {
    const warnings: PartitionWarning[] = []
    const elements = await partition(await undecodableCidFontsPdf(), { strategy: 'hi_res', onWarning: (w) => warnings.push(w) })
    const text = elements.map((e) => e.text).join('\n')
    expect(text).not.toContain('(cid:')
    const page2 = elements
      .filter((e) => e.metadata.page_number === 2)
      .map((e) => e.text)
      .join(' ')
    for (const part of [PAGE2_BEFORE, PAGE2_AFTER, PAGE2_NEXT_LINE]) expect(page2).toContain(part)
    expect(warnings.filter((w) => w.code === 'decode-fallback').map((w) => [w.page_number, w.message.replace(/ could not.*/, '')])).toEqual([
      [1, 'Page 1: 20 glyphs of the font TraditionalArabic'],
      [1, 'Page 1: 1 glyph of the font NZLJOM+NooriNastaleeq'],
      [2, 'Page 2: 6 glyphs of the font TraditionalArabic'],
    ])
  })
})

describe('a page with many runs of undecoded glyphs', () => {
  it(`OCRs only the ${MAX_UNDECODED_REGIONS} largest runs (one OCR call each), in page order`, () => {
    // 20 runs on 20 lines, run i being i + 1 glyphs long
    const glyphs = Array.from({ length: 20 }, (_, i) =>
      Array.from({ length: i + 1 }, (_, k) => glyph(`(cid:${k + 1})`, 10 + 6 * k, 16 + 6 * k, 400 - 20 * i, 410 - 20 * i)),
    ).flat()
    const { regions } = splitUndecoded({ width: 600, height: 500, glyphs, figures: [] })
    expect(regions.map((r) => Math.round((r.x1 - r.x0 - 20 / 3) / 6))).toEqual(Array.from({ length: MAX_UNDECODED_REGIONS }, (_, i) => i + 5))
  })
})

describe('whether a page holds undecoded glyphs', () => {
  it('is told from the reader\'s columns as from glyph objects (a text merely starting with "(" is no such glyph)', () => {
    const decoded = [glyph('(', 10, 15), glyph('(cid', 15, 21), glyph('a', 21, 26)]
    const undecoded = [...decoded, glyph('(cid:7)', 26, 32)]
    expect(hasUndecodedGlyphs({ glyphs: [], glyphColumns: GlyphColumns.of(decoded), figures: [] })).toBe(false)
    expect(hasUndecodedGlyphs({ glyphs: [], glyphColumns: GlyphColumns.of(undecoded), figures: [] })).toBe(true)
    expect(hasUndecodedGlyphs({ glyphs: undecoded, figures: [] })).toBe(true)
    const inFigure = { x0: 0, y0: 0, x1: 50, y1: 50, items: [{ glyph: glyph('(cid:3)', 5, 11, 5, 15) }] }
    expect(hasUndecodedGlyphs({ glyphs: [], glyphColumns: GlyphColumns.of(decoded), figures: [inFigure] })).toBe(true)
  })
})
