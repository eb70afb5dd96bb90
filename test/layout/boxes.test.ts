import { describe, expect, it } from 'vitest'
import { groupLinesIntoBoxes } from '../../src/layout/boxes.js'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import type { TextLine } from '../../src/layout/types.js'

function line(x0: number, y0: number, x1: number, y1: number): TextLine {
  return { mode: 'horizontal', x0, y0, x1, y1, glyphs: new GlyphColumns(), items: [] }
}

describe('groupLinesIntoBoxes', () => {
  it('returns separate boxes for lines that do not touch, even when the container bbox misses one (pdfminer test_layout.py)', () => {
    const lines = [line(0, 0, 50, 5), line(0, 50, 50, 55)]

    const boxes = groupLinesIntoBoxes(lines, { x0: 0, y0: 0, x1: 50, y1: 50 }, 0.5)

    expect(boxes).toHaveLength(2)
  })

  it('chains lines into one box through common neighbours, whatever their stream order', () => {
    const a = line(0, 100, 50, 110)
    const b = line(0, 88, 50, 98)
    const c = line(0, 76, 50, 86)

    const boxes = groupLinesIntoBoxes([a, c, b], { x0: 0, y0: 0, x1: 200, y1: 200 }, 0.5)

    expect(boxes).toHaveLength(1)
    expect(new Set(boxes[0]!.lines)).toEqual(new Set([a, b, c]))
    expect([boxes[0]!.x0, boxes[0]!.y0, boxes[0]!.x1, boxes[0]!.y1]).toEqual([0, 76, 50, 110])
  })
})
