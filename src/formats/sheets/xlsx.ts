/**
 * @module formats/sheets/xlsx
 * The Excel partitioner (`.xlsx`): the worksheets read from the zip package (formats/sheets/xlsx-workbook),
 * then turned into elements as every workbook is (formats/sheets/elements-from-sheets).
 */
import { openZipArchive } from '../../containers/zip-archive.js'
import type { Partitioner } from '../types.js'
import { elementsFromSheets } from './elements-from-sheets.js'
import { readXlsxSheets } from './xlsx-workbook.js'

/** Partition an `.xlsx` workbook into elements, `element_id: ''`. */
export const partitionXlsx: Partitioner = async ({ bytes, options }) => elementsFromSheets(readXlsxSheets(openZipArchive(bytes)), options)
