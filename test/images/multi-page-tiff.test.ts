import { describe, expect, test } from 'vitest'
import { decodeImagePages } from '../../src/images/sharp.js'
import { tiffOfPages } from '../../scripts/hostile/multi-page-tiff.js'

/** A page whose pixels tell page and position apart: level = (page * 31 + x * 7 + y * 3) % 256. */
const page = (p: number, width: number, height: number) => ({
  width,
  height,
  gray: Uint8Array.from({ length: width * height }, (_, i) => (p * 31 + (i % width) * 7 + Math.floor(i / width) * 3) % 256),
})

describe('multi-page TIFF decoding', () => {
  test('every page of a long TIFF of equal pages comes out, in order, pixel for pixel', async () => {
    const pages = Array.from({ length: 150 }, (_, p) => page(p, 12, 9))
    const decoded = await decodeImagePages(tiffOfPages(pages), 'tiff')
    expect(decoded).toHaveLength(150)
    decoded.forEach((got, p) => {
      expect([got.width, got.height]).toEqual([12, 9])
      expect(Array.from(got.gray)).toEqual(Array.from(pages[p]!.gray))
    })
  })
  test('pages of different sizes each keep their own size and pixels', async () => {
    const pages = [page(0, 10, 6), page(1, 7, 11), page(2, 10, 6)]
    const decoded = await decodeImagePages(tiffOfPages(pages), 'tiff')
    expect(decoded.map((d) => [d.width, d.height])).toEqual([
      [10, 6],
      [7, 11],
      [10, 6],
    ])
    decoded.forEach((got, p) => expect(Array.from(got.gray)).toEqual(Array.from(pages[p]!.gray)))
  })
  test('maxPages still bounds how many pages are read', async () => {
    const decoded = await decodeImagePages(tiffOfPages(Array.from({ length: 100 }, (_, p) => page(p, 8, 8))), 'tiff', { maxPages: 70 })
    expect(decoded).toHaveLength(70)
    expect(Array.from(decoded[69]!.gray)).toEqual(Array.from(page(69, 8, 8).gray))
  })
})
