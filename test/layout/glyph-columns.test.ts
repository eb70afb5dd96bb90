import { describe, expect, it } from 'vitest'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import type { Glyph } from '../../src/layout/types.js'

/** Glyph `i` of a made-up run: every field derived from i, some fields left out. */
function glyphAt(i: number): Glyph {
  const g: Glyph = { text: String.fromCharCode(65 + (i % 26)), x0: i * 0.5, y0: -i, x1: i * 0.5 + 4.25, y1: 10 - i }
  if (i % 3 !== 0) g.fontSize = 8 + (i % 5)
  if (i % 4 !== 0) g.upright = i % 2 === 0
  if (i % 5 !== 0) g.fontName = `F${i % 7}`
  if (i % 6 !== 0) g.turns = i % 4
  return g
}

function pushed(count: number, run = new GlyphColumns()): GlyphColumns {
  for (let i = 0; i < count; i++) {
    const g = glyphAt(i)
    run.push(g.text, g.x0, g.y0, g.x1, g.y1, g.fontSize ?? NaN, g.upright, g.fontName, g.turns)
  }
  return run
}

describe('GlyphColumns', () => {
  it('keeps every glyph as pushed while it grows from no room, across many doublings', () => {
    for (const count of [0, 1, 63, 64, 65, 1000, 5000]) {
      const run = pushed(count)
      expect(run.length).toBe(count)
      expect(run.toArray()).toEqual(Array.from({ length: count }, (_, i) => glyphAt(i)))
    }
  })

  it('gives runs made without glyphs no room of their own: filling one leaves the others empty', () => {
    const a = new GlyphColumns()
    const b = new GlyphColumns()
    const c = GlyphColumns.of([]).select([])
    pushed(70, a)
    for (const run of [b, c]) {
      expect(run.length).toBe(0)
      expect([run.x0.length, run.y1.length, run.size.length, run.font.length, run.upright.length, run.turns.length]).toEqual([0, 0, 0, 0, 0, 0])
    }
    expect(pushed(3, b).toArray()).toEqual([0, 1, 2].map(glyphAt))
    expect(a.glyph(69)).toEqual(glyphAt(69))
  })

  it('sizes a run made with a capacity to it, and grows it past that', () => {
    const run = new GlyphColumns(10)
    expect(run.x0.length).toBe(10)
    pushed(1500, run)
    expect(run.toArray()).toEqual(Array.from({ length: 1500 }, (_, i) => glyphAt(i)))
  })

  it('takes little room for a run of a few glyphs, and grows a long run by at least doubling', () => {
    const rooms: number[] = []
    const run = new GlyphColumns()
    for (let n = 1; n <= 5000; n++) {
      pushed(1, run)
      if (rooms.at(-1) !== run.x0.length) rooms.push(run.x0.length)
    }
    expect(rooms[0]).toBeLessThanOrEqual(64)
    for (let k = 1; k < rooms.length; k++) expect(rooms[k]).toBeGreaterThanOrEqual(2 * rooms[k - 1]!)
  })
})
