import { describe, expect, test } from 'vitest'
import { medianTextHeight } from '../../src/ocr/text-height.js'
import type { OcrLine } from '../../src/ocr/ocr-types.js'

const line = (...words: [string, number][]): OcrLine => ({
  x0: 0,
  y0: 0,
  x1: 100,
  y1: 20,
  words: words.map(([text, height], i) => ({ text, confidence: 90, x0: i * 10, y0: 0, x1: i * 10 + 8, y1: height })),
})

describe('medianTextHeight', () => {
  test('the median height of the words with a letter or digit', () => {
    expect(medianTextHeight([line(['The', 10], ['cat', 7], ['—', 2]), line(['sat', 8], ['.', 1])])).toBe(8)
    expect(medianTextHeight([line(['ab', 6], ['cd', 10])])).toBe(8)
  })

  test('no words: unknown', () => {
    expect(medianTextHeight([line(['|', 30])])).toBeUndefined()
    expect(medianTextHeight([])).toBeUndefined()
  })
})
