/**
 * @module formats/slides/pptx-table
 * A DrawingML table (`a:tbl`) → a Table element: `text_as_html` from the matrix of cell texts
 * (`htmlify_matrix_of_cell_texts`, every `a:tc` of every `a:tr`, merged-away cells included as
 * python-pptx lists them), `text` the cell texts whitespace-normalized and joined with spaces.
 */
import type { Element } from '../../elements/types.js'
import { htmlifyMatrixOfCellTexts } from '../html/html-table.js'
import { textFrameText } from './pptx-paragraph.js'
import { pySplit } from '../../elements/python-strings.js'
import { childElements, firstChild } from '../xml/xml-query.js'
import type { XmlElement } from '../xml/xml-tree.js'

/** The Table element of `table`, or undefined when no cell has text (upstream emits nothing then). */
export function tableElementOf(table: XmlElement, pageNumber: number): Element | undefined {
  const matrix = childElements(table, 'a:tr').map((row) => childElements(row, 'a:tc').map((cell) => textFrameText(firstChild(cell, 'a:txBody'))))
  const text = pySplit(matrix.flat().join(' ')).join(' ')
  if (text === '') return undefined
  return { type: 'Table', element_id: '', text, metadata: { page_number: pageNumber, text_as_html: htmlifyMatrixOfCellTexts(matrix) } }
}
