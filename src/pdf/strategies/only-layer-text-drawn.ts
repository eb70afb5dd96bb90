/**
 * @module pdf/strategies/only-layer-text-drawn
 * Whether a page draws nothing OCR could read beyond its text layer: no raster image (a scan, a logo with
 * words), no form XObject, no filled shapes laid out like glyphs (text drawn as outlines: ./outline-text),
 * every layer glyph decoded. hi_res OCRs a page whose layer is too short to judge ("empty": a lone page
 * number, a few form labels) to find text the layer lacks; on such a page there is none to find — OCR can
 * only read the same few glyphs again, and ./layer-reads-better keeps the layer then — so the page is read
 * from its layer without being rendered. A page read without its graphics (drawings unknown) is never
 * judged so.
 */
import type { PdfPageContent } from '../page-content-types.js'
import { outlineTextRegions } from './outline-text.js'
import { hasUndecodedText } from './text-layer-quality.js'

export function onlyLayerTextDrawn(page: Pick<PdfPageContent, 'glyphs' | 'figures' | 'width' | 'height' | 'drawings' | 'paths'>): boolean {
  if (page.drawings === undefined || page.paths === undefined) return false
  if (page.drawings.images.length > 0 || page.figures.length > 0) return false
  if (hasUndecodedText(page.glyphs.map((g) => g.text).join(''))) return false
  return outlineTextRegions(page.paths.fills ?? [], page.glyphs, page.width, page.height).length === 0
}
