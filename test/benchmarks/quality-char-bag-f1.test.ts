import { expect, test } from 'vitest'
import { charBag, charBagF1 } from '../../benchmarks/quality/char-bag-f1.js'

test('the bag holds non-whitespace characters after NFKC', () => {
  expect([...charBag('\ufb01 a\na')]).toEqual([
    ['f', 1],
    ['i', 1],
    ['a', 2],
  ])
})

test('order and whitespace do not count', () => {
  expect(charBagF1('abc def', 'fed\ncba').f1).toBe(1)
  expect(charBagF1('', '').f1).toBe(1)
})

test('F1 is 2·common / (ours + reference), with the surplus characters on each side', () => {
  const score = charBagF1('aab?', 'aabcc')
  expect(score.ours).toBe(4)
  expect(score.reference).toBe(5)
  expect(score.f1).toBeCloseTo((2 * 3) / 9)
  expect(score.missed).toEqual([['c', 2]])
  expect(score.added).toEqual([['?', 1]])
})

test('missed and added are capped at the top N, largest first', () => {
  const score = charBagF1('', 'aaabbcdefg', 2)
  expect(score.f1).toBe(0)
  expect(score.missed).toEqual([
    ['a', 3],
    ['b', 2],
  ])
})

test('controls and format characters are not counted (pdftotext writes undecodable glyphs as U+0003)', () => {
  expect(charBagF1('\u202bab\u202c', 'a\u0003b\u200d').f1).toBe(1)
})
