import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { finishBox, groupBoxes, orderBoxes } from '../../src/layout/order.js'
import { lineText } from '../../src/layout/text-of.js'
import type { TextBox, WritingMode } from '../../src/layout/types.js'
import { lineOf } from './line-of.js'

function box(name: string, x0: number, y0: number, x1: number, y1: number): TextBox {
  return { mode: 'horizontal', x0, y0, x1, y1, index: -1, lines: [lineOf({ x0, y0, x1, y1 }, [{ text: name, x0, y0, x1, y1 }])] }
}
const PAGE = { x0: 0, y0: 0, x1: 600, y1: 800 }
const names = (boxes: TextBox[]) => boxes.map((b) => b.lines[0]!.glyphs.texts[b.lines[0]!.items[0]!])

describe('orderBoxes', () => {
  it('merges the closest pair first, so a full-width title precedes two columns read one after the other', () => {
    const title = box('title', 50, 700, 550, 720)
    const left = box('left', 50, 400, 280, 680)
    const right = box('right', 320, 400, 550, 680)

    const { boxes } = orderBoxes([right, title, left], PAGE, 0.5)

    expect(names(boxes)).toEqual(['title', 'left', 'right'])
    expect(boxes.map((b) => b.index)).toEqual([0, 1, 2])
  })

  it('reads rows first when boxes flow is -1 (only horizontal position matters… within each group)', () => {
    const a = box('a', 50, 600, 100, 620)
    const b = box('b', 300, 300, 350, 320)

    expect(names(orderBoxes([b, a], PAGE, -1).boxes)).toEqual(['a', 'b'])
    expect(
      names(
        orderBoxes(
          [b, a].map((x) => ({ ...x, lines: [...x.lines] })),
          PAGE,
          1,
        ).boxes,
      ),
    ).toEqual(['a', 'b'])
  })

  it('ends every line with a newline and sorts lines top-down inside a box', () => {
    const low = lineOf({ x0: 0, y0: 0, x1: 10, y1: 10 }, [{ text: 'low', x0: 0, y0: 0, x1: 10, y1: 10 }])
    const high = lineOf({ x0: 0, y0: 12, x1: 10, y1: 22 }, [{ text: 'high', x0: 0, y0: 12, x1: 10, y1: 22 }])
    const b: TextBox = { mode: 'horizontal', x0: 0, y0: 0, x1: 10, y1: 22, index: -1, lines: [low, high] }

    const { boxes } = orderBoxes([b], PAGE, 0.5)

    expect(boxes[0]!.lines.map(lineText)).toEqual(['high\n', 'low\n'])
  })

  it('sorts the lines of a box as a stable sort by top (right edge when vertical) does, equal and odd edges included', () => {
    const edge = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom(-0, NaN, Infinity, -Infinity))
    fc.assert(
      fc.property(fc.array(edge, { maxLength: 24 }), fc.constantFrom<WritingMode>('horizontal', 'vertical'), (edges, mode) => {
        const lines = edges.map((e, k) =>
          lineOf({ x0: 0, y0: 0, x1: mode === 'vertical' ? e : 1, y1: mode === 'horizontal' ? e : 1 }, [
            { text: String(k), x0: 0, y0: 0, x1: 1, y1: 1 },
          ]),
        )
        const expected = mode === 'horizontal' ? [...lines].sort((p, q) => -p.y1 - -q.y1) : [...lines].sort((p, q) => -p.x1 - -q.x1)
        const b: TextBox = { mode, x0: 0, y0: 0, x1: 1, y1: 1, index: -1, lines }

        finishBox(b)

        expect(b.lines).toEqual(expected)
        expect(b.lines.every((l, k) => l === expected[k])).toBe(true)
      }),
      { numRuns: 400 },
    )
  })
})

describe('groupBoxes', () => {
  it('does not merge a pair with another box in between until no closer pair is left', () => {
    const top = box('top', 100, 700, 200, 720)
    const middle = box('middle', 100, 400, 200, 420)
    const bottom = box('bottom', 100, 100, 200, 120)

    const [root] = groupBoxes([top, bottom, middle], PAGE)

    // top+middle (or middle+bottom) merge first; top+bottom never pair directly
    expect(root && 'children' in root ? root.children.length : 0).toBe(2)
    const inner = root && 'children' in root ? root.children.find((c) => 'children' in c) : undefined
    expect(inner && 'children' in inner ? new Set(inner.children) : undefined).toContain(middle)
  })
})
