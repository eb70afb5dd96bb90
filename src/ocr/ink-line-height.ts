/**
 * @module ocr/ink-line-height
 * The height of a page's text lines measured on the pixels: in each of a few vertical strips of the page,
 * the runs of rows that hold ink (dark pixels) are the text lines of that strip, and their median length
 * over all strips is the line height. It is what the OCR's own word heights (ocr/text-height) cannot give
 * when the text is a few pixels high: tesseract then merges two or three lines into one "word" (an A5
 * booklet page rendered at 72 DPI, 5-pixel text, read as 14-pixel garbage), and the page was not enlarged.
 * Strips keep two columns whose lines do not line up from merging into one tall run. Undefined when the page
 * has too few lines to tell.
 */
import type { GrayImage } from '../images/gray-image.js'

/** Strips the page is cut into (columns of text rarely number more). */
const STRIPS = 4
/** A pixel darker than this is ink. */
const INK_LEVEL = 128
/** Runs thinner than this are rules, underlines and specks, not lines of text. */
const MIN_RUN = 3
/** Fewer runs than this over the whole page say nothing about its text. */
const MIN_RUNS = 8

export function inkLineHeight(image: GrayImage): number | undefined {
  const { width, height, gray } = image
  if (width < STRIPS || height < 2) return undefined
  const runs: number[] = []
  const stripWidth = Math.floor(width / STRIPS)
  for (let s = 0; s < STRIPS; s++) {
    const x0 = s * stripWidth
    const x1 = s === STRIPS - 1 ? width : x0 + stripWidth
    // a row counts as ink when at least two pixels of the strip are dark (one is a speck)
    let run = 0
    for (let y = 0; y <= height; y++) {
      let dark = 0
      if (y < height) {
        const row = y * width
        for (let x = x0; x < x1 && dark < 2; x++) if (gray[row + x]! < INK_LEVEL) dark++
      }
      if (dark >= 2) run++
      else if (run > 0) {
        if (run >= MIN_RUN) runs.push(run)
        run = 0
      }
    }
  }
  if (runs.length < MIN_RUNS) return undefined
  runs.sort((a, b) => a - b)
  return runs[runs.length >> 1]
}
