import { expect, test } from 'vitest'
import { TABLE_MATCH, tokenBag, tokenBagOverlap } from '../../benchmarks/quality/token-bag-overlap.js'

test('tokens are normalised, lower-cased words counted with multiplicity', () => {
  expect([...tokenBag('Year  year \u201cSales\u201d 1')]).toEqual([
    ['year', 2],
    ['"sales"', 1],
    ['1', 1],
  ])
})

test('overlap is the multiset intersection over the smaller bag', () => {
  expect(tokenBagOverlap('a b c d', 'a b')).toBe(1)
  expect(tokenBagOverlap('a b', 'a b c d')).toBe(1)
  expect(tokenBagOverlap('a a b', 'a c c c')).toBe(1 / 3)
  expect(tokenBagOverlap('1 1 1 2', '1 2 2 3')).toBe(0.5)
})

test('an empty side overlaps nothing', () => {
  expect(tokenBagOverlap('', 'a b')).toBe(0)
  expect(tokenBagOverlap('a', '  ')).toBe(0)
})

test('half the smaller bag is a match', () => {
  expect(tokenBagOverlap('x y', 'x z w v') >= TABLE_MATCH).toBe(true)
  expect(tokenBagOverlap('x y z', 'x v w q') >= TABLE_MATCH).toBe(false)
})
