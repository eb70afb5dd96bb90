/**
 * @module pdf/strategies/table-hook
 * THE INTEGRATION POINT FOR TABLES (issue 4). hi_res calls `TABLE_DETECTOR` for each page when
 * `pdfInferTableStructure` is true and `skipInferTableTypes` does not name "pdf" (or the image type).
 * On a page read from its text layer the detector gets the layer's words and the page's vector paths, and
 * is called before layout, so the words inside a table never reach a paragraph (and vice versa); on a
 * scanned page it gets the image and the OCR words. The detector is tables/detect-tables.
 */
import type { Element } from '../../elements/types.js'
import type { GrayImage, OcrAgent } from '../../ocr/ocr-types.js'
import type { PixelBox } from '../xy-cut-order.js'
import type { Box, Segment, TableWord } from '../../tables/types.js'
import { detectTables } from '../../tables/detect-tables.js'

/** One page as the table detector sees it; every box is in the page image's pixels (top-left origin). */
export interface TableDetectionPage {
  pageNumber: number
  width: number
  height: number
  /** The rendered page, when the page was rendered (scans, figures); undefined for text-only pages. */
  image?: GrayImage
  /** The page's elements so far (text layer or OCR), in reading order. */
  elements: readonly Element[]
  /** OCR for cell text (`tableOcrAgent`) and its languages. */
  ocr: OcrAgent
  languages: string
  /** Pixels per PDF point (ctx.dpi / 72): the scale of the tolerances. */
  unit: number
  /** Words of the text layer or of page OCR (pixels, top-left origin). */
  words?: readonly TableWord[]
  /** Stroked straight segments and painted rectangles of the page (pixels, top-left origin). */
  segments?: readonly Segment[]
  rects?: readonly Box[]
}

export interface DetectedTable {
  box: PixelBox
  text: string
  /** `<table>…</table>` (formats/html-table-spans). */
  textAsHtml?: string
}

export type TableDetector = (page: TableDetectionPage) => Promise<DetectedTable[]>

/** The table detector (src/tables/detect-tables). */
export const TABLE_DETECTOR: TableDetector | undefined = detectTables

/** Whether table structure is wanted for this file type (`pdf`, `png`, …). */
export function tablesWanted(pdfInferTableStructure: boolean, skipInferTableTypes: readonly string[], fileType: string): boolean {
  if (!pdfInferTableStructure) return false
  const skip = skipInferTableTypes.map((t) => t.toLowerCase())
  return !skip.includes(fileType) && !(fileType === 'jpg' && skip.includes('jpeg'))
}
