/**
 * A JPEG of more pixels than OCR reads is shrunk while it is decoded (libjpeg's 1/2, 1/4, 1/8 scales; any
 * other single-page image within maxImagePixels by libvips's resize over a sequential read) rather than decoded whole or refused: its text is read, its coordinates are in the file's pixels, and a
 * document limit maxImagePixels below its size still lets it through when the shrunk image fits.
 */
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { decodeImagePages } from '../../src/images/sharp.js'
import { jpegShrink, OCR_MAX_PIXELS } from '../../src/images/jpeg-shrink.js'
import { LimitExceededError, partition } from '../../src/index.js'

/** A white `size` × `size` JPEG with one line of large black text in the middle (pango, then a white border). */
async function posterJpeg(size: number, words: string): Promise<Uint8Array> {
  const label = await sharp({ text: { text: words, font: 'sans', dpi: Math.round(size / 7) } })
    .negate()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height, channels } = label.info
  const left = Math.floor((size - width) / 2)
  const top = Math.floor((size - height) / 2)
  const jpeg = await sharp(label.data, { raw: { width, height, channels } })
    .extractChannel(0)
    .extend({ top, bottom: size - height - top, left, right: size - width - left, background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer()
  return new Uint8Array(jpeg)
}

describe('jpegShrink', () => {
  test('the smallest of 1, 2, 4, 8 that brings the image within what OCR reads and maxImagePixels', () => {
    expect(OCR_MAX_PIXELS).toBe(16_000_000)
    expect(jpegShrink(4032, 3024, 400_000_000)).toBe(1) // a 12-megapixel photo
    expect(jpegShrink(8000, 6000, 400_000_000)).toBe(2) // 48 MP → 12 MP
    expect(jpegShrink(20_000, 20_000, 400_000_000)).toBe(8) // 400 MP → 6.25 MP
    expect(jpegShrink(4032, 3024, 1_000_000)).toBe(4) // a lowered maxImagePixels shrinks further
    expect(jpegShrink(40_000, 40_000, 1_000_000)).toBe(8) // the caller refuses what 1/8 does not fit
  })
})

describe('a large JPEG', () => {
  test('of more pixels than OCR reads gives its text, decoded at half size, with coordinates in the pixels of the file', async () => {
    const jpeg = await posterJpeg(6000, 'Survey of the upper river') // 36 MP → 9 MP
    const [page] = await decodeImagePages(jpeg, 'jpg')
    expect(page).toMatchObject({ width: 3000, height: 3000, fileSize: { width: 6000, height: 6000 } })
    const elements = await partition(jpeg, { filename: 'poster.jpg', strategy: 'ocr_only', coordinates: true })
    expect(elements.map((e) => e.text).join(' ')).toMatch(/upper river/)
    const c = elements[0]!.metadata.coordinates!
    expect(c).toMatchObject({ layout_width: 6000, layout_height: 6000 })
    // the line sits in the middle of the poster, in file pixels
    expect(c.points[0]![1]).toBeGreaterThan(2000)
    expect(c.points[1]![1]).toBeLessThan(4000)
  })

  test('over maxImagePixels is shrunk to fit instead of refused; a PNG of the same size is refused (its decoder reads every pixel), one within the limit is read at the OCR size', async () => {
    const jpeg = await posterJpeg(4000, 'Three gauges needed repairs')
    const limits = { maxImagePixels: 1_000_000 }
    const [page] = await decodeImagePages(jpeg, 'jpg', { maxPixels: limits.maxImagePixels })
    expect(page).toMatchObject({ width: 1000, height: 1000 })
    const [eighth] = await decodeImagePages(jpeg, 'jpg', { maxPixels: 300_000 })
    expect(eighth).toMatchObject({ width: 500, height: 500, fileSize: { width: 4000, height: 4000 } })
    expect(await partition(jpeg, { filename: 'poster.jpg', strategy: 'od_only', limits })).toHaveLength(1)
    const png = new Uint8Array(await sharp(jpeg).png({ compressionLevel: 1 }).toBuffer())
    await expect(partition(png, { filename: 'poster.png', strategy: 'od_only', limits })).rejects.toBeInstanceOf(LimitExceededError)
    // within maxImagePixels but over what OCR reads (16 M pixels): streamed through the resize, not decoded whole
    const bigPng = new Uint8Array(
      await sharp(await posterJpeg(6000, 'Survey of the upper river'))
        .png({ compressionLevel: 1 })
        .toBuffer(),
    )
    const [pngPage] = await decodeImagePages(bigPng, 'png')
    expect(pngPage).toMatchObject({ width: 3000, height: 3000, fileSize: { width: 6000, height: 6000 } })
  })
})
