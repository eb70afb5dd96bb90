/**
 * @module images/jpeg-shrink
 * How much to shrink a JPEG while decoding it. libjpeg decodes at 1/2, 1/4 or 1/8 scale for the price of
 * the small image, so a JPEG of more pixels than OCR reads is decoded at the smallest of those scales
 * that brings it within OCR_MAX_PIXELS — the pixel budget of a page OCR reads (./ocr-page-pixels.ts, also
 * ocr/ocr-zoom's MAX_ZOOM_PIXELS: about four 200-DPI letter pages; tesseract.js runs in 32-bit WASM memory). A 20,000 × 20,000 photo of
 * a poster (400 M pixels, 1.2 GB as RGB) is read at 2,500 × 2,500. A JPEG whose 1/8 scale is still over
 * the document's maxImagePixels is refused by the caller.
 */
import { OCR_PAGE_PIXELS } from './ocr-page-pixels.js'

/** Pixels of a decoded page above which a JPEG is shrunk while decoding. */
export const OCR_MAX_PIXELS = OCR_PAGE_PIXELS

/** The JPEG decoder's scales: 1/2, 1/4, 1/8. */
const SHRINKS = [2, 4, 8] as const

/**
 * The shrink (1, 2, 4 or 8) to decode a `width` × `height` JPEG at: 1 when it is within OCR_MAX_PIXELS
 * and `maxPixels`, else the smallest scale that brings it within both (8 when none does).
 */
export function jpegShrink(width: number, height: number, maxPixels: number): number {
  const budget = Math.min(OCR_MAX_PIXELS, maxPixels)
  const pixels = width * height
  if (pixels <= budget) return 1
  return SHRINKS.find((shrink) => pixels / (shrink * shrink) <= budget) ?? 8
}
