import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderByKey } from '../../src/layout/order-by-key.js'

/** What the reading-order passes did before: the array sort of the block numbers with a comparator. */
function arraySort(keys: number[], descending: boolean): number[] {
  return keys.map((_, i) => i).sort(descending ? (p, q) => keys[q]! - keys[p]! : (p, q) => keys[p]! - keys[q]!)
}

describe('orderByKey', () => {
  it('orders block numbers as the stable array sort by key does, ascending and descending, ties in block order', () => {
    // few distinct values, so that ties are common; lengths across the insertion runs and several merge passes
    const key = fc.oneof(
      fc.integer({ min: -5, max: 5 }).map((k) => k / 2),
      fc.constant(-0),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    )
    fc.assert(
      fc.property(fc.array(key, { maxLength: 150, size: 'max' }), fc.boolean(), (keys, descending) => {
        expect(Array.from(orderByKey(Float64Array.from(keys), descending))).toEqual(arraySort(keys, descending))
      }),
      { numRuns: 500 },
    )
  })

  it('keeps equal keys in block order across merged runs (long pages of few distinct tops)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 17, maxLength: 120 }), fc.boolean(), (keys, descending) => {
        expect(Array.from(orderByKey(Float64Array.from(keys), descending))).toEqual(arraySort(keys, descending))
      }),
      { numRuns: 200 },
    )
  })

  it('gives the array sort’s own order when a key is NaN or infinite', () => {
    const keys = [3, Number.NaN, 1, Infinity, -Infinity, 2, 1, Number.NaN, 0]
    for (const descending of [false, true]) expect(Array.from(orderByKey(Float64Array.from(keys), descending))).toEqual(arraySort(keys, descending))
  })

  it('sorts a page of 100 blocks given bottom-up into top-down order', () => {
    const tops = Float64Array.from({ length: 100 }, (_, i) => 800 - 8 * i)
    expect(Array.from(orderByKey(tops))).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i))
  })
})
