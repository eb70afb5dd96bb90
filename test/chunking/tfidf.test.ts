import { describe, expect, test } from 'vitest'
import { fitTfIdf, termsOf } from '../../src/chunking/tfidf.js'

describe('termsOf', () => {
  test('lower-cases, tokenizes on non-word characters and removes English stop words', () => {
    expect(termsOf("The Cat sat on the mat, didn't it?")).toEqual(['cat', 'sat', 'mat', 'didn'])
  })
})

describe('fitTfIdf', () => {
  test("weights a term by its count times natural's idf, 1 + ln(N / (1 + df))", () => {
    const { vocabularySize, vectors } = fitTfIdf(['apple apple pear', 'apple kiwi', 'plum'])
    const [first, second, third] = vectors

    // Ids in order of first appearance: apple 0, pear 1, kiwi 2, plum 3.
    expect(vocabularySize).toBe(4)
    expect([...first!.ids]).toEqual([0, 1])
    expect(first!.weights[0]).toBeCloseTo(2 * (1 + Math.log(3 / 3)))
    expect(first!.weights[1]).toBeCloseTo(1 + Math.log(3 / 2))
    expect(first!.normSquared).toBeCloseTo(first!.weights[0]! ** 2 + first!.weights[1]! ** 2)
    expect([...second!.ids]).toEqual([0, 2])
    expect(second!.weights[1]).toBeCloseTo(1 + Math.log(3 / 2))
    expect([...third!.ids]).toEqual([3])
  })

  test('gives an empty vector to a text with no terms', () => {
    const { vocabularySize, vectors } = fitTfIdf(['', 'the and of'])

    expect(vocabularySize).toBe(0)
    expect(vectors.map((v) => [v.ids.length, v.normSquared])).toEqual([
      [0, 0],
      [0, 0],
    ])
  })
})
