/**
 * @module formats/html/html-table
 * The compact `<table>` HTML that Unstructured stores in `metadata.text_as_html` for tables built from a
 * matrix of cell texts. Two upstream paths, both ported byte for byte:
 * - `htmlifyMatrixOfCellTexts`: `unstructured/common/html_table.py::htmlify_matrix_of_cell_texts`
 *   (HTML, DOCX, PPTX tables): quotes escaped, line feeds as `<br/>`.
 * - `htmlifyDataFrameCells`: what CSV/TSV (and XLSX) get from `DataFrame.to_html()` compacted by
 *   `HtmlTable.from_html_text`: only `& < >` escaped, line feeds folded into spaces.
 */
import { pyNormalizeSpaces } from '../../elements/python-strings.js'

/**
 * Python `html.escape(s, quote=True)`: `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`,
 * `&quot;` and `&#x27;`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
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

/** `&`, `<` and `>` as lxml escapes them in element text (quotes stay literal). */
function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * The HTML upstream stores for a pandas DataFrame read with `header=None`: `to_html(index=False,
 * header=False, na_rep="")` then `HtmlTable.from_html_text` (attributes, `<tbody>` and whitespace
 * between tags dropped; each cell's text whitespace-normalized; serialized by lxml). A missing cell
 * (`''`, pandas NaN) is `<td/>`; a cell of only whitespace keeps an empty text and is `<td></td>`.
 * An empty matrix gives `''`.
 */
export function htmlifyDataFrameCells(matrix: readonly (readonly string[])[]): string {
  if (matrix.length === 0) return ''
  let html = '<table>'
  for (const row of matrix) {
    html += '<tr>'
    for (const cell of row) {
      if (cell === '') html += '<td/>'
      else html += `<td>${escapeXmlText(pyNormalizeSpaces(cell))}</td>`
    }
    html += '</tr>'
  }
  return html + '</table>'
}
