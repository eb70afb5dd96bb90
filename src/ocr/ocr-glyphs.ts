/**
 * @module ocr/ocr-glyphs
 * OCR words → glyphs for the layout engine (src/layout), so OCR text is grouped into lines and boxes by the
 * same pdfminer rules as a PDF's text layer. Each word is split into one glyph per character, its width
 * shared equally (tesseract's word boxes are reliable, its symbol boxes cost a second pass); every glyph
 * spans the height of its OCR line, so glyphs of one line always overlap vertically. A word that is not the
 * last of its line carries a trailing space: tesseract has decided the word break, and the layout engine
 * must not lose it when the gap is narrower than its word margin (extra spaces are cleaned afterwards).
 * OCR line boxes hug the ink, while a PDF glyph box is the font's em box (about 15 % taller than the
 * ascender-to-descender ink, far taller than a caps-only line): every line is padded above and below by
 * PAD × the page's median line height, so the pdfminer line margin separates paragraphs, not lines.
 * Output coordinates are the layout's: y up, origin bottom-left, in pixels of the OCRed image.
 */
import type { Glyph } from '../layout/types.js'
import type { OcrLine } from './ocr-types.js'

/** Vertical padding of a line, as a share of the median line height. */
const PAD = 0.15

/** `offsetX`/`offsetY`: where the OCRed image's top-left corner lies in the page image (for crops). */
export function ocrLinesToGlyphs(lines: readonly OcrLine[], pageHeight: number, offsetX = 0, offsetY = 0): Glyph[] {
  const glyphs: Glyph[] = []
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b)
  const pad = PAD * (heights[heights.length >> 1] ?? 0)
  for (const line of lines) {
    const top = Math.min(line.y0, ...line.words.map((w) => w.y0)) + offsetY - pad
    const bottom = Math.max(line.y1, ...line.words.map((w) => w.y1)) + offsetY + pad
    const y0 = pageHeight - bottom
    const y1 = pageHeight - top
    const size = y1 - y0
    line.words.forEach((word, w) => {
      const chars = Array.from(word.text)
      const step = (word.x1 - word.x0) / chars.length
      chars.forEach((char, c) => {
        const last = c === chars.length - 1 && w < line.words.length - 1
        glyphs.push({
          text: last ? `${char} ` : char,
          x0: word.x0 + offsetX + c * step,
          x1: word.x0 + offsetX + (c + 1) * step,
          y0,
          y1,
          fontSize: size,
          upright: true,
        })
      })
    })
  }
  return glyphs
}
