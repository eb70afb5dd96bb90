import { describe, expect, it } from 'vitest'
import { MinHeap } from '../../src/layout/min-heap.js'

describe('MinHeap', () => {
  it('pops heapified and pushed items in ascending order', () => {
    const values = [5, 3, 9, 1, 7, 2, 8, 6, 4, 0]
    const heap = new MinHeap<number>((a, b) => a < b, values.slice(0, 6))
    for (const v of values.slice(6)) heap.push(v)

    const out: number[] = []
    for (let v = heap.pop(); v !== undefined; v = heap.pop()) out.push(v)

    expect(out).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(heap.size).toBe(0)
  })
})
