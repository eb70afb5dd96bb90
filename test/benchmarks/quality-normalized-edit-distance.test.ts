import { expect, test } from 'vitest'
import { normalizedEditDistance } from '../../benchmarks/quality/normalized-edit-distance.js'
import { normalizeText } from '../../benchmarks/quality/normalize-text.js'

test('identical texts are 0 apart, disjoint texts of equal length 1', () => {
  expect(normalizedEditDistance('abc', 'abc')).toBe(0)
  expect(normalizedEditDistance('', '')).toBe(0)
  expect(normalizedEditDistance('abc', 'xyz')).toBe(1)
  expect(normalizedEditDistance('', 'abcd')).toBe(1)
})

test('the distance is divided by the longer length', () => {
  expect(normalizedEditDistance('kitten', 'sitting')).toBeCloseTo(3 / 7)
  expect(normalizedEditDistance('ab', 'abcd')).toBe(0.5)
})

test('two swapped columns are far apart; the same words with other spacing are not', () => {
  const left = 'The first column reads from top to bottom.'
  const right = 'Then the second column follows it.'
  expect(normalizedEditDistance(normalizeText(`${left}\n${right}`), normalizeText(`${left}  ${right}`))).toBe(0)
  expect(normalizedEditDistance(`${left} ${right}`, `${right} ${left}`)).toBeGreaterThan(0.5)
})

test('a 10 000-character page against a shuffled copy (the longest labelled pages) has a distance between 0 and 1', () => {
  const words = Array.from({ length: 1700 }, (_, i) => `w${(i * 7919) % 1000}`)
  const a = words.join(' ').slice(0, 10_000)
  const b = [...words].reverse().join(' ').slice(0, 10_000)
  const d = normalizedEditDistance(a, b)
  expect(d).toBeGreaterThan(0)
  expect(d).toBeLessThanOrEqual(1)
})
