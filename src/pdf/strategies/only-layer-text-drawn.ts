/**
 * @module pdf/strategies/only-layer-text-drawn
 * Whether a page draws nothing OCR could read beyond its text layer: no raster image (a scan, a logo with
 * words), no filled shapes laid out like glyphs (text drawn as outlines: ./outline-text), every layer glyph
 * decoded — the glyphs of its form XObjects and annotation appearances (`figures`, whose text the layer's
 * elements carry) included. hi_res OCRs a page whose layer is too short to judge ("empty": a lone page
 * number, a few form labels) to find text the layer lacks; on such a page there is none to find — OCR can
 * only read the same few glyphs again, and ./layer-reads-better keeps the layer then — so the page is read
 * from its layer without being rendered. A page read without its graphics (drawings unknown) is never
 * judged so.
 *
 * Figures: what a form XObject paints is recorded with the page's graphics (its images in `drawings`, its
 * fills in `paths`), so the checks above cover it. An annotation appearance (a form field's box, a button) is
 * read for its text only: its other paint — border, background, check mark — is taken to hold no words.
 * Measured on form_two_pages (pdf.js test suite): two pages of a page number and three empty form-field
 * widgets, whole-page OCR of each render read nothing.
 */
import type { PdfPageContent } from '../page-content-types.js'
import type { Figure } from '../text-interpreter.js'
import { outlineTextRegions } from './outline-text.js'
import { hasUndecodedText } from './text-layer-quality.js'

/** The text of the glyphs inside `figures`, nested figures included. */
function figureText(figures: readonly Figure[]): string {
  let text = ''
  const stack = [...figures]
  while (stack.length > 0) {
    const figure = stack.pop()!
    for (const item of figure.items) {
      if ('glyph' in item) text += item.glyph.text
      else if ('figure' in item) stack.push(item.figure)
    }
  }
  return text
}

export function onlyLayerTextDrawn(page: Pick<PdfPageContent, 'glyphs' | 'figures' | 'width' | 'height' | 'drawings' | 'paths'>): boolean {
  if (page.drawings === undefined || page.paths === undefined) return false
  if (page.drawings.images.length > 0) return false
  if (hasUndecodedText(page.glyphs.map((g) => g.text).join('') + figureText(page.figures))) return false
  return outlineTextRegions(page.paths.fills ?? [], page.glyphs, page.width, page.height).length === 0
}
