import { describe, expect, it } from 'vitest'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import { findNeighbors, groupGlyphsIntoLines, isEmptyLine, isPythonSpace } from '../../src/layout/lines.js'
import { DEFAULT_LAYOUT_PARAMS } from '../../src/layout/params.js'
import { Plane } from '../../src/layout/plane.js'
import { lineText } from '../../src/layout/text-of.js'
import type { TextLine, WritingMode } from '../../src/layout/types.js'

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
