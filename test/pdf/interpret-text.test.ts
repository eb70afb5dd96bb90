import { describe, expect, it } from 'vitest'
import { interpretText } from '../../src/pdf/interpret-text.js'
import type { OperatorList } from '../../src/pdf/interpret-text.js'
import type { FontMetrics, OpGlyph } from '../../src/pdf/text-interpreter.js'
import { pageMatrix } from '../../src/pdf/matrix.js'

const NAMES = [
  'beginText',
  'setFont',
  'moveText',
  'showText',
  'setCharSpacing',
  'save',
  'restore',
  'transform',
  'paintFormXObjectBegin',
  'paintFormXObjectEnd',
  'setTextMatrix',
  'constructPath',
  'fill',
] as const
const CODE = Object.fromEntries(NAMES.map((n, i) => [n, i + 1])) as Record<(typeof NAMES)[number], number>
const names = Object.fromEntries(NAMES.map((n, i) => [i + 1, n]))

function ops(list: [(typeof NAMES)[number], unknown[]][]): OperatorList {
  return { fnArray: list.map(([n]) => CODE[n]), argsArray: list.map(([, a]) => a), names }
}
const font: FontMetrics = { name: 'F', descent: -0.2, hscale: 0.001, vertical: false }
const glyph = (unicode: string, width = 500): OpGlyph => ({ unicode, width, isSpace: unicode === ' ', originalCharCode: unicode.charCodeAt(0) })
const fonts = (name: string) => (name === 'F1' ? font : null)
const PAGE = pageMatrix([0, 0, 612, 792], 0)

describe('interpretText', () => {
  it('gives a glyph mapped to a tab as a space (a tab inside text and table cells is layout, not content)', () => {
    const page = interpretText(
      ops([
        ['beginText', []],
        ['setFont', ['F1', 10]],
        ['showText', [[glyph('몰'), glyph('\t'), glyph('1'), glyph('\t%')]]],
      ]),
      PAGE,
      fonts,
    )

    expect(page.glyphs.toArray().map((g) => g.text)).toEqual(['몰', ' ', '1', ' %'])
  })

  it('marks the direction of each glyph in quarter turns: 0 upright, 1 up the page, 3 down it; a 45° slant stays 0', () => {
    const turned = (matrix: number[]) =>
      interpretText(
        ops([
          ['transform', matrix],
          ['beginText', []],
          ['setFont', ['F1', 10]],
          ['showText', [[glyph('A')]]],
        ]),
        PAGE,
        fonts,
      ).glyphs.glyph(0).turns
    const r = Math.SQRT1_2

    expect([
      turned([1, 0, 0, 1, 0, 0]),
      turned([0, 1, -1, 0, 0, 0]),
      turned([0, -1, 1, 0, 0, 0]),
      turned([-1, 0, 0, -1, 0, 0]),
      turned([r, r, -r, r, 0, 0]),
    ]).toEqual([0, 1, 3, 2, 0])
  })

  it("builds pdfminer's glyph boxes: advance × size wide, size high, shifted down by the descent", () => {
    const page = interpretText(
      ops([
        ['beginText', []],
        ['setFont', ['F1', 10]],
        ['moveText', [100, 700]],
        ['showText', [[glyph('A'), glyph('B', 600)]]],
      ]),
      PAGE,
      fonts,
    )

    expect(page.glyphs.toArray().map((g) => [g.text, g.x0, g.y0, g.x1, g.y1])).toEqual([
      ['A', 100, 698, 105, 708],
      ['B', 105, 698, 111, 708],
    ])
    expect(page.glyphs.glyph(0).upright).toBe(true)
  })

  it('applies TJ adjustments in thousandths of the font size and character spacing only between glyphs', () => {
    const page = interpretText(
      ops([
        ['beginText', []],
        ['setFont', ['F1', 10]],
        ['setCharSpacing', [1]],
        ['showText', [[glyph('A'), -200, glyph('B')]]],
        ['showText', [[glyph('C')]]],
      ]),
      PAGE,
      fonts,
    )

    // A at 0; B at 5 + 2 (TJ -200) + 1 (Tc); C right after B's advance, with no trailing Tc (pdfminer quirk)
    expect(page.glyphs.toArray().map((g) => g.x0)).toEqual([0, 8, 13])
  })

  it('maps unmapped control codes to "(cid:N)" like pdfminer', () => {
    const page = interpretText(
      ops([
        ['beginText', []],
        ['setFont', ['F1', 10]],
        ['showText', [[{ unicode: '\u0000', width: 500, isSpace: false, originalCharCode: 0 }]]],
      ]),
      PAGE,
      fonts,
    )

    expect(page.glyphs.glyph(0).text).toBe('(cid:0)')
  })

  it('puts text of a form XObject into a figure with a fresh text state and restores the page state after it', () => {
    const page = interpretText(
      ops([
        ['setFont', ['F1', 10]],
        [
          'paintFormXObjectBegin',
          [
            [1, 0, 0, 1, 50, 50],
            [0, 0, 100, 20],
          ],
        ],
        ['beginText', []],
        ['showText', [[glyph('x')]]],
        ['setFont', ['F1', 10]],
        ['showText', [[glyph('y')]]],
        ['constructPath', [CODE.fill, [], null]],
        ['paintFormXObjectEnd', []],
        ['beginText', []],
        ['showText', [[glyph('z')]]],
      ]),
      PAGE,
      fonts,
    )

    expect(page.figures).toHaveLength(1)
    const figure = page.figures[0]!
    expect([figure.x0, figure.y0, figure.x1, figure.y1]).toEqual([50, 50, 150, 70])
    expect(figure.items.map((i) => ('glyph' in i ? i.glyph.text : 'object'))).toEqual(['y', 'object'])
    expect(page.glyphs.toArray().map((g) => g.text)).toEqual(['z'])
  })

  it("follows pdfminer's page matrix for /Rotate 90", () => {
    const rotated = pageMatrix([0, 0, 612, 792], 90)
    const page = interpretText(
      ops([
        ['beginText', []],
        ['setFont', ['F1', 10]],
        ['moveText', [100, 700]],
        ['showText', [[glyph('A')]]],
      ]),
      rotated,
      fonts,
    )

    const g = page.glyphs.glyph(0)
    expect([g.x0, g.y0, g.x1, g.y1]).toEqual([698, 507, 708, 512])
    expect(g.upright).toBe(false)
  })
})
