/**
 * @module ocr/ocr-types
 * What an OCR agent returns: lines of words with pixel boxes (top-left origin, y down, in the pixels of the
 * image it was given) and a confidence in percent (0–100, tesseract's scale).
 */
import type { GrayImage } from '../images/gray-image.js'

export interface OcrWord {
  text: string
  /** Confidence 0–100. */
  confidence: number
  x0: number
  y0: number
  x1: number
  y1: number
}

/** One text line as the OCR engine segmented it, words left to right. */
export interface OcrLine {
  x0: number
  y0: number
  x1: number
  y1: number
  words: OcrWord[]
}

/**
 * How the engine segments the image: `auto` finds blocks and columns itself (tesseract's page segmentation
 * mode 3, the default); `block` reads the image as one block of lines (mode 6), so a line is read across
 * the gaps between columns — what a table's crop needs (in mode 3 a narrow column of lone digits becomes
 * a block of its own that tesseract misreads or drops).
 */
export type OcrLayout = 'auto' | 'block'

/**
 * An OCR engine (`tableOcrAgent` names one). `recognize` reads the text lines of an image; `dpi` is the
 * image's resolution in pixels per inch (tesseract uses it to size its filters); `layout` defaults to auto
 * (an agent may ignore it).
 */
export interface OcrAgent {
  recognize(image: GrayImage, languages: string, dpi: number, signal?: AbortSignal, layout?: OcrLayout): Promise<OcrLine[]>
}
