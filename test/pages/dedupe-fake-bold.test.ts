import { describe, expect, it } from 'vitest'
import { dedupedBoxText } from '../../src/pages/dedupe-fake-bold.js'
import type { TextBox, TextLine } from '../../src/layout/types.js'
import { lineOf } from '../layout/line-of.js'

const g = (text: string, x0: number, x1: number) => ({ text, x0, y0: 0, x1, y1: 10 })

const boxOf = (...lines: TextLine[]): TextBox => ({ mode: 'horizontal', x0: 0, y0: 0, x1: 20, y1: 10, lines, index: -1 })

describe('dedupedBoxText', () => {
  it('drops a glyph drawn again almost on top of the previous identical one', () => {
    const line = lineOf({ x0: 0, y0: 0, x1: 20, y1: 10 }, [g('B', 0, 6), g('B', 0.4, 6.4), g('e', 6, 11), g('e', 6.4, 11.4), { anno: '\n' }])

    expect(dedupedBoxText(boxOf(line))).toBe('Be\n')
  })

  it('keeps genuine double letters side by side', () => {
    const line = lineOf({ x0: 0, y0: 0, x1: 10, y1: 10 }, [g('l', 0, 2.5), g('l', 2.5, 5)])

    expect(dedupedBoxText(boxOf(line))).toBe('ll')
  })

  it('compares a glyph only with the glyphs of its own line', () => {
    const first = lineOf({ x0: 6, y0: 0, x1: 11, y1: 10 }, [g('e', 6, 11)])
    const second = lineOf({ x0: 6.4, y0: 0, x1: 11.4, y1: 10 }, [g('e', 6.4, 11.4)])

    expect(dedupedBoxText(boxOf(first, second))).toBe('ee')
  })

  it('reads glyphs of several code units or none (a ligature, an astral character, an empty text) as their texts', () => {
    const line = lineOf({ x0: 0, y0: 0, x1: 30, y1: 10 }, [
      g('ﬁ', 0, 5),
      g('fl', 5, 10),
      g('', 10, 12),
      g('😀', 12, 20),
      { anno: ' ' },
      g('é', 21, 26),
      { anno: '\n' },
    ])

    expect(dedupedBoxText(boxOf(line))).toBe('ﬁfl😀 é\n')
    expect(dedupedBoxText(boxOf(line), 2, 0.5, '|')).toBe('ﬁfl😀 é|')
    expect(dedupedBoxText(boxOf(line), 2, 0.5, '\r\n')).toBe('ﬁfl😀 é\r\n')
    const undecoded = lineOf({ x0: 0, y0: 0, x1: 30, y1: 10 }, [
      g('a', 0, 5),
      g('(cid:3)', 5, 10),
      g('(cid:3)', 5.2, 10.2),
      g('b', 10, 15),
      { anno: '\n' },
    ])
    expect(dedupedBoxText(boxOf(undecoded))).toBe('a(cid:3)b\n')
  })

  it('reads a box of thousands of glyphs in full, fake-bold copies dropped, whether its glyphs hold one code unit or several', () => {
    for (const text of ['a', 'ab']) {
      const glyphs = Array.from({ length: 6000 }, (_, i) => g(i % 2 === 0 ? text : 'x', 5 * Math.floor(i / 2), 5 * Math.floor(i / 2) + 5))
      const items = glyphs.flatMap((glyph, i) => (i % 3 === 2 ? [glyph, { anno: ' ' as const }] : [glyph]))
      const line = lineOf({ x0: 0, y0: 0, x1: 15000, y1: 10 }, [...items, { anno: '\n' }])
      const expected = items.map((item) => ('anno' in item ? item.anno : item.text)).join('') + '\n'

      expect(dedupedBoxText(boxOf(line))).toBe(expected)
    }
    const copies = lineOf(
      { x0: 0, y0: 0, x1: 10, y1: 10 },
      Array.from({ length: 5000 }, () => g('B', 0, 6)),
    )
    expect(dedupedBoxText(boxOf(copies))).toBe('B')
  })
})
