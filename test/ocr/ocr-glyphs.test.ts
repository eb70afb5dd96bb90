import { describe, expect, test } from 'vitest'
import { ocrLinesToGlyphs } from '../../src/ocr/ocr-glyphs.js'
import { analyzeLayout } from '../../src/layout/analyze-layout.js'
import { boxText } from '../../src/layout/text-of.js'
import type { OcrLine } from '../../src/ocr/ocr-types.js'

const line = (y: number, words: [string, number, number][]): OcrLine => ({
  x0: words[0]![1],
  y0: y,
  x1: words[words.length - 1]![2],
  y1: y + 30,
  words: words.map(([text, x0, x1]) => ({ text, confidence: 90, x0, y0: y, x1, y1: y + 30 })),
})

describe('ocrLinesToGlyphs', () => {
  test('splits each word into one glyph per character, flipped to y-up page coordinates', () => {
    const glyphs = ocrLinesToGlyphs([line(100, [['ab', 10, 30]])], 1000)
    expect(glyphs.map((g) => g.text)).toEqual(['a', 'b'])
    expect(glyphs[0]!.x0).toBe(10)
    expect(glyphs[1]!.x1).toBe(30)
    expect(glyphs[0]!.y1).toBeGreaterThan(1000 - 100)
    expect(glyphs[0]!.y0).toBeLessThan(1000 - 130)
  })

  test('keeps tesseract word breaks even when the gap is narrower than the word margin', () => {
    const glyphs = ocrLinesToGlyphs(
      [
        line(100, [
          ['tight', 10, 110],
          ['gap', 111, 171],
        ]),
      ],
      1000,
    )
    const layout = analyzeLayout(glyphs, { x0: 0, y0: 0, x1: 1000, y1: 1000 })
    expect(layout.boxes.map((b) => boxText(b).replace(/\s+/g, ' ').trim())).toEqual(['tight gap'])
  })

  test('lines of one paragraph land in one layout box, a distant line in another', () => {
    const lines = [line(100, [['first', 10, 110]]), line(140, [['second', 10, 130]]), line(400, [['far', 10, 70]])]
    const layout = analyzeLayout(ocrLinesToGlyphs(lines, 1000), { x0: 0, y0: 0, x1: 1000, y1: 1000 })
    expect(layout.boxes.map((b) => boxText(b).replace(/\s+/g, ' ').trim())).toEqual(['first second', 'far'])
  })
})
