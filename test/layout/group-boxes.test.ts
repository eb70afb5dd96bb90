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

const same = (boxes: TextBox[], container = PAGE): void => {
  expect(shape(groupBoxes(boxes, container), boxes)).toEqual(shape(allPairsGroupBoxes(boxes, container), boxes))
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

  it('returns no node for no boxes and the box itself for one', () => {
    const only = box(10, 10, 20, 20)
    expect(groupBoxes([], PAGE)).toEqual([])
    expect(groupBoxes([only], PAGE)).toEqual([only])
  })
})
