/**
 * @module images/encode-pgm
 * A grayscale image as binary PGM (Netpbm P5): a short text header and the raw bytes. Tesseract's image
 * reader (Leptonica) reads it without decompression, so handing a page to OCR costs one copy, not a PNG
 * encode and decode.
 */
import type { GrayImage } from './gray-image.js'

export function encodePgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`)
  const out = new Uint8Array(header.length + image.gray.length)
  out.set(header, 0)
  out.set(image.gray, header.length)
  return out
}
