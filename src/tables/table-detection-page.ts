/**
 * @module tables/table-detection-page
 * What the table detector (./detect-tables.ts) is given and gives back, as plain data: the page pipeline
 * (pages/table-hook, the image partitioner) calls it through these types, so the detector and
 * the hook do not import each other.
 */
import type { Element } from '../elements/types.js'
import type { OcrAgent } from '../ocr/ocr-types.js'
import type { GrayImage } from '../images/gray-image.js'
import type { PixelBox } from '../layout/xy-cut-order.js'
import type { Box, Segment, TableWord } from './types.js'

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
