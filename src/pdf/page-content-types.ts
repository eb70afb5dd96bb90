/**
 * @module pdf/page-content-types
 * What reading one page gives (pdf/pdfjs `readPage`, pdf/page-content `pageContent`): plain data, in a
 * module of its own so that the reader and the page assembler do not import each other.
 */
import type { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph } from '../layout/types.js'
import type { Figure } from './text-interpreter.js'
import type { PageDrawings } from './strategies/page-drawings.js'
import type { PagePaths } from './page-paths.js'

/** A URI link annotation, its rectangle in page space (pdfminer coordinates: y up, origin bottom-left). */
export interface PdfLink {
  url: string
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface PdfPageContent {
  /** 1-based page index in the document. */
  pageIndex: number
  /** Page size in points after /Rotate (pdfminer's LTPage width and height). */
  width: number
  height: number
  /** /Rotate in degrees (0, 90, 180, 270). */
  rotation: number
  /** Glyphs drawn on the page, stream order, pdfminer coordinates (made from `glyphColumns` when first read). */
  glyphs: Glyph[]
  /**
   * The same glyphs as columns, as the reader made them (no object per glyph; the fast path lays them out from
   * here). Not an own enumerable property: a page copied by a spread, or given other glyphs, has none.
   */
  readonly glyphColumns?: GlyphColumns
  /** Form XObjects with their glyphs (pdfminer LTFigure; not laid out). */
  figures: Figure[]
  links: PdfLink[]
  /** Raster images and invisible text on the page; only when the document was opened with `decodeImages`. */
  drawings?: PageDrawings
  /** Stroked and filled vector paths (table rulings); only when the document was opened with `decodeImages`. */
  paths?: PagePaths
}
