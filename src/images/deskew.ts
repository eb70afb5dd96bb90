/**
 * @module images/deskew
 * Straightens a page of text turned by a few degrees (images/estimate-skew, images/rotate-gray), and says how
 * boxes found on the straightened page map back to the page as given. A page whose estimated skew is below
 * `MIN_DESKEW_DEGREES`, or whose profile is not clearly sharper turned than straight (no text lines), is
 * returned untouched: the same image object and the identity mapping. The uncovered corners take the
 * paper's grey (the median of the image's border).
 */
import type { GrayImage } from './gray-image.js'
import { estimateSkew } from './estimate-skew.js'
import { rotateGray } from './rotate-gray.js'

/** Skews smaller than this (degrees) are left alone. */
export const MIN_DESKEW_DEGREES = 0.25
/** The turned profile must be this much sharper than the straight one (text lines, not a photograph). */
const MIN_GAIN = 1.2

export interface Deskewed {
  image: GrayImage
  /** The turn applied, clockwise on screen (0: untouched). */
  degrees: number
  /** A box of `image` → the axis-aligned box of its corners in the original image. */
  toOriginal(x0: number, y0: number, x1: number, y1: number): [number, number, number, number]
}

export function deskew(image: GrayImage, minDegrees = MIN_DESKEW_DEGREES): Deskewed {
  const skew = estimateSkew(image)
  if (Math.abs(skew.degrees) < minDegrees || skew.gain < MIN_GAIN) return { image, degrees: 0, toOriginal: (x0, y0, x1, y1) => [x0, y0, x1, y1] }
  return { ...rotateGray(image, skew.degrees, borderMedian(image)), degrees: skew.degrees }
}

/**
 * The median grey of the image's outermost pixels: the paper at its edge, the fill for the corners the turn
 * uncovers (white corners on grey paper would make tesseract's global threshold call the paper ink).
 */
function borderMedian(image: GrayImage): number {
  const { width: w, height: h, gray } = image
  const histogram = new Uint32Array(256)
  for (let x = 0; x < w; x++) {
    histogram[gray[x]!]!++
    histogram[gray[(h - 1) * w + x]!]!++
  }
  for (let y = 0; y < h; y++) {
    histogram[gray[y * w]!]!++
    histogram[gray[y * w + w - 1]!]!++
  }
  const half = (2 * (w + h)) / 2
  let seen = 0
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!
    if (seen >= half) return v
  }
  return 255
}
