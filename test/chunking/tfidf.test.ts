import { describe, expect, test } from 'vitest'
import { fitTfIdf, termsOf } from '../../src/chunking/tfidf.js'

describe('termsOf', () => {
  test('lower-cases, tokenizes on non-word characters and removes English stop words', () => {
    expect(termsOf("The Cat sat on the mat, didn't it?")).toEqual(['cat', 'sat', 'mat', 'didn'])
  })
})

describe('fitTfIdf', () => {
  test("weights a term by its count times natural's idf, 1 + ln(N / (1 + df))", () => {
    const [first, second, third] = fitTfIdf(['apple apple pear', 'apple kiwi', 'plum'])

    expect(first?.get('apple')).toBeCloseTo(2 * (1 + Math.log(3 / 3)))
    expect(first?.get('pear')).toBeCloseTo(1 + Math.log(3 / 2))
    expect(second?.get('kiwi')).toBeCloseTo(1 + Math.log(3 / 2))
    expect([...(third?.keys() ?? [])]).toEqual(['plum'])
  })

  test('gives an empty vector to a text with no terms', () => {
    expect(fitTfIdf(['', 'the and of'])).toEqual([new Map(), new Map()])
  })
})
