/**
 * @module pdf/page-content
 * A read page as both readers (ours and the pdfjs adapter) hand it to the strategies: its geometry, the
 * interpreter's glyphs and figures, its links, and, when asked for, what it draws besides text.
 */
import { defineColumnsBacked } from './columns-backed.js'
import type { PagePaths } from './page-paths.js'
import type { PdfLink, PdfPageContent } from './page-content-types.js'
import type { PageDrawings } from './strategies/page-drawings.js'
import type { PageText } from './text-interpreter.js'

export interface PageGeometry {
  pageIndex: number
  width: number
  height: number
  rotation: number
}

export function pageContent(
  page: PageGeometry,
  text: PageText,
  links: PdfLink[],
  graphics?: { drawings: PageDrawings; paths: PagePaths },
): PdfPageContent {
  // written out, not spread: spreading the geometry and the graphics took 5 µs a page (2 ms over the 400-page manual)
  const { pageIndex, width, height, rotation } = page
  const figures = text.figures
  const content = (
    graphics === undefined
      ? { pageIndex, width, height, rotation, figures, links }
      : { pageIndex, width, height, rotation, figures, links, drawings: graphics.drawings, paths: graphics.paths }
  ) as PdfPageContent
  // the glyph objects are made only when something reads `glyphs` (hi_res strategies, tables); the fast path reads the columns
  defineColumnsBacked(content, 'glyphs', text.glyphs, () => text.glyphs.toArray())
  return content
}
