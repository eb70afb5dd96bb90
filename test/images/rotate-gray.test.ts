import { describe, expect, test } from 'vitest'
import { rotateGray } from '../../src/images/rotate-gray.js'
import type { GrayImage } from '../../src/images/gray-image.js'

/** A white image with the dark rectangle [x0, x1) × [y0, y1). */
function withRectangle(width: number, height: number, x0: number, y0: number, x1: number, y1: number): GrayImage {
  const gray = new Uint8Array(width * height).fill(255)
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) gray[y * width + x] = 0
  return { width, height, gray }
}

/** The box around the pixels darker than mid-grey. */
function inkBox(image: GrayImage): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity]
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.gray[y * image.width + x]! < 128) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)]
    }
  }
  return [x0, y0, x1, y1]
}

describe('rotateGray', () => {
  test('a quarter turn clockwise swaps the sides and carries the right-hand edge to the bottom', () => {
    // 200 wide × 100 high, a mark at the middle of the right edge.
    const turned = rotateGray(withRectangle(200, 100, 190, 45, 200, 55), 90)
    expect([turned.image.width, turned.image.height]).toEqual([100, 200])
    expect(inkBox(turned.image)).toEqual([45, 190, 55, 200])
  })

  test('maps a box of the quarter-turned image back to the box it came from', () => {
    const turned = rotateGray(withRectangle(200, 100, 0, 0, 1, 1), 90)
    // In the turned image (100 × 200) the box x 45–55, y 190–200 is the original's x 190–200, y 45–55.
    const back = turned.toOriginal(45, 190, 55, 200)
    back.forEach((v, i) => expect(v).toBeCloseTo([190, 45, 200, 55][i]!, 9))
  })

  test('maps a box back to the axis-aligned box of its turned corners, clamped to the original', () => {
    // 100 × 100 turned 30° clockwise: the canvas grows to 137 × 137 (centre 68.5).
    const turned = rotateGray(withRectangle(100, 100, 0, 0, 1, 1), 30)
    expect([turned.image.width, turned.image.height]).toEqual([137, 137])
    // The box 58.5–78.5 × 63.5–73.5 about the centre: corners at (±10, ±5) from it. Turned back
    // counter-clockwise by 30°: x spans ±(10·cos30 + 5·sin30) = ±11.16, y spans ±(10·sin30 + 5·cos30) = ±9.33.
    const [x0, y0, x1, y1] = turned.toOriginal(58.5, 63.5, 78.5, 73.5)
    expect(x0).toBeCloseTo(50 - 11.16, 2)
    expect(x1).toBeCloseTo(50 + 11.16, 2)
    expect(y0).toBeCloseTo(50 - 9.33, 2)
    expect(y1).toBeCloseTo(50 + 9.33, 2)
    // A box in the uncovered corner comes back clamped to the original page.
    expect(turned.toOriginal(0, 0, 5, 5).every((v) => v >= 0 && v <= 100)).toBe(true)
  })

  test('a word turned 4° and found in the turned image maps back onto the word', () => {
    const word = [300, 200, 420, 230] as const
    const turned = rotateGray(withRectangle(600, 400, ...word), 4)
    const [x0, y0, x1, y1] = turned.toOriginal(...inkBox(turned.image))
    // Covers the word, and is larger only by the turn of the found box (about 120·sin 4° ≈ 8.4 px high).
    expect(x0).toBeLessThanOrEqual(word[0])
    expect(y0).toBeLessThanOrEqual(word[1])
    expect(x1).toBeGreaterThanOrEqual(word[2])
    expect(y1).toBeGreaterThanOrEqual(word[3])
    expect(word[0] - x0).toBeLessThan(4)
    expect(y1 - y0 - (word[3] - word[1])).toBeLessThan(20)
  })

  test('fills the uncovered corners with the given grey', () => {
    const turned = rotateGray(withRectangle(100, 100, 0, 0, 0, 0), 10, 200)
    expect(turned.image.gray[0]).toBe(200)
    expect(turned.image.gray[Math.floor(turned.image.height / 2) * turned.image.width + Math.floor(turned.image.width / 2)]).toBe(255)
  })
})
