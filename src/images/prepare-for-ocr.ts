/**
 * @module images/prepare-for-ocr
 * What a whole page image goes through before OCR (issue 3: "prepared for OCR … where it measurably
 * helps"): deskew (images/deskew), then background flattening (images/flatten-background). Both were kept
 * because benchmarks/ocr-preprocess.bench.ts measured them lowering tesseract's character error rate on
 * turned and unevenly lit pages without raising it on clean ones; binarizing (global Otsu, Sauvola) was
 * measured too and left out (tesseract thresholds with Otsu itself; Sauvola broke low-contrast pages).
 * `toOriginal` maps a box of the prepared image back to the pixels of the image as given.
 */
import type { GrayImage } from './gray-image.js'
import { deskew } from './deskew.js'
import type { Deskewed } from './deskew.js'
import { flattenBackground } from './flatten-background.js'

export interface PreparedImage {
  image: GrayImage
  /** The turn deskewing applied, clockwise on screen (0: none). */
  degrees: number
  toOriginal: Deskewed['toOriginal']
}

/** `image` (a page at `dpi`) straightened and evenly lit. */
export function prepareForOcr(image: GrayImage, dpi: number): PreparedImage {
  const straight = deskew(image)
  return { image: flattenBackground(straight.image, dpi), degrees: straight.degrees, toOriginal: straight.toOriginal }
}
