/**
 * @module pdf/strategies/table-hook
 * THE INTEGRATION POINT FOR TABLES (issue: tables). hi_res calls `TABLE_DETECTOR` for each page when
 * `pdfInferTableStructure` is true and `skipInferTableTypes` does not name "pdf" (or the image type). This
 * build has no table detector yet, so `TABLE_DETECTOR` is undefined and no Table elements are produced:
 * table text stays in the text elements. The tables module (src/tables/) plugs in by exporting a function
 * of this type and setting `TABLE_DETECTOR` to it (one line here).
 */
import type { Element } from '../../elements/types.js'
import type { GrayImage, OcrAgent } from '../../ocr/ocr-types.js'
import type { PixelBox } from '../xy-cut-order.js'

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
}

export interface DetectedTable {
  box: PixelBox
  text: string
  /** `<table>…</table>` (html-table `htmlifyMatrixOfCellTexts`). */
  textAsHtml?: string
}

export type TableDetector = (page: TableDetectionPage) => Promise<DetectedTable[]>

/** The table detector, or undefined while src/tables/ has none. */
export const TABLE_DETECTOR: TableDetector | undefined = undefined

/** Whether table structure is wanted for this file type (`pdf`, `png`, …). */
export function tablesWanted(pdfInferTableStructure: boolean, skipInferTableTypes: readonly string[], fileType: string): boolean {
  if (!pdfInferTableStructure) return false
  const skip = skipInferTableTypes.map((t) => t.toLowerCase())
  return !skip.includes(fileType) && !(fileType === 'jpg' && skip.includes('jpeg'))
}
