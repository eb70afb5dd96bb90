import { describe, expect, test } from 'vitest'
import { hasInk } from '../../src/images/has-ink.js'

const page = (width: number, height: number, fill: (i: number) => number) => ({
  width,
  height,
  gray: Uint8Array.from({ length: width * height }, (_, i) => fill(i)),
})

describe('hasInk', () => {
  test('a white page, a black page and an empty page show nothing to read', () => {
    expect(hasInk(page(40, 30, () => 255))).toBe(false)
    expect(hasInk(page(40, 30, () => 0))).toBe(false)
    expect(hasInk(page(0, 0, () => 0))).toBe(false)
  })
  test("a scanner's faint noise (a few levels either way) is still blank", () => {
    expect(hasInk(page(50, 50, (i) => 240 + ((i * 7919) % 13)))).toBe(false)
  })
  test('one dark stroke anywhere on a white page is ink, even the last pixel', () => {
    expect(hasInk(page(50, 50, (i) => (i === 2499 ? 40 : 255)))).toBe(true)
    expect(hasInk(page(50, 50, (i) => (i === 0 ? 40 : 255)))).toBe(true)
  })
  test('light text on a dark page is ink too', () => {
    expect(hasInk(page(20, 20, (i) => (i % 37 === 0 ? 230 : 20)))).toBe(true)
  })
})
