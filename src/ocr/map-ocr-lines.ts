/**
 * @module ocr/map-ocr-lines
 * OCR lines read on a transformed image (a deskewed page) carried back to the image as given: every line
 * and word box becomes the axis-aligned box of its mapped corners.
 */
import type { OcrLine } from './ocr-types.js'

/** Maps a box (x0, y0, x1, y1) of one image to the box it covers in another. */
export type BoxMapping = (x0: number, y0: number, x1: number, y1: number) => [number, number, number, number]

export function mapOcrLines(lines: readonly OcrLine[], toOriginal: BoxMapping): OcrLine[] {
  return lines.map((line) => {
    const [x0, y0, x1, y1] = toOriginal(line.x0, line.y0, line.x1, line.y1)
    const words = line.words.map((word) => {
      const [wx0, wy0, wx1, wy1] = toOriginal(word.x0, word.y0, word.x1, word.y1)
      return { ...word, x0: wx0, y0: wy0, x1: wx1, y1: wy1 }
    })
    return { x0, y0, x1, y1, words }
  })
}
