import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blocksByTop, orderBoxColumns } from '../../src/layout/order-box-columns.js'
import { orderByKey } from '../../src/layout/order-by-key.js'
import { pageBands } from '../../src/layout/page-bands.js'

const block = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 })

describe('orderBoxColumns and blocksByTop', () => {
  it('orders the blocks by top, equal tops in block order, sorting once per set of columns', () => {
    const cols = orderBoxColumns([block(0, 30, 10, 40), block(0, 10, 10, 20), block(20, 30, 30, 40), block(0, -5, 10, 0)])
    const byTop = blocksByTop(cols)
    expect([...byTop]).toEqual([3, 1, 0, 2])
    expect(blocksByTop(cols)).toBe(byTop)
  })

  it('gives pageBands the bands it finds by sorting the tops itself, on random pages', () => {
    const box = fc
      .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 6 }))
      .map(([x, y, w, h]) => block(x * 10, y * 10, x * 10 + w * 10, y * 10 + h * 10))
    fc.assert(
      fc.property(fc.array(box, { maxLength: 40 }), (boxes) => {
        const cols = orderBoxColumns(boxes)
        expect([...blocksByTop(cols)]).toEqual([...orderByKey(cols.y1)])
        expect(pageBands(boxes, undefined, blocksByTop(cols))).toEqual(pageBands(boxes))
      }),
      { numRuns: 300 },
    )
  })
})
