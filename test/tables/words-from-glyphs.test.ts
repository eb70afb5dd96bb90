import { describe, expect, test } from 'vitest'
import { wordsFromGlyphs } from '../../src/tables/words-from-glyphs.js'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import type { Glyph } from '../../src/layout/types.js'

const g = (text: string, x0: number, y0 = 700): Glyph => ({ text, x0, y0, x1: x0 + 5, y1: y0 + 10, fontSize: 10, upright: true })

describe('wordsFromGlyphs', () => {
  test('touching glyphs form a word; a space or a gap ends it; boxes flip to a top-left origin and scale', () => {
    const words = wordsFromGlyphs([g('a', 10), g('b', 15), g(' ', 20), g('c', 25), g('d', 60)], 792, 2)
    expect(words.map((w) => w.text)).toEqual(['ab', 'c', 'd'])
    expect(words[0]).toEqual({ text: 'ab', x0: 20, y0: (792 - 710) * 2, x1: 40, y1: (792 - 700) * 2 })
  })

  test('a glyph on another baseline starts a new word', () => {
    expect(wordsFromGlyphs([g('a', 10), g('b', 15, 650)], 792, 1).map((w) => w.text)).toEqual(['a', 'b'])
  })

  test('a vertical CJK column (characters stacked one under the other) makes no word; the horizontal text around it does', () => {
    const stacked = ['縦', '書', 'き', '文'].map((text, i): Glyph => ({
      text,
      x0: 300,
      y0: 700 - 12 * i,
      x1: 310,
      y1: 710 - 12 * i,
      fontSize: 10,
      upright: true,
    }))
    const glyphs = [g('a', 10), g('b', 15), ...stacked, g('’', 100), g('c', 105)]
    expect(wordsFromGlyphs(glyphs, 792, 1).map((w) => w.text)).toEqual(['ab', '’c'])
    expect(wordsFromGlyphs(GlyphColumns.of(glyphs), 792, 1).map((w) => w.text)).toEqual(['ab', '’c'])
  })

  test("the reader's columns give the words their glyph objects give; a glyph not upright ends a word", () => {
    const glyphs: Glyph[] = [
      g('a', 10),
      g('b', 15),
      { ...g('x', 20), upright: false },
      g('c', 25),
      { text: 'd', x0: 30, y0: 700, x1: 35, y1: 710 },
      g('e', 36, 701),
    ]
    const fromObjects = wordsFromGlyphs(glyphs, 792, 2)
    expect(fromObjects.map((w) => w.text)).toEqual(['ab', 'cde'])
    expect(wordsFromGlyphs(GlyphColumns.of(glyphs), 792, 2)).toEqual(fromObjects)
  })
})
