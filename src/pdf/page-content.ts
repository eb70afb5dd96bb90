/**
 * @module pdf/page-content
 * A read page as both readers (ours and the pdfjs adapter) hand it to the strategies: its geometry, the
 * interpreter's glyphs and figures, its links, and, when asked for, what it draws besides text.
 */
import type { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph } from '../layout/types.js'
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
  let glyphs: Glyph[] | undefined
  let columns: GlyphColumns | undefined = text.glyphs
  // the glyph objects are made only when something reads `glyphs` (hi_res strategies, tables); the fast path reads the columns
  Object.defineProperties(content, {
    glyphs: {
      enumerable: true,
      configurable: true,
      get: (): Glyph[] => (glyphs ??= text.glyphs.toArray()),
      set: (value: Glyph[]): void => {
        glyphs = value
        columns = undefined
      },
    },
    glyphColumns: { enumerable: false, configurable: true, get: (): GlyphColumns | undefined => columns },
  })
  return content
}
