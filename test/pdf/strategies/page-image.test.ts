import { describe, expect, test } from 'vitest'
import { jpegBase64Of, pageImageOf } from '../../../src/pdf/strategies/page-image.js'
import { cropGray, rgbaToGray } from '../../../src/images/rgba-to-gray.js'

/** A 37 × 23 render with every channel varying and some translucent pixels (deterministic). */
function render(): { width: number; height: number; rgba: Uint8Array } {
  const width = 37
  const height = 23
  const rgba = new Uint8Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = (i * 37) % 256
    rgba[i * 4 + 1] = (i * 91 + 13) % 256
    rgba[i * 4 + 2] = (i * 53 + 7) % 256
    rgba[i * 4 + 3] = i % 5 === 0 ? (i * 11) % 256 : 255
  }
  return { width, height, rgba }
}

const regions: [number, number, number, number][] = [
  [3, 4, 10, 6],
  [2.6, 1.2, 7.7, 9.1],
  [-5, -3, 12, 8],
  [30, 18, 20, 20],
  [0, 0, 37, 23],
  [40, 30, 5, 5],
]

describe('a page image converts to grayscale what is asked of it', () => {
  test('a region before the whole page is converted has the pixels of the same crop of the whole page', () => {
    const rendered = render()
    const whole = rgbaToGray(rendered.rgba, rendered.width, rendered.height)
    for (const [x, y, w, h] of regions) {
      const image = pageImageOf(rendered, 200)
      expect(image.grayRegion(x, y, w, h)).toEqual(cropGray(whole, x, y, w, h))
    }
  })

  test('the whole page, and regions after it, are the whole-page conversion', () => {
    const rendered = render()
    const whole = rgbaToGray(rendered.rgba, rendered.width, rendered.height)
    const image = pageImageOf(rendered, 200)
    expect(image.gray).toEqual(whole)
    for (const [x, y, w, h] of regions) expect(image.grayRegion(x, y, w, h)).toEqual(cropGray(whole, x, y, w, h))
    expect(image.dpi).toBe(200)
  })

  test('an image block is the JPEG of the whole pixels its box covers, clamped to the page, one pixel at least', async () => {
    const rendered = render()
    /** Width and height in a baseline JPEG's frame header. */
    const size = (base64: string): [number, number] => {
      const bytes = Buffer.from(base64, 'base64')
      for (let i = 2; i + 8 < bytes.length; i++)
        if (bytes[i] === 0xff && bytes[i + 1] === 0xc0) return [bytes.readUInt16BE(i + 7), bytes.readUInt16BE(i + 5)]
      throw new Error('no SOF0 marker')
    }
    expect(size(await jpegBase64Of(rendered, { x1: 2.6, y1: 1.2, x2: 10.3, y2: 10.3 }))).toEqual([9, 10])
    expect(size(await jpegBase64Of(rendered, { x1: -5, y1: 20, x2: 12, y2: 40 }))).toEqual([12, 3])
    expect(size(await jpegBase64Of(rendered, { x1: 5, y1: 5, x2: 5, y2: 5 }))).toEqual([1, 1])
  })
})
