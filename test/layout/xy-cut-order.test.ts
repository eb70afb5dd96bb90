import { describe, expect, it } from 'vitest'
import { basicOrder, xyCutOrder } from '../../src/layout/xy-cut-order.js'

const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 })

describe('xyCutOrder', () => {
  it('reads a left column before a right column although the basic order interleaves them', () => {
    const boxes = [box(50, 100, 250, 140), box(320, 100, 520, 140), box(50, 150, 250, 190), box(320, 150, 520, 190)]

    expect(basicOrder(boxes)).toEqual([0, 1, 2, 3])
    expect(xyCutOrder(boxes)).toEqual([0, 2, 1, 3])
  })

  it('keeps a full-width title above both columns', () => {
    const boxes = [box(320, 100, 520, 300), box(50, 40, 520, 80), box(50, 100, 250, 300)]

    expect(xyCutOrder(boxes)).toEqual([1, 2, 0])
  })

  it('keeps the basic order when a coordinate is negative', () => {
    const boxes = [box(320, 100, 520, 140), box(-5, 100, 250, 140), box(50, 150, 250, 190)]

    expect(xyCutOrder(boxes)).toEqual([1, 0, 2])
  })

  it('cuts columns only at an uncovered position: boxes whose extents touch make one column', () => {
    const touching = [box(0, 0, 100, 10), box(100, 20, 200, 30), box(0, 40, 100, 50), box(100, 60, 200, 70)]
    const apart = [box(0, 0, 100, 10), box(101, 20, 200, 30), box(0, 40, 100, 50), box(101, 60, 200, 70)]

    expect(xyCutOrder(touching, 1)).toEqual([0, 1, 2, 3])
    expect(xyCutOrder(apart, 1)).toEqual([0, 2, 1, 3])
  })
})
