import { describe, expect, test } from 'vitest'
import { mergeRulings, rulingsFrom } from '../../src/tables/rulings.js'

describe('rulingsFrom', () => {
  test('a thin rectangle is one line, a large one its four edges, a slanted segment nothing', () => {
    const { horizontal, vertical } = rulingsFrom(
      [{ x0: 0, y0: 0, x1: 50, y1: 50 }],
      [
        { x0: 10, y0: 100, x1: 200, y1: 101 },
        { x0: 10, y0: 200, x1: 110, y1: 260 },
      ],
      2,
      1,
      5,
    )
    expect(horizontal).toEqual([
      { at: 100.5, a: 10, b: 200 },
      { at: 200, a: 10, b: 110 },
      { at: 260, a: 10, b: 110 },
    ])
    expect(vertical).toEqual([
      { at: 10, a: 200, b: 260 },
      { at: 110, a: 200, b: 260 },
    ])
  })

  test('pieces shorter than the minimum length are dropped', () => {
    const { horizontal } = rulingsFrom([{ x0: 0, y0: 5, x1: 3, y1: 5 }], [], 2, 1, 5)
    expect(horizontal).toEqual([])
  })
})

describe('mergeRulings', () => {
  test('joins touching collinear pieces and keeps apart ones separate', () => {
    const merged = mergeRulings(
      [
        { at: 10, a: 0, b: 40 },
        { at: 10.5, a: 40.5, b: 80 },
        { at: 10.25, a: 120, b: 150 },
      ],
      1,
    )
    expect(merged).toEqual([
      { at: 10.25, a: 0, b: 80 },
      { at: 10.25, a: 120, b: 150 },
    ])
  })
})
