/**
 * @module formats/sheets/xls
 * The Excel 97–2003 partitioner (`.xls`, application/vnd.ms-excel). Upstream reads .xls through
 * pandas (xlrd) into the same `partition_xlsx` flow; docparts reads the BIFF8 records itself
 * (formats/sheets/xls-workbook) and gives the sheets to the XLSX element builder: a page per sheet, sub-tables
 * as Tables with text_as_html, single-cell rows as text elements.
 */
import { DocumentError } from '../../errors.js'
import { openCompoundFile, readRootStream } from '../../containers/compound-file.js'
import type { Partitioner } from '../types.js'
import { readXlsSheets } from './xls-workbook.js'
import { elementsFromSheets } from './elements-from-sheets.js'

/** Partition an `.xls` workbook into elements, `element_id: ''`. */
export const partitionXls: Partitioner = async ({ bytes, options }) => {
  const file = openCompoundFile(bytes, '.xls')
  const stream = readRootStream(file, 'Workbook') ?? readRootStream(file, 'Book')
  if (stream === undefined) {
    throw new DocumentError('The file has no "Workbook" stream; it is not an Excel 97–2003 workbook, or it is damaged.')
  }
  return elementsFromSheets(readXlsSheets(stream), options)
}
