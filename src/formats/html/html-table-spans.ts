/**
 * @module formats/html/html-table-spans
 * `text_as_html` for tables whose cells span rows or columns (tables recognised on PDF pages and images).
 * The cell form is `htmlifyMatrixOfCellTexts`'s (html.escape with quotes, line feeds as `<br/>`, spaces
 * collapsed, `<td/>` when empty); the only attributes are `colspan` and `rowspan`, written when > 1.
 * Header rows go in `<thead>` as `<th>` cells, which upstream's chunker reads as repeatable headers (core §4.6).
 */
import { escapeHtml } from './html-table.js'
import { pyNormalizeSpaces } from '../../elements/python-strings.js'

/** One cell as written: its text and its spans (1 when absent). */
export interface SpanCell {
  text: string
  colSpan?: number
  rowSpan?: number
}

function cellHtml(cell: SpanCell, tag: 'td' | 'th'): string {
  const text = pyNormalizeSpaces(escapeHtml(cell.text).split('\n').join('<br/>'))
  let attributes = ''
  if ((cell.colSpan ?? 1) > 1) attributes += ` colspan="${cell.colSpan}"`
  if ((cell.rowSpan ?? 1) > 1) attributes += ` rowspan="${cell.rowSpan}"`
  return text === '' ? `<${tag}${attributes}/>` : `<${tag}${attributes}>${text}</${tag}>`
}

/**
 * Writes rows of cells (each row lists the cells that start in it, left to right) as one compact table;
 * the first `headerRows` rows go in `<thead>` with `<th>` cells. Rows without cells are written `<tr/>`
 * so row spans keep counting right. No rows gives `''`.
 *
 * @example htmlifyTableCells([[{ text: 'A', colSpan: 2 }], [{ text: '1' }, { text: '' }]], 1)
 *   // '<table><thead><tr><th colspan="2">A</th></tr></thead><tr><td>1</td><td/></tr></table>'
 */
export function htmlifyTableCells(rows: readonly (readonly SpanCell[])[], headerRows = 0): string {
  if (rows.length === 0) return ''
  const rowHtml = (row: readonly SpanCell[], tag: 'td' | 'th'): string =>
    row.length === 0 ? '<tr/>' : `<tr>${row.map((c) => cellHtml(c, tag)).join('')}</tr>`
  const head = Math.min(Math.max(0, headerRows), rows.length)
  let html = '<table>'
  if (head > 0)
    html += `<thead>${rows
      .slice(0, head)
      .map((r) => rowHtml(r, 'th'))
      .join('')}</thead>`
  for (const row of rows.slice(head)) html += rowHtml(row, 'td')
  return html + '</table>'
}
