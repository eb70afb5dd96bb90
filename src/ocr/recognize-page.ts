/**
 * @module ocr/recognize-page
 * OCR of a whole page image: prepared first (images/prepare-for-ocr: deskewed, background flattened), read
 * by the agent, and the boxes mapped back (ocr/map-ocr-lines), so `lines` are in the pixels of the page
 * passed in. The lines as read on the straightened page are kept too: text lines are level there, so a layout
 * is made from them and only its boxes are mapped back (mapped back first, a turned line's box spans the lines
 * above and below it). Regions cut from a page (figure crops, table cells) go to the agent directly: too
 * small to measure skew on.
 */
import { prepareForOcr } from '../images/prepare-for-ocr.js'
import { mapOcrLines } from './map-ocr-lines.js'
import type { BoxMapping } from './map-ocr-lines.js'
import type { GrayImage, OcrAgent, OcrLine } from './ocr-types.js'

export interface RecognizedPage {
  /** The lines in the pixels of the page as given. */
  lines: OcrLine[]
  /** The lines as read on the prepared page, and its size. */
  prepared: { lines: OcrLine[]; width: number; height: number }
  /** The turn that straightened the page, clockwise on screen (0: the prepared page has the given page's geometry). */
  degrees: number
  /** A box of the prepared page → the box it covers on the page as given. */
  toOriginal: BoxMapping
}

export async function recognizePage(agent: OcrAgent, image: GrayImage, languages: string, dpi: number, signal?: AbortSignal): Promise<RecognizedPage> {
  const prepared = prepareForOcr(image, dpi)
  const lines = await agent.recognize(prepared.image, languages, dpi, signal)
  return {
    lines: prepared.degrees === 0 ? lines : mapOcrLines(lines, prepared.toOriginal),
    prepared: { lines, width: prepared.image.width, height: prepared.image.height },
    degrees: prepared.degrees,
    toOriginal: prepared.toOriginal,
  }
}
