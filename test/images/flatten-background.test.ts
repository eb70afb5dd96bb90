import { describe, expect, test } from 'vitest'
import { flattenBackground } from '../../src/images/flatten-background.js'
import type { GrayImage } from '../../src/images/gray-image.js'

/** A 400 × 200 page: paper lit by `light(x)`, with short ink strokes (ink reflects 10 % of the light) every 20 px. */
function page(light: (x: number) => number): GrayImage {
  const [width, height] = [400, 200]
  const gray = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ink = y % 20 < 4 && x % 20 < 10
      gray[y * width + x] = Math.round(light(x) * (ink ? 0.1 : 1))
    }
  }
  return { width, height, gray }
}

const at = (image: GrayImage, x: number, y: number): number => image.gray[y * image.width + x]!

describe('flattenBackground', () => {
  test('evens out light falling off across the page: paper near white and ink dark at both ends', () => {
    const flat = flattenBackground(
      page((x) => 250 - (150 * x) / 400),
      100,
    )
    for (const x of [25, 385]) {
      expect(at(flat, x, 10)).toBeGreaterThan(210) // paper
      expect(at(flat, x - 20, 1)).toBeLessThan(40) // ink (x % 20 < 10)
    }
  })

  test('after flattening, one global threshold separates ink from paper everywhere (it does not before)', () => {
    const lit = page((x) => 250 - (200 * x) / 400)
    // Before: the paper on the dark side is darker than the ink on the bright side.
    expect(at(lit, 395, 10)).toBeLessThan(60)
    const flat = flattenBackground(lit, 100)
    for (let x = 5; x < 400; x += 20) {
      expect(at(flat, x, 10)).toBeGreaterThan(128)
      expect(at(flat, x - 3, 1)).toBeLessThan(128) // ink: x − 3 ≡ 2 (mod 20)
    }
  })

  test('keeps a white page with black ink as it is', () => {
    const clean = page(() => 255)
    expect(Array.from(flattenBackground(clean, 100).gray)).toEqual(Array.from(clean.gray))
  })

  test('keeps grey levels: a mid-grey stroke on white stays mid-grey', () => {
    const image = page(() => 255)
    image.gray[50 * 400 + 50] = 128
    expect(at(flattenBackground(image, 100), 50, 50)).toBe(128)
  })

  test('white text on a black band stays brighter than the band', () => {
    const image = page(() => 255)
    for (let y = 20; y < 180; y++) {
      for (let x = 0; x < 400; x++) image.gray[y * 400 + x] = y >= 95 && y < 105 && x % 40 === 0 ? 255 : 20
    }
    const flat = flattenBackground(image, 100)
    expect(at(flat, 200, 100)).toBeGreaterThan(at(flat, 210, 100) + 100)
  })
})
