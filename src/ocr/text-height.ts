/**
 * @module ocr/text-height
 * The typical height of the text an OCR pass read, in pixels: the median height of its word boxes (words with
 * at least one letter or digit; a lone dash or a speck of noise says nothing about the text size). It is what
 * upstream's `OCRAgentTesseract` measures (`TESSERACT_TEXT_HEIGHT_QUANTILE` 0.5 of the word heights) to decide
 * whether a page must be scaled before it is read again (ocr/ocr-zoom). Undefined when no word was read.
 */
import type { OcrLine } from './ocr-types.js'

const HAS_ALNUM = /[\p{L}\p{N}]/u

export function medianTextHeight(lines: readonly OcrLine[]): number | undefined {
  const heights: number[] = []
  for (const line of lines) {
    for (const word of line.words) if (HAS_ALNUM.test(word.text) && word.y1 > word.y0) heights.push(word.y1 - word.y0)
  }
  if (heights.length === 0) return undefined
  heights.sort((a, b) => a - b)
  const mid = heights.length >> 1
  return heights.length % 2 === 1 ? heights[mid]! : (heights[mid - 1]! + heights[mid]!) / 2
}
