import { describe, expect, test } from 'vitest'
import { wordsFromGlyphs } from '../../src/tables/words-from-glyphs.js'
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
})
