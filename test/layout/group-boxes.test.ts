import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupBoxes } from '../../src/layout/group-boxes.js'
import type { TextBox, TextGroup } from '../../src/layout/types.js'
import { allPairsGroupBoxes } from './all-pairs-group-boxes.js'

type Node = TextBox | TextGroup
const PAGE = { x0: 0, y0: 0, x1: 600, y1: 800 }

function box(x0: number, y0: number, x1: number, y1: number, vertical = false): TextBox {
  return { mode: vertical ? 'vertical' : 'horizontal', x0, y0, x1, y1, index: -1, lines: [] }
}

/** The tree as nested box numbers, with each group's mode and bbox: what the reading order is built from. */
function shape(nodes: Node[], boxes: readonly TextBox[]): unknown {
  const of = (node: Node): unknown =>
    'children' in node ? { mode: node.mode, bbox: [node.x0, node.y0, node.x1, node.y1], children: node.children.map(of) } : boxes.indexOf(node)
  return nodes.map(of)
}

const same = (boxes: TextBox[], container = PAGE, indexedFrom?: number): void => {
  expect(shape(groupBoxes(boxes, container, indexedFrom), boxes)).toEqual(shape(allPairsGroupBoxes(boxes, container), boxes))
}

describe('groupBoxes (lazy candidates) against the all-pairs heap of pdfminer', () => {
  it('builds the same tree for random pages, ties, overlaps, vertical boxes and boxes off the page included', () => {
    const page = fc.tuple(
      fc.integer({ min: -60, max: 60 }),
      fc.integer({ min: -60, max: 60 }),
      fc.integer({ min: 100, max: 700 }),
      fc.integer({ min: 100, max: 900 }),
    )
    // Coordinates on a coarse grid so that equal distances (ties broken by creation ids) are common.
    const rect = fc
      .tuple(
        fc.integer({ min: -10, max: 70 }),
        fc.integer({ min: -10, max: 90 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([x, y, w, h, v, k]) => box(x * 10, y * 10, x * 10 + w * 10 + (k === 0 ? 0.5 : 0), y * 10 + h * 5, v && k < 2))
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 60 }), page, (boxes, [x, y, w, h]) => same(boxes, { x0: x + 0.5, y0: y, x1: x + w, y1: y + h })),
      { numRuns: 400 },
    )
  })

  it('builds the same tree for a page of 240 boxes: an index in three columns of short entries', () => {
    const boxes: TextBox[] = []
    for (let col = 0; col < 3; col++)
      for (let row = 0; row < 80; row++) boxes.push(box(40 + col * 190, 40 + row * 9, 40 + col * 190 + 60 + ((row * 37) % 90), 47 + row * 9))
    same(boxes)
  })

  it('builds the same tree through the spatial index (forced on small pages): ties, equal and zero-size boxes, overlaps', () => {
    // a coarse grid: many equal coordinates and equal distances; sizes 0 included; vertical boxes
    const rect = fc
      .tuple(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([x, y, w, h, k]) => box(x * 20, y * 20, x * 20 + w * 20, y * 20 + h * 10, k === 0))
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 80 }), (boxes) => same(boxes, PAGE, 0)),
      { numRuns: 400 },
    )
  })

  it('builds the same tree through the spatial index with huge, far-off, tiny and thin boxes among ordinary ones', () => {
    const coordinate = fc.oneof(
      fc.integer({ min: -20, max: 620 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.constantFrom(-1e12, 1e12, 0.1, 1e-9, 300.0000001),
    )
    const size = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 1e-9, 1e-3, 1e5, 1e9, 1e13))
    const rect = fc.tuple(coordinate, coordinate, size, size).map(([x, y, w, h]) => box(x, y, x + w, y + h))
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 50 }), (boxes) => same(boxes, PAGE, 0)),
      { numRuns: 300 },
    )
  })

  it('builds the same tree through the spatial index on random pages of 300 lines of text', () => {
    // short boxes on text lines (equal heights, rows at equal steps) with random widths and columns
    const line = fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 79 }), fc.integer({ min: 1, max: 40 }))
      .map(([col, row, w]) => box(20 + col * 95, 20 + row * 9.5, 20 + col * 95 + w * 2.25, 27 + row * 9.5))
    fc.assert(
      fc.property(fc.array(line, { minLength: 150, maxLength: 300 }), (boxes) => same(boxes)),
      { numRuns: 15 },
    )
  })

  it('looks through the spatial index as far as the first partner found allows, where a nearer one lies', () => {
    // two corner dots fix the index's extent (640 × 640, 8 × 8 cells of 80); the last box `a` first finds `b`
    // 10 above it (distance 2,000), beyond its own cells; `c`, 190 to its right, is nearer (1,900) and lies in a
    // cell only the reach of 2,000 / height(a) = 200 gets to (a reach 10 % shorter stops a cell before)
    const boxes = [box(0, 0, 1, 1), box(639, 639, 640, 640), box(90, 320, 290, 330), box(480, 300, 485, 310), box(90, 300, 290, 310)]
    same(boxes, PAGE, 0)
    const [top] = groupBoxes(boxes, PAGE, 0) as [TextGroup]
    const pairs = (node: Node): Node[][] => ('children' in node ? [node.children, ...node.children.flatMap(pairs)] : [])
    expect(pairs(top)).toContainEqual([boxes[3], boxes[4]])
  })

  it('returns no node for no boxes and the box itself for one', () => {
    const only = box(10, 10, 20, 20)
    expect(groupBoxes([], PAGE)).toEqual([])
    expect(groupBoxes([only], PAGE)).toEqual([only])
    expect(groupBoxes([only], PAGE, 0)).toEqual([only])
  })
})
