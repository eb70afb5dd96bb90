import { describe, expect, test } from 'vitest'
import { pageLayerVerdict } from '../../../src/pdf/strategies/page-layer-verdict.js'
import { GlyphColumns } from '../../../src/layout/glyph-columns.js'
import type { Glyph } from '../../../src/layout/types.js'
import type { Figure } from '../../../src/pdf/text-interpreter.js'

const glyphs = (text: string, y = 0): Glyph[] => Array.from(text, (t, i) => ({ text: t, x0: i * 5, x1: i * 5 + 5, y0: y, y1: y + 10 }))
const figure = (text: string): Figure => ({ x0: 0, y0: 100, x1: 500, y1: 700, items: glyphs(text, 300).map((glyph) => ({ glyph })) })

describe('pageLayerVerdict: the text layer of a page, form XObjects included', () => {
  test('a page whose body is undecodable text inside a form XObject is garbled, though its own footer reads well', () => {
    const page = {
      glyphs: glyphs('Sprouts - http://sprouts.aisnet.org/9-37'),
      figures: [
        figure(
          '(cid:2)(cid:3)(cid:4)(cid:5)(cid:3)(cid:6)(cid:4)(cid:7)(cid:8) (cid:8)(cid:11)(cid:12)(cid:4)(cid:8)(cid:4)(cid:14)(cid:12)(cid:15)',
        ),
      ],
    }
    expect(pageLayerVerdict(page)).toBe('garbled')
  })

  test('a page whose readable text all lives in a form XObject is good, not empty (no OCR over a good layer)', () => {
    expect(pageLayerVerdict({ glyphs: [], figures: [figure('The quick brown fox jumps over the lazy dog.')] })).toBe('good')
  })

  test('text of nested form XObjects counts too', () => {
    const inner = figure('(cid:1)(cid:2)(cid:3)(cid:4)(cid:5)(cid:6)(cid:7)(cid:8)(cid:9)')
    const outer: Figure = { x0: 0, y0: 0, x1: 600, y1: 800, items: [{ object: true }, { figure: inner }] }
    expect(pageLayerVerdict({ glyphs: glyphs('Page 7 of the review'), figures: [outer] })).toBe('garbled')
  })

  test("the page's glyphs read as the reader's columns (no glyph objects) give the same verdicts", () => {
    const page = (own: Glyph[], figures: Figure[]) => ({ glyphs: [], glyphColumns: GlyphColumns.of(own), figures })
    expect(
      pageLayerVerdict(
        page(glyphs('Sprouts - http://sprouts.aisnet.org/9-37'), [figure('(cid:2)(cid:3)(cid:4)(cid:5)(cid:3)(cid:6)(cid:4)(cid:7)')]),
      ),
    ).toBe('garbled')
    expect(pageLayerVerdict(page(glyphs('The quick brown fox jumps over the lazy dog.'), []))).toBe('good')
    expect(pageLayerVerdict(page(glyphs('(cid:1)(cid:2)(cid:3) abcdefghijklmnopqr'), []))).toBe('garbled')
    expect(pageLayerVerdict(page(glyphs('  7 '), [figure('p. 8')]))).toBe('empty')
  })
})
