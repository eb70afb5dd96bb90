/**
 * @module images/has-ink
 * Whether a gray page could show anything to read: some pixels differ from the others by at least
 * `minContrast` levels. A blank page (one colour, or a scanner's faint noise) has none, and OCR of it reads
 * nothing while costing time in proportion to its pixels: a blank 16000 x 16000 image took a minute and
 * 2.4 GB; 2,000 blank 8 x 8 pages of a TIFF, one OCR call each, over two minutes (hostile-input issue).
 * One pass, stopping at the first pair of pixels far enough apart.
 */
import type { GrayImage } from './gray-image.js'

/** Gray levels between the lightest and darkest pixel below which a page counts as blank (faint scanner noise). */
export const MIN_INK_CONTRAST = 32

export function hasInk(image: GrayImage, minContrast = MIN_INK_CONTRAST): boolean {
  const gray = image.gray
  const length = Math.min(gray.length, image.width * image.height)
  if (length === 0) return false
  let low = gray[0]!
  let high = low
  for (let i = 1; i < length; i++) {
    const v = gray[i]!
    if (v < low) low = v
    else if (v > high) high = v
    else continue
    if (high - low >= minContrast) return true
  }
  return false
}
