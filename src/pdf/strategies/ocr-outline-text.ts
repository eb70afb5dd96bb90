/**
 * @module pdf/strategies/ocr-outline-text
 * OCR of the regions where a page draws text as vector outlines (pdf/strategies/outline-text): each region is
 * cut from the page render, scaled so that its glyphs have the height tesseract reads best (their height is
 * known from the paths: no first reading needed, ocr/ocr-zoom), read, and its words carried back to the
 * page's pixels. Words tesseract doubts (below MIN_WORD_CONFIDENCE, as inside figures) are dropped: shapes
 * that only looked like letters. The words are laid out and classified as any OCR page is.
 */
import type { Element } from '../../elements/types.js'
import { resizeGray } from '../../images/resize-gray.js'
import { mapOcrLines } from '../../ocr/map-ocr-lines.js'
import { ocrZoom } from '../../ocr/ocr-zoom.js'
import type { OcrLine } from '../../ocr/ocr-types.js'
import { elementsFromOcrLines } from '../../pages/ocr-page-elements.js'
import type { OutlineTextRegion } from './outline-text.js'
import type { PageImage } from './page-image.js'
import type { StrategyContext } from '../../pages/strategy-context.js'

/** Confidence (percent) below which a word read in an outline region is a shape, not a word. */
const MIN_WORD_CONFIDENCE = 60

/** Elements (PixelSpace of `image`, `layoutWidth` × `layoutHeight`) read from `regions` of a page `pageHeight` points high. */
export async function ocrOutlineText(
  regions: readonly OutlineTextRegion[],
  image: PageImage,
  pageHeight: number,
  pageNumber: number,
  layoutWidth: number,
  layoutHeight: number,
  ctx: StrategyContext,
): Promise<Element[]> {
  const scale = image.dpi / 72
  const lines: OcrLine[] = []
  for (const region of regions) {
    const x = Math.floor(region.x0 * scale)
    const y = Math.floor((pageHeight - region.y1) * scale)
    const crop = image.grayRegion(x, y, Math.ceil((region.x1 - region.x0) * scale), Math.ceil((region.y1 - region.y0) * scale))
    if (crop.width === 0 || crop.height === 0) continue
    const zoom = ocrZoom(region.glyphHeight * scale, crop.width, crop.height)
    const read = await ctx.agent.recognize(zoom === 1 ? crop : resizeGray(crop, zoom), ctx.languages, image.dpi * zoom, ctx.signal)
    const sure = read
      .map((line) => ({ ...line, words: line.words.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE) }))
      .filter((line) => line.words.length > 0)
    lines.push(...mapOcrLines(sure, (x0, y0, x1, y1) => [x + x0 / zoom, y + y0 / zoom, x + x1 / zoom, y + y1 / zoom]))
  }
  return lines.length === 0 ? [] : elementsFromOcrLines(lines, layoutWidth, layoutHeight, pageNumber, ctx)
}
