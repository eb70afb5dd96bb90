import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderBoxColumns } from '../../src/layout/order-box-columns.js'
import { partnersByTop, partnersOfAllPairs, sideHeadPartners } from '../../src/layout/side-head-partners.js'

describe('side-head partners', () => {
  it('by sorted tops are the partners the loop over all pairs finds (level tops, equal left edges, body flags)', () => {
    // a coarse grid: tops level within the tolerance, equal left edges and blocks exactly twice as wide are common
    const block = fc
      .tuple(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
      )
      .map(([x, y, w, h, inBody]) => ({ box: { x1: x * 20, y1: y * 4, x2: x * 20 + w * 20, y2: y * 4 + h * 9 }, inBody }))
    fc.assert(
      fc.property(fc.array(block, { minLength: 20, maxLength: 90, size: 'max' }), fc.integer({ min: 0, max: 12 }), (blocks, t) => {
        const cols = orderBoxColumns(blocks.map((b) => b.box))
        const body = Uint8Array.from(blocks, (b) => (b.inBody ? 1 : 0))
        expect(Array.from(partnersByTop(cols, body, t))).toEqual(Array.from(partnersOfAllPairs(cols, body, t)))
      }),
      { numRuns: 400 },
    )
  })

  it('finds the leftmost wide block level with a head, and none for a head whose tops differ by more than the tolerance', () => {
    const cols = orderBoxColumns([
      { x1: 40, y1: 100, x2: 100, y2: 110 },
      { x1: 130, y1: 101, x2: 500, y2: 160 },
      { x1: 120, y1: 99, x2: 520, y2: 140 },
      { x1: 40, y1: 200, x2: 100, y2: 210 },
      { x1: 120, y1: 206, x2: 520, y2: 260 },
    ])
    expect(Array.from(sideHeadPartners(cols, new Uint8Array(5).fill(1), 4))).toEqual([2, -1, -1, -1, -1])
  })

  it('takes the loop over all pairs when a coordinate is not finite (a NaN edge passes every test there, first in block order)', () => {
    const cols = orderBoxColumns([
      { x1: 120, y1: 99, x2: 520, y2: 140 },
      { x1: Number.NaN, y1: 100.5, x2: 600, y2: 110 },
      { x1: 40, y1: 101, x2: 100, y2: 110 },
    ])
    const body = new Uint8Array(3).fill(1)
    expect(Array.from(partnersByTop(cols, body, 4))).toEqual([1, -1, 1])
    expect(Array.from(sideHeadPartners(cols, body, 4))).toEqual([1, -1, 0])
    expect(Array.from(sideHeadPartners(cols, body, 4))).toEqual(Array.from(partnersOfAllPairs(cols, body, 4)))
  })
})
