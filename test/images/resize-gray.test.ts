import { describe, expect, test } from 'vitest'
import { resizeGray } from '../../src/images/resize-gray.js'
import type { GrayImage } from '../../src/images/gray-image.js'

/** A white image with a black square [x0, x1) × [y0, y1). */
function square(size: number, x0: number, x1: number, y0 = x0, y1 = x1): GrayImage {
  const gray = new Uint8Array(size * size).fill(255)
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) gray[y * size + x] = 0
  return { width: size, height: size, gray }
}

describe('resizeGray', () => {
  test('enlarging keeps a flat image flat and a shape where it was, scaled', () => {
    const flat = resizeGray({ width: 3, height: 2, gray: new Uint8Array(6).fill(200) }, 2.5)
    expect([flat.width, flat.height]).toEqual([8, 5])
    expect([...flat.gray].every((v) => v === 200)).toBe(true)
    const big = resizeGray(square(20, 5, 10), 3)
    expect(big.width).toBe(60)
    // centre of the square, and well outside it
    expect(big.gray[22 * 60 + 22]).toBe(0)
    expect(big.gray[50 * 60 + 50]).toBe(255)
    // the square's left edge moves from 5 to 15 px: light before it, dark after it
    expect(big.gray[22 * 60 + 13]!).toBeGreaterThan(195)
    expect(big.gray[22 * 60 + 16]!).toBeLessThan(60)
  })

  test('shrinking averages: a one-pixel checkerboard becomes mid-grey', () => {
    const size = 40
    const gray = new Uint8Array(size * size)
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) gray[y * size + x] = (x + y) % 2 === 0 ? 0 : 255
    const small = resizeGray({ width: size, height: size, gray }, 0.25)
    expect(small.width).toBe(10)
    for (let i = 11; i < 89; i++) if (i % 10 !== 0 && i % 10 !== 9) expect(Math.abs(small.gray[i]! - 128)).toBeLessThan(12)
  })

  test('a scale that changes nothing returns the image itself', () => {
    const image = square(10, 2, 4)
    expect(resizeGray(image, 1)).toBe(image)
  })
})
