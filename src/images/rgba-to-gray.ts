/**
 * @module images/rgba-to-gray
 * RGBA (or RGB) pixels → 8-bit luma with the ITU-R 601 weights Leptonica and PIL use (0.299, 0.587, 0.114),
 * in integer arithmetic. Alpha is composited over white (a transparent pixel reads as paper, not ink).
 */
import type { GrayImage } from './gray-image.js'

export function rgbaToGray(pixels: Uint8Array, width: number, height: number, channels = 4): GrayImage {
  const gray = new Uint8Array(width * height)
  for (let i = 0, j = 0; i < gray.length; i++, j += channels) {
    const luma = (pixels[j]! * 19595 + pixels[j + 1]! * 38470 + pixels[j + 2]! * 7471 + 32768) >> 16
    if (channels === 4) {
      const a = pixels[j + 3]!
      gray[i] = a === 255 ? luma : (luma * a + 255 * (255 - a) + 127) / 255
    } else {
      gray[i] = luma
    }
  }
  return { width, height, gray }
}

/** The region `x, y, w, h` (pixels, clamped to the image) of a grayscale image. */
export function cropGray(image: GrayImage, x: number, y: number, w: number, h: number): GrayImage {
  const x0 = Math.max(0, Math.floor(x))
  const y0 = Math.max(0, Math.floor(y))
  const x1 = Math.min(image.width, Math.ceil(x + w))
  const y1 = Math.min(image.height, Math.ceil(y + h))
  const width = Math.max(0, x1 - x0)
  const height = Math.max(0, y1 - y0)
  const gray = new Uint8Array(width * height)
  for (let row = 0; row < height; row++) gray.set(image.gray.subarray((y0 + row) * image.width + x0, (y0 + row) * image.width + x1), row * width)
  return { width, height, gray }
}
