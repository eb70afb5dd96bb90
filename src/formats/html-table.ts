/**
 * @module formats/html-table
 * The compact `<table>` HTML that Unstructured stores in `metadata.text_as_html` for tables built from a
 * matrix of cell texts (CSV, TSV, spreadsheets, HTML tables). Port of
 * `unstructured/common/html_table.py::htmlify_matrix_of_cell_texts`, byte for byte.
 */
import { pyNormalizeSpaces } from './python-whitespace.js'

/**
 * Python `html.escape(s, quote=True)`: `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`,
 * `&quot;` and `&#x27;`.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/** One `<td>`: escaped, line feeds as `<br/>`, whitespace collapsed; `<td/>` when nothing is left. */
function htmlifyCell(cellText: string): string {
  // Same order as upstream: escape, then "\n" → "<br/>", then " ".join(s.split()).
  const text = pyNormalizeSpaces(escapeHtml(cellText).split('\n').join('<br/>'))
  return text === '' ? '<td/>' : `<td>${text}</td>`
}

/**
 * Form an HTML table from the rows and columns of `matrix`, with no padding, no newlines and no
 * `<thead>`/`<tbody>`/`<tfoot>`. Rows without cells are left out; an empty matrix gives `''`.
 *
 * @example htmlifyMatrixOfCellTexts([['a', ''], ['<b>', 'x\ny']])
 *   // '<table><tr><td>a</td><td/></tr><tr><td>&lt;b&gt;</td><td>x<br/>y</td></tr></table>'
 */
export function htmlifyMatrixOfCellTexts(matrix: readonly (readonly string[])[]): string {
  if (matrix.length === 0) return ''
  let html = '<table>'
  for (const row of matrix) {
    if (row.length === 0) continue // upstream: "suppress emission of rows with no cells"
    html += '<tr>'
    for (const cell of row) html += htmlifyCell(cell)
    html += '</tr>'
  }
  return html + '</table>'
}
