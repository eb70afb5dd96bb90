/**
 * @module pages/ocr-page-elements
 * One page image → elements, by OCR: the agent's words become glyphs (ocr/ocr-glyphs), the pdfminer layout
 * engine groups them into boxes, and the boxes are classified and ordered exactly as the fast strategy
 * does with a text layer (./page-elements). Coordinates are PixelSpace of the image.
 */
import type { Element } from '../elements/types.js'
import { ocrLinesToGlyphs } from '../ocr/ocr-glyphs.js'
import type { OcrLine } from '../ocr/ocr-types.js'
import type { GrayImage } from '../images/gray-image.js'
import { recognizePage } from '../ocr/recognize-page.js'
import type { RecognizedPage } from '../ocr/recognize-page.js'
import { mapElementBoxes } from './map-element-boxes.js'
import { pageTextElements } from './page-elements.js'
import type { StrategyContext } from './strategy-context.js'

/** Words tesseract itself doubts this much (confidence in percent) are noise from pictures and rules. */
const MIN_WORD_CONFIDENCE = 0

/** OCR lines → elements of a page `width` × `height` pixels. */
export function elementsFromOcrLines(
  lines: readonly OcrLine[],
  width: number,
  height: number,
  pageNumber: number,
  ctx: Pick<StrategyContext, 'params'>,
): Element[] {
  const kept = lines
    .map((line) => ({ ...line, words: line.words.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE) }))
    .filter((line) => line.words.length > 0)
  const glyphs = ocrLinesToGlyphs(kept, height)
  return pageTextElements({ width, height, runs: [glyphs] }, pageNumber, ctx.params)
}

/**
 * The elements of a page OCRed by ocr/recognize-page, a page `width` × `height` pixels: laid out from the
 * lines as read on the straightened page (level there), their boxes then mapped back to the page as given.
 */
export function elementsFromRecognizedPage(
  page: RecognizedPage,
  width: number,
  height: number,
  pageNumber: number,
  ctx: Pick<StrategyContext, 'params'>,
): Element[] {
  if (page.degrees === 0) return elementsFromOcrLines(page.lines, width, height, pageNumber, ctx)
  const { lines, width: straightWidth, height: straightHeight } = page.prepared
  return mapElementBoxes(elementsFromOcrLines(lines, straightWidth, straightHeight, pageNumber, ctx), page.toOriginal, width, height)
}

/** OCRs a page image (prepared: ocr/recognize-page) and lays it out. */
export async function ocrPageElements(image: GrayImage, dpi: number, pageNumber: number, ctx: StrategyContext): Promise<Element[]> {
  const page = await recognizePage(ctx.agent, image, ctx.languages, dpi, ctx.signal)
  return elementsFromRecognizedPage(page, image.width, image.height, pageNumber, ctx)
}

/** The text of OCR lines, words joined by spaces, lines by newlines. */
export function ocrText(lines: readonly OcrLine[]): string {
  return lines.map((line) => line.words.map((w) => w.text).join(' ')).join('\n')
}
