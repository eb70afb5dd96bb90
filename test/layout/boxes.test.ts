import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupLinesIntoBoxes } from '../../src/layout/boxes.js'
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import { findNeighbors } from '../../src/layout/lines.js'
import { Plane } from '../../src/layout/plane.js'
import type { Rect, TextLine } from '../../src/layout/types.js'

function line(x0: number, y0: number, x1: number, y1: number, mode: TextLine['mode'] = 'horizontal'): TextLine {
  return { mode, x0, y0, x1, y1, glyphs: new GlyphColumns(), items: [] }
}

/** pdfminer's `group_textlines` word for word (a dict from line to box, `uniq(members)`): each box as its lines, in the order added. */
function pdfminerBoxes(lines: readonly TextLine[], container: Rect, lineMargin: number): TextLine[][] {
  const plane = new Plane<TextLine>(container)
  plane.extend(lines)
  const boxes = new Map<TextLine, TextLine[]>()
  for (const current of lines) {
    const members = [current]
    for (const neighbor of findNeighbors(current, plane, lineMargin)) {
      members.push(neighbor)
      const box = boxes.get(neighbor)
      if (box !== undefined) {
        boxes.delete(neighbor)
        members.push(...box)
      }
    }
    const box = [...new Set(members)]
    for (const member of box) boxes.set(member, box)
  }
  const done = new Set<TextLine[]>()
  const result: TextLine[][] = []
  for (const current of lines) {
    const box = boxes.get(current)
    if (box === undefined || done.has(box)) continue
    done.add(box)
    result.push(box)
  }
  return result
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

  it('gives the boxes pdfminer gives, each with its lines in the order pdfminer adds them, on pages of aligned lines in any stream order', () => {
    // lines on a coarse grid, so that many are neighbours (aligned edges, equal heights) and boxes merge in chains; some
    // without width or height (not their own neighbours) or across the container's edge
    const coarseLine = fc
      .record({
        x: fc.integer({ min: -1, max: 9 }),
        y: fc.integer({ min: -2, max: 42 }),
        w: fc.integer({ min: 0, max: 6 }),
        h: fc.integer({ min: 0, max: 3 }),
      })
      .chain(({ x, y, w, h }) =>
        fc.constantFrom(line(20 * x, 5 * y, 20 * (x + w), 5 * y + 4 * h), line(5 * y, 20 * x, 5 * y + 4 * h, 20 * (x + w), 'vertical')),
      )
    fc.assert(
      fc.property(fc.array(coarseLine, { maxLength: 120, size: 'max' }), fc.constantFrom(0.5, 1, 2), (lines, lineMargin) => {
        const container = { x0: 0, y0: 0, x1: 200, y1: 200 }
        const expected = pdfminerBoxes(lines, container, lineMargin).filter((box) => {
          const xs = box.flatMap((l) => [l.x0, l.x1])
          const ys = box.flatMap((l) => [l.y0, l.y1])
          return Math.max(...xs) > Math.min(...xs) && Math.max(...ys) > Math.min(...ys)
        })
        expect(groupLinesIntoBoxes(lines, container, lineMargin).map((box) => box.lines)).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps a line without height in the box of the taller line that took it when it opens a box of its own, as pdfminer does, however many', () => {
    // the tall lines find the flat ones (within twice their height), the flat ones find none (not even themselves): each
    // flat one opens a box of its own while the first tall line's box keeps it, so the boxes alive hold more lines than
    // there are, until the last tall line takes them all
    const container = { x0: 0, y0: 0, x1: 200, y1: 200 }
    const flat = Array.from({ length: 60 }, (_, k) => line(0, 2 + k / 10, 50, 2 + k / 10))
    const lines = [line(0, 0, 50, 10), ...flat, line(0, 0, 50, 10)]

    const boxes = groupLinesIntoBoxes(lines, container, 2)

    expect(boxes.map((box) => box.lines)).toEqual(pdfminerBoxes(lines, container, 2))
    expect(boxes).toHaveLength(1)
    expect(new Set(boxes[0]!.lines)).toEqual(new Set(lines))
  })
})
