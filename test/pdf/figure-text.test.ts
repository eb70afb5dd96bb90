import { describe, expect, it } from 'vitest'
import { figureParagraphs } from '../../src/pdf/figure-text.js'
import type { Figure } from '../../src/pdf/text-interpreter.js'

const glyph = (text: string) => ({ glyph: { text, x0: 0, y0: 0, x1: 1, y1: 1 } })

describe('figureParagraphs', () => {
  it('concatenates glyphs without spaces and splits where non-text objects sit', () => {
    const inner: Figure = { x0: 0, y0: 0, x1: 1, y1: 1, items: [glyph('c')] }
    const figure: Figure = { x0: 0, y0: 0, x1: 1, y1: 1, items: [glyph('a'), glyph('b'), { object: true }, { object: true }, { figure: inner }] }

    expect(figureParagraphs(figure)).toEqual(['ab', 'c'])
  })
})
