import { describe, expect, test } from 'vitest'
import { mapOcrLines } from '../../src/ocr/map-ocr-lines.js'
import type { OcrLine } from '../../src/ocr/ocr-types.js'
import { rotateGray } from '../../src/images/rotate-gray.js'

const line: OcrLine = {
  x0: 45,
  y0: 150,
  x1: 55,
  y1: 200,
  words: [
    { text: 'up', confidence: 91, x0: 45, y0: 150, x1: 55, y1: 170 },
    { text: 'right', confidence: 88, x0: 45, y0: 180, x1: 55, y1: 200 },
  ],
}

describe('mapOcrLines', () => {
  test('carries line and word boxes of a quarter-turned page back to the page as given', () => {
    // A 200 × 100 page turned 90° clockwise is 100 × 200; its column x 45–55 was the original's row y 45–55.
    const turned = rotateGray({ width: 200, height: 100, gray: new Uint8Array(200 * 100) }, 90)
    const [back] = mapOcrLines([line], turned.toOriginal)
    const rounded = (box: number[]) => box.map((v) => Math.round(v * 1e6) / 1e6)
    expect(rounded([back!.x0, back!.y0, back!.x1, back!.y1])).toEqual([150, 45, 200, 55])
    expect(back!.words.map((w) => [w.text, w.confidence, ...rounded([w.x0, w.y0, w.x1, w.y1])])).toEqual([
      ['up', 91, 150, 45, 170, 55],
      ['right', 88, 180, 45, 200, 55],
    ])
  })

  test('gives each box the bounds of its mapped corners', () => {
    const shift = (x0: number, y0: number, x1: number, y1: number): [number, number, number, number] => [x0 - 5, y0 + 1, x1 + 5, y1 - 1]
    const [back] = mapOcrLines([line], shift)
    expect([back!.x0, back!.y0, back!.x1, back!.y1]).toEqual([40, 151, 60, 199])
    expect(back!.words[1]).toEqual({ text: 'right', confidence: 88, x0: 40, y0: 181, x1: 60, y1: 199 })
  })
})
