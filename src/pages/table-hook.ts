/**
 * @module pages/table-hook
 * THE INTEGRATION POINT FOR TABLES (issue 4). hi_res calls the context's `tableDetector` for each page when
 * `pdfInferTableStructure` is true and `skipInferTableTypes` does not name "pdf" (or the image type).
 * On a page read from its text layer the detector gets the layer's words and the page's vector paths, and
 * is called before layout, so the words inside a table never reach a paragraph (and vice versa); on a
 * scanned page it gets the image and the OCR words. The detector is tables/detect-tables unless the caller
 * of `strategyContext` (./strategy-context) gives another.
 */

export type { DetectedTable, TableDetectionPage, TableDetector } from '../tables/table-detection-page.js'

/** Whether table structure is wanted for this file type (`pdf`, `png`, …). */
export function tablesWanted(pdfInferTableStructure: boolean, skipInferTableTypes: readonly string[], fileType: string): boolean {
  if (!pdfInferTableStructure) return false
  const skip = skipInferTableTypes.map((t) => t.toLowerCase())
  return !skip.includes(fileType) && !(fileType === 'jpg' && skip.includes('jpeg'))
}
