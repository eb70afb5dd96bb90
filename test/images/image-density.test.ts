import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { imageDensity } from '../../src/images/image-density.js'

const blank = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })

describe('imageDensity reads the density a file declares as sharp (libvips) reads it', () => {
  test.each([72, 150, 200, 300, 96.5])('a PNG written at %s DPI (pHYs chunk)', async (dpi) => {
    const png = new Uint8Array(await blank().png().withMetadata({ density: dpi }).toBuffer())

    expect(imageDensity(png, 'png')).toBe((await sharp(png).metadata()).density)
  })

  test.each([72, 200, 300])('a JPEG written at %s DPI', async (dpi) => {
    const jpeg = new Uint8Array(await blank().jpeg().withMetadata({ density: dpi }).toBuffer())

    expect(imageDensity(jpeg, 'jpg')).toBe((await sharp(jpeg).metadata()).density)
  })

  test('a JPEG whose EXIF says 300 DPI and whose JFIF header says 72 is 300 DPI, as libvips reads it', () => {
    const jfif = [0xff, 0xe0, 0x00, 0x10, ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0, 1, 1, 1, 0, 72, 0, 72, 0, 0]
    // EXIF, big-endian TIFF: IFD0 with XResolution (rational 300/1 at offset 26) and ResolutionUnit 2 (inch).
    const tiff = [
      0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 2, 0x01, 0x1a, 0, 5, 0, 0, 0, 1, 0, 0, 0, 38, 0x01, 0x28, 0, 3, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1,
      44, 0, 0, 0, 1,
    ]
    const exif = [0xff, 0xe1, 0, 2 + 6 + tiff.length, ...'Exif'.split('').map((c) => c.charCodeAt(0)), 0, 0, ...tiff]
    const jpeg = new Uint8Array([0xff, 0xd8, ...jfif, ...exif, 0xff, 0xd9])

    expect(imageDensity(jpeg, 'jpg')).toBe(300)
  })

  test("a PNG at libvips's default 1 pixel per millimetre declares no density, as sharp reports none", async () => {
    const plain = new Uint8Array(await blank().png().toBuffer())

    expect((await sharp(plain).metadata()).density).toBeUndefined()
    expect(imageDensity(plain, 'png')).toBeUndefined()
  })

  test("a PNG without pHYs and a JPEG whose JFIF header is only an aspect ratio are 72 DPI, libvips's default, as sharp reports", async () => {
    const withPhys = new Uint8Array(await blank().png().toBuffer())
    const at = Buffer.from(withPhys).indexOf('pHYs') - 4 // length, type, 9 bytes of data, CRC
    const png = new Uint8Array([...withPhys.subarray(0, at), ...withPhys.subarray(at + 21)])
    const jpeg = new Uint8Array(await blank().jpeg().toBuffer())
    jpeg[Buffer.from(jpeg).indexOf('JFIF') + 7] = 0 // units: none (aspect ratio only)

    expect([imageDensity(png, 'png'), imageDensity(jpeg, 'jpg')]).toEqual([
      (await sharp(png).metadata()).density,
      (await sharp(jpeg).metadata()).density,
    ])
    expect(imageDensity(png, 'png')).toBe(72)
  })

  test('GIF and WEBP files declare no density, as sharp reports none', async () => {
    const gif = new Uint8Array(await blank().gif().toBuffer())

    expect((await sharp(gif).metadata()).density).toBeUndefined()
    expect(imageDensity(gif, 'gif')).toBeUndefined()
  })
})
