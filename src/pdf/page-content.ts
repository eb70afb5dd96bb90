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
  const content = { ...page, figures: text.figures, links, ...graphics } as PdfPageContent
  // the glyph objects are made only when something reads `glyphs` (hi_res strategies, tables); the fast path reads the columns
  defineColumnsBacked(content, 'glyphs', text.glyphs, () => text.glyphs.toArray())
  return content
}
