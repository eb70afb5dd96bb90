import { describe, expect, test } from 'vitest'
import { deskew } from '../../src/images/deskew.js'
import { estimateSkew } from '../../src/images/estimate-skew.js'
import type { GrayImage } from '../../src/images/gray-image.js'
import { skewedLines } from './skewed-lines.js'

describe('deskew', () => {
  test('turns a page of lines turned 3° straight, so that its lines measure within 0.2° of level', () => {
    const straightened = deskew(skewedLines(3))
    expect(straightened.degrees).toBeCloseTo(3, 0)
    expect(Math.abs(estimateSkew(straightened.image).degrees)).toBeLessThan(0.2)
  })

  test('maps a box of the straightened page back where the same ink lies on the page as given', () => {
    const page = skewedLines(-2)
    const straightened = deskew(page)
    // The first word of the first line: unturned at x 100–136, y 108–122 (page centre (400, 500)).
    const a = (-2 * Math.PI) / 180
    const centre = (u: number, v: number): [number, number] => {
      // Where the unturned point (u, v) lies on the page turned counter-clockwise by −2°.
      const [du, dv] = [u - 400, v - 500]
      return [du * Math.cos(a) + dv * Math.sin(a) + 400, -du * Math.sin(a) + dv * Math.cos(a) + 500]
    }
    const [cx, cy] = centre(118, 115)
    // On the straightened page the same word is level; find its box there by the canvas offset.
    const dx = (straightened.image.width - page.width) / 2
    const dy = (straightened.image.height - page.height) / 2
    const [x0, y0, x1, y1] = straightened.toOriginal(100 + dx, 108 + dy, 136 + dx, 122 + dy)
    expect(x0).toBeLessThan(cx)
    expect(x1).toBeGreaterThan(cx)
    expect(y0).toBeLessThan(cy)
    expect(y1).toBeGreaterThan(cy)
    expect(page.gray[Math.round(cy) * page.width + Math.round(cx)]).toBeLessThan(128)
  })

  test('returns a page turned less than the threshold untouched, with the identity mapping', () => {
    const page = skewedLines(0.1)
    const result = deskew(page)
    expect(result.image).toBe(page)
    expect(result.degrees).toBe(0)
    expect(result.toOriginal(10, 20, 30, 40)).toEqual([10, 20, 30, 40])
  })

  test('leaves a picture without text lines alone', () => {
    // Deterministic speckle (xorshift32): no angle makes its profile clearly sharper than level.
    const gray = new Uint8Array(400 * 300)
    let s = 2463534242
    for (let i = 0; i < gray.length; i++) {
      s ^= s << 13
      s ^= s >>> 17
      s ^= s << 5
      gray[i] = s & 255
    }
    const picture: GrayImage = { width: 400, height: 300, gray }
    expect(deskew(picture).image === picture).toBe(true)
  })

  test('fills the uncovered corners with the paper grey of the border', () => {
    const page = skewedLines(3)
    const grey: GrayImage = { ...page, gray: page.gray.map((v) => (v === 255 ? 200 : v)) }
    expect(deskew(grey).image.gray[0]).toBe(200)
  })
})
