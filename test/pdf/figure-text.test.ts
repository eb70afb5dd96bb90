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

describe('figureParagraphs: lines and gaps', () => {
  const glyph = (text: string, x0: number, y0: number, size = 10) => ({ glyph: { text, x0, y0, x1: x0 + size * 0.5, y1: y0 + size } })

  it('joins the two lines of a label with a space, as a text box joins its lines', () => {
    const figure = {
      x0: 0,
      y0: 0,
      x1: 100,
      y1: 100,
      items: [glyph('W', 10, 50), glyph('e', 15, 50), glyph('b', 20, 50), glyph('C', 10, 38), glyph('r', 15, 38)],
    }

    expect(figureParagraphs(figure)).toEqual(['Web Cr'])
  })

  it('puts a space where glyphs of one line stand a word apart, and none between the letters of a word', () => {
    const figure = { x0: 0, y0: 0, x1: 100, y1: 100, items: [glyph('a', 10, 50), glyph('b', 15, 50), glyph('c', 25, 50)] }

    expect(figureParagraphs(figure)).toEqual(['ab c'])
  })
})
