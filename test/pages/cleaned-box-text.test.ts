import { describe, expect, it } from 'vitest'
import { cleanedBoxText } from '../../src/pages/cleaned-box-text.js'
import { cleanExtraWhitespace } from '../../src/pages/clean-extra-whitespace.js'
import { dedupedBoxText } from '../../src/pages/dedupe-fake-bold.js'
import type { TextBox, TextLine } from '../../src/layout/types.js'
import { lineOf } from '../layout/line-of.js'
import type { TestLineItem } from '../layout/line-of.js'

const boxOf = (...lines: TextLine[]): TextBox => ({ mode: 'horizontal', x0: 0, y0: 0, x1: 100, y1: 30, lines, index: -1 })

/** A line of the texts given, each glyph 5 wide from x = 0 (spaces as inserted spaces), ended by a newline. */
const line = (...texts: string[]): TextLine => {
  const items: TestLineItem[] = texts.map((text, i) => (text === ' ' ? { anno: ' ' } : { text, x0: 5 * i, x1: 5 * i + 5, y0: 0, y1: 10 }))
  return lineOf({ x0: 0, y0: 0, x1: 5 * texts.length, y1: 10 }, [...items, { anno: '\n' }])
}

describe("cleanedBoxText: a box's text as its element carries it", () => {
  it('joins the lines with single spaces, drops fake-bold copies and strips the ends', () => {
    const bold = lineOf({ x0: 0, y0: 0, x1: 12, y1: 10 }, [
      { text: 'B', x0: 0, x1: 6, y0: 0, y1: 10 },
      { text: 'B', x0: 0.4, x1: 6.4, y0: 0, y1: 10 },
      { text: 'e', x0: 6, x1: 11, y0: 0, y1: 10 },
      { anno: '\n' },
    ])
    expect(cleanedBoxText(boxOf(bold, line('a', ' ', 'b'), line(' ', 'c', ' ')))).toBe('Be a b c')
  })

  it('gives the text the cleaning gives the deduplicated text, whatever whitespace the glyphs themselves hold', () => {
    const texts = ['a', 'b', '\n', '\xa0', '\t', '\u3000', ' ', 'x\ny', '\xa0\xa0']
    let seed = 3
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    for (let k = 0; k < 300; k++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        line(...Array.from({ length: Math.floor(random() * 6) }, () => texts[Math.floor(random() * texts.length)]!)),
      )
      const box = boxOf(...lines)
      expect(cleanedBoxText(box)).toBe(cleanExtraWhitespace(dedupedBoxText(box)))
    }
  })

  it('strips exactly what trim() strips and keeps what it keeps, from boxes of every size (past the reused buffer too)', () => {
    const texts = ['a', ' ', '\ufeff', '\u2028', '\r', '\v', '\f', '\u0085', '\u200b', '\u1680', '\u202f', '\n\xa0', 'é', '😀', 'ﬁ', '(cid:7)']
    let seed = 11
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    for (const length of [0, 1, 2, 5, 40, 3000]) {
      for (let k = 0; k < (length > 100 ? 3 : 200); k++) {
        const lines = Array.from({ length: 1 + Math.floor(random() * 2) }, () =>
          line(...Array.from({ length: Math.floor(random() * (length + 1)) }, () => texts[Math.floor(random() * texts.length)]!)),
        )
        const box = boxOf(...lines)
        expect(cleanedBoxText(box)).toBe(cleanExtraWhitespace(dedupedBoxText(box)))
      }
    }
  })
})
