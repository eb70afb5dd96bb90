import { describe, expect, it } from 'vitest'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import { columnsOnPage, glyphsOnPage } from '../../src/pdf/on-page.js'
import type { Glyph } from '../../src/layout/types.js'

const page = { x0: 0, y0: 0, x1: 100, y1: 200 }
const glyph = (text: string, x0: number, y0: number, extra: Partial<Glyph> = {}): Glyph => ({ text, x0, y0, x1: x0 + 6, y1: y0 + 10, ...extra })

describe('text a reader can see: glyphs whose centre lies on the page', () => {
  const glyphs = [
    glyph('a', 10, 10, { fontSize: 10, upright: true, fontName: 'F1', turns: 0 }),
    glyph('b', 97, 10), // centre at x = 100: on the edge, kept
    glyph('c', 98, 10), // centre beyond the right edge
    glyph('d', 10, -6, { fontName: 'F2' }), // centre below the page
    glyph('e', 50, 190, { upright: false, turns: 1 }),
  ]

  it('keeps the glyphs on the page, in order, and drops the half of a spread clipped away', () => {
    expect(glyphsOnPage(glyphs, page).map((g) => g.text)).toEqual(['a', 'b', 'e'])
  })

  it('on columns, the same glyphs with the same boxes, sizes, fonts and turns', () => {
    const columns = columnsOnPage(GlyphColumns.of(glyphs), page)
    expect(columns.length).toBe(3)
    expect(columns.toArray()).toEqual(glyphsOnPage(glyphs, page))
    expect(Array.from(columns.x0.subarray(0, columns.length))).toEqual([10, 97, 50])
    expect(columns.anyTurned).toBe(true)
  })

  it('gives back the same array, or the same columns, when every glyph is on the page', () => {
    const on = glyphs.slice(0, 2)
    expect(glyphsOnPage(on, page)).toBe(on)
    const run = GlyphColumns.of(on)
    expect(columnsOnPage(run, page)).toBe(run)
  })

  it('a form with every glyph off the page gives no glyphs', () => {
    expect(columnsOnPage(GlyphColumns.of([glyph('x', -50, -50), glyph('y', 300, 10)]), page).length).toBe(0)
  })
})
