/**
 * @module pdf/page-content
 * A read page as both readers (ours and the pdfjs adapter) hand it to the strategies: its geometry, the
 * interpreter's glyphs and figures, its links, and, when asked for, what it draws besides text.
 */
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
  return { ...page, glyphs: text.glyphs, figures: text.figures, links, ...graphics }
}
