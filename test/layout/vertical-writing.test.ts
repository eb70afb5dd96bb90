import { describe, expect, it } from 'vitest'
import type { Glyph } from '../../src/layout/types.js'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import { splitVerticalWriting } from '../../src/layout/vertical-writing.js'

const SIZE = 10
/** A square CJK-sized glyph whose top-left corner is at (x, top), y up. */
const at = (text: string, x: number, top: number): Glyph => ({ text, x0: x, y0: top - SIZE, x1: x + SIZE, y1: top, upright: true })
/** `text` set top to bottom from (x, top), one character under the other with `gap` between them. */
const column = (text: string, x: number, top: number, gap = 1): Glyph[] => [...text].map((ch, i) => at(ch, x, top - i * (SIZE + gap)))
/** `text` set left to right from (x, top). */
const row = (text: string, x: number, top: number): Glyph[] => [...text].map((ch, i) => at(ch, x + i * SIZE, top))
const texts = (glyphs: readonly Glyph[]): string => glyphs.map((g) => g.text).join('')

describe('vertical CJK writing', () => {
  it('reads the same glyphs as columns when given them, and refuses columns of other glyphs', () => {
    const glyphs = [...row('Page 1', 0, 200), ...column('大正十三年', 100, 150)]

    expect(splitVerticalWriting(glyphs, GlyphColumns.of(glyphs))).toEqual(splitVerticalWriting(glyphs))
    expect(() => splitVerticalWriting(glyphs, GlyphColumns.of(glyphs.slice(1)))).toThrow(/not the glyphs given/)
  })

  it('takes a column of CJK characters stacked top to bottom apart from the rest of the page', () => {
    const glyphs = [...row('Page 1', 0, 200), ...column('大正十三年', 100, 150), ...column('東京市', 85, 150)]

    const { columns, rest } = splitVerticalWriting(glyphs)

    expect(texts(columns)).toBe('大正十三年東京市')
    expect(texts(rest)).toBe('Page 1')
  })

  it('leaves horizontal CJK text alone (the same array: the page is laid out exactly as pdfminer does)', () => {
    const glyphs = [...row('東京市に桜が咲いた', 0, 200), ...row('大正十三年の春', 0, 185)]

    const { columns, rest } = splitVerticalWriting(glyphs)

    expect(columns).toEqual([])
    expect(rest).toBe(glyphs)
  })

  it('does not take two stacked characters for a column (two one-character lines can stack)', () => {
    expect(splitVerticalWriting(column('大正', 100, 150)).columns).toEqual([])
  })

  it("does not take a table's column of one-character cells, drawn row by row, for vertical writing", () => {
    // rows "甲 乙", "丙 丁", "戊 己": the first cells stack, but each row's cells are drawn one after the other
    const glyphs = ['甲乙', '丙丁', '戊己'].flatMap((cells, r) => [at(cells[0]!, 0, 100 - r * (SIZE + 1)), at(cells[1]!, 50, 100 - r * (SIZE + 1))])

    expect(splitVerticalWriting(glyphs).columns).toEqual([])
  })

  it('does not take Latin letters stacked one per line for vertical CJK writing', () => {
    expect(splitVerticalWriting(column('ABCDE', 100, 150)).columns).toEqual([])
  })

  it('does not join characters far apart on one vertical line (a gap over half a character)', () => {
    expect(splitVerticalWriting(column('大正十三年', 100, 150, 8)).columns).toEqual([])
  })

  it("reads vertical presentation forms (pdf.js's ︒ for 。, ﹁ for 「) as the ordinary characters", () => {
    const { columns } = splitVerticalWriting(column('﹁春﹂︒', 100, 150))

    expect(texts(columns)).toBe('「春」。')
  })
})
