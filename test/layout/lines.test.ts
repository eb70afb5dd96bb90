import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import { findNeighbors, groupGlyphsIntoLines, isEmptyLine, isPythonSpace } from '../../src/layout/lines.js'
import { DEFAULT_LAYOUT_PARAMS } from '../../src/layout/params.js'
import { Plane } from '../../src/layout/plane.js'
import { lineText } from '../../src/layout/text-of.js'
import type { LayoutParams } from '../../src/layout/params.js'
import type { Glyph, TextLine, WritingMode } from '../../src/layout/types.js'
import { SPACE_ITEM } from '../../src/layout/types.js'

/** pdfminer's `group_objects` and `LTTextLine*.add` word for word: each line as [mode, x0, y0, x1, y1, items]. */
function pdfminerLines(glyphs: readonly Glyph[], p: LayoutParams): [WritingMode, number, number, number, number, number[]][] {
  type Line = [WritingMode, number, number, number, number, number[]]
  const INF = 2147483647
  const lines: Line[] = []
  let current: { line: Line; last: number } | undefined
  const open = (mode: WritingMode) => ({ line: [mode, INF, INF, -INF, -INF, []] as Line, last: mode === 'horizontal' ? INF : -INF })
  const add = (b: { line: Line; last: number }, i: number) => {
    const g = glyphs[i]!
    const horizontal = b.line[0] === 'horizontal'
    if (p.wordMargin) {
      const margin = p.wordMargin * Math.max(g.x1 - g.x0, g.y1 - g.y0)
      if (horizontal ? b.last < g.x0 - margin : g.y1 + margin < b.last) b.line[5].push(SPACE_ITEM)
    }
    b.last = horizontal ? g.x1 : g.y0
    b.line[5].push(i)
    b.line[1] = Math.min(b.line[1], g.x0)
    b.line[2] = Math.min(b.line[2], g.y0)
    b.line[3] = Math.max(b.line[3], g.x1)
    b.line[4] = Math.max(b.line[4], g.y1)
  }
  // is_hoverlap / hoverlap / hdistance (v… on y): closed intervals; the gap between opposite ends
  const overlaps = (a0: number, a1: number, b0: number, b1: number) => b0 <= a1 && a0 <= b1
  const gap = (a0: number, a1: number, b0: number, b1: number) => Math.min(Math.abs(a0 - b1), Math.abs(a1 - b0))
  const aligned = (a0: number, a1: number, b0: number, b1: number, c0: number, c1: number, d0: number, d1: number) =>
    overlaps(c0, c1, d0, d1) &&
    Math.min(c1 - c0, d1 - d0) * p.lineOverlap < gap(c0, c1, d0, d1) &&
    (overlaps(a0, a1, b0, b1) ? 0 : gap(a0, a1, b0, b1)) < Math.max(a1 - a0, b1 - b0) * p.charMargin
  for (let i = 1; i < glyphs.length; i++) {
    const a = glyphs[i - 1]!
    const b = glyphs[i]!
    const halign = aligned(a.x0, a.x1, b.x0, b.x1, a.y0, a.y1, b.y0, b.y1)
    const valign = p.detectVertical && aligned(a.y0, a.y1, b.y0, b.y1, a.x0, a.x1, b.x0, b.x1)
    if ((halign && current?.line[0] === 'horizontal') || (valign && current?.line[0] === 'vertical')) add(current!, i)
    else if (current !== undefined) {
      lines.push(current.line)
      current = undefined
    } else if (valign !== halign) {
      current = open(valign ? 'vertical' : 'horizontal')
      add(current, i - 1)
      add(current, i)
    } else {
      const single = open('horizontal')
      add(single, i - 1)
      lines.push(single.line)
    }
  }
  if (glyphs.length > 0) {
    if (current === undefined) {
      current = open('horizontal')
      add(current, glyphs.length - 1)
    }
    lines.push(current.line)
  }
  return lines
}

function line(mode: WritingMode, x0: number, y0: number, x1: number, y1: number): TextLine {
  return { mode, x0, y0, x1, y1, glyphs: GlyphColumns.of([{ text: 'x', x0, y0, x1, y1 }]), items: [0] }
}

describe('findNeighbors (pdfminer tests/test_layout.py TestFindNeigbors)', () => {
  it('finds horizontal lines of the same height that are left-, right- or centre-aligned within the margin', () => {
    const plane = new Plane<TextLine>({ x0: 0, y0: 0, x1: 50, y1: 50 })
    const self = line('horizontal', 10, 4, 20, 6)
    const leftAlignedAbove = line('horizontal', 10, 6, 15, 8)
    const rightAlignedBelow = line('horizontal', 15, 2, 20, 4)
    const centrallyAlignedOverlapping = line('horizontal', 13, 5, 17, 7)
    const notAligned = line('horizontal', 0, 6, 5, 8)
    const wrongHeight = line('horizontal', 10, 6, 15, 10)
    plane.extend([self, leftAlignedAbove, rightAlignedBelow, centrallyAlignedOverlapping, notAligned, wrongHeight])

    const neighbors = findNeighbors(self, plane, DEFAULT_LAYOUT_PARAMS.lineMargin)

    expect(new Set(neighbors)).toEqual(new Set([self, leftAlignedAbove, rightAlignedBelow, centrallyAlignedOverlapping]))
  })

  it('finds vertical lines of the same width that are bottom-, top- or centre-aligned within the margin', () => {
    const plane = new Plane<TextLine>({ x0: 0, y0: 0, x1: 50, y1: 50 })
    const self = line('vertical', 4, 10, 6, 20)
    const bottomAlignedRight = line('vertical', 6, 10, 8, 15)
    const topAlignedLeft = line('vertical', 2, 15, 4, 20)
    const centrallyAlignedOverlapping = line('vertical', 5, 13, 7, 17)
    const notAligned = line('vertical', 6, 0, 8, 5)
    const wrongWidth = line('vertical', 6, 10, 10, 15)
    plane.extend([self, bottomAlignedRight, topAlignedLeft, centrallyAlignedOverlapping, notAligned, wrongWidth])

    const neighbors = findNeighbors(self, plane, DEFAULT_LAYOUT_PARAMS.lineMargin)

    expect(new Set(neighbors)).toEqual(new Set([self, bottomAlignedRight, topAlignedLeft, centrallyAlignedOverlapping]))
  })

  it('ignores lines of the other writing mode', () => {
    const plane = new Plane<TextLine>({ x0: 0, y0: 0, x1: 50, y1: 50 })
    const self = line('horizontal', 10, 4, 20, 6)
    const vertical = line('vertical', 10, 6, 20, 8)
    plane.extend([self, vertical])

    expect(findNeighbors(self, plane, 0.5)).toEqual([self])
  })
})

describe('groupGlyphsIntoLines', () => {
  it('compares only consecutive glyphs, so a glyph drawn out of order starts a new line', () => {
    const glyphs = [
      { text: 'a', x0: 0, y0: 0, x1: 5, y1: 10 },
      { text: 'z', x0: 300, y0: 0, x1: 305, y1: 10 },
      { text: 'b', x0: 5, y0: 0, x1: 10, y1: 10 },
    ]

    const lines = groupGlyphsIntoLines(GlyphColumns.of(glyphs), DEFAULT_LAYOUT_PARAMS)

    expect(lines.map(lineText)).toEqual(['a', 'z', 'b'])
  })

  it('inserts no space at all when the word margin is 0', () => {
    const glyphs = [
      { text: 'a', x0: 0, y0: 0, x1: 5, y1: 10 },
      { text: 'b', x0: 9, y0: 0, x1: 14, y1: 10 },
    ]

    const lines = groupGlyphsIntoLines(GlyphColumns.of(glyphs), { ...DEFAULT_LAYOUT_PARAMS, wordMargin: 0 })

    expect(lines.map(lineText)).toEqual(['ab'])
  })

  it('makes the lines pdfminer makes (modes, boxes, glyphs and spaces), on runs of glyphs in rows, columns and jumps', () => {
    // glyphs on a coarse grid, each a step along a row or a column from the last or a jump, so that lines of both
    // modes form, break and restart, with gaps wide enough for spaces
    const step = fc.record({
      dx: fc.integer({ min: -2, max: 4 }),
      dy: fc.integer({ min: -4, max: 2 }),
      w: fc.integer({ min: 0, max: 3 }),
      h: fc.integer({ min: 0, max: 3 }),
    })
    const glyphsOf = (steps: { dx: number; dy: number; w: number; h: number }[]): Glyph[] => {
      let x = 0
      let y = 100
      return steps.map(({ dx, dy, w, h }) => {
        x += 3 * dx
        y += 3 * dy
        return { text: 'x', x0: x, y0: y, x1: x + 2 * w, y1: y + 2 * h }
      })
    }
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), fc.boolean(), fc.constantFrom(0, 0.1, 1), (steps, detectVertical, wordMargin) => {
        const glyphs = glyphsOf(steps)
        const params = { ...DEFAULT_LAYOUT_PARAMS, detectVertical, wordMargin }
        const lines = groupGlyphsIntoLines(GlyphColumns.of(glyphs), params)
        expect(lines.map((l) => [l.mode, l.x0, l.y0, l.x1, l.y1, l.items])).toEqual(pdfminerLines(glyphs, params))
      }),
      { numRuns: 500 },
    )
  })
})

describe('isEmptyLine and isPythonSpace', () => {
  it('treats whitespace-only and zero-area lines as empty, as pdfminer does', () => {
    expect(isEmptyLine({ ...line('horizontal', 0, 0, 5, 10), glyphs: GlyphColumns.of([{ text: '\u3000', x0: 0, y0: 0, x1: 5, y1: 10 }]) })).toBe(true)
    expect(isEmptyLine(line('horizontal', 0, 0, 0, 10))).toBe(true)
    expect(isEmptyLine(line('horizontal', 0, 0, 5, 10))).toBe(false)
  })

  it("follows Python's str.isspace: empty is not space, BOM is not space, \\x1c is", () => {
    expect(isPythonSpace('')).toBe(false)
    expect(isPythonSpace('\ufeff')).toBe(false)
    expect(isPythonSpace('\x1c \xa0')).toBe(true)
  })
})
