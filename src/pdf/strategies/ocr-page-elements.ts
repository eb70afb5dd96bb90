/**
 * @module pdf/strategies/ocr-page-elements
 * One page image → elements, by OCR: the agent's words become glyphs (ocr/ocr-glyphs), the pdfminer layout
 * engine groups them into boxes, and the boxes are classified and ordered exactly as the fast strategy
 * does with a text layer (pdf/partition-pdf-fast `pageElements`). Coordinates are PixelSpace of the image.
 */
import type { Element } from '../../elements/types.js'
import { ocrLinesToGlyphs } from '../../ocr/ocr-glyphs.js'
import type { GrayImage, OcrLine } from '../../ocr/ocr-types.js'
import { recognizePage } from '../../ocr/recognize-page.js'
import { pageElements } from '../partition-pdf-fast.js'
import type { StrategyContext } from './strategy-context.js'

/** Words tesseract itself doubts this much (confidence in percent) are noise from pictures and rules. */
const MIN_WORD_CONFIDENCE = 0

/** OCR lines → elements of a page `width` × `height` pixels. */
export function elementsFromOcrLines(lines: readonly OcrLine[], width: number, height: number, pageNumber: number, ctx: Pick<StrategyContext, 'params'>): Element[] {
  const kept = lines
    .map((line) => ({ ...line, words: line.words.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE) }))
    .filter((line) => line.words.length > 0)
  const glyphs = ocrLinesToGlyphs(kept, height)
  return pageElements({ pageIndex: pageNumber, width, height, rotation: 0, glyphs, figures: [], links: [] }, pageNumber, ctx.params)
}

/** OCRs a page image (prepared: ocr/recognize-page) and lays it out. */
export async function ocrPageElements(image: GrayImage, dpi: number, pageNumber: number, ctx: StrategyContext): Promise<Element[]> {
  const lines = await recognizePage(ctx.agent, image, ctx.languages, dpi, ctx.signal)
  return elementsFromOcrLines(lines, image.width, image.height, pageNumber, ctx)
}

/** The text of OCR lines, words joined by spaces, lines by newlines. */
export function ocrText(lines: readonly OcrLine[]): string {
  return lines.map((line) => line.words.map((w) => w.text).join(' ')).join('\n')
}
