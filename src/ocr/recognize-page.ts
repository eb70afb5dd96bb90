/**
 * @module ocr/recognize-page
 * OCR of a whole page image: prepared first (images/prepare-for-ocr: deskewed, background flattened), read
 * by the agent, and the boxes mapped back, so callers get lines in the pixels of the page they passed.
 * Regions cut from a page (figure crops, table cells) go to the agent directly: too small to measure skew on.
 */
import { prepareForOcr } from '../images/prepare-for-ocr.js'
import { mapOcrLines } from './map-ocr-lines.js'
import type { GrayImage, OcrAgent, OcrLine } from './ocr-types.js'

export async function recognizePage(agent: OcrAgent, image: GrayImage, languages: string, dpi: number, signal?: AbortSignal): Promise<OcrLine[]> {
  const prepared = prepareForOcr(image, dpi)
  const lines = await agent.recognize(prepared.image, languages, dpi, signal)
  return prepared.degrees === 0 ? lines : mapOcrLines(lines, prepared.toOriginal)
}
