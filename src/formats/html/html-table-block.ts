/**
 * @module formats/html/html-table-block
 * An HTML `<table>` as one Table element. Port of upstream's `TableBlock.iter_elements`
 * (`unstructured/partition/html/parser.py`): rows are the `tr` children of the table and of its
 * `thead`/`tbody`/`tfoot` children, in document order; cells are their `td`/`th` children. A cell's
 * text is every text node inside it (so nested tables are flattened into the cell), each stripped,
 * empty ones dropped, joined by one space. `text` joins the cells of all rows with spaces;
 * `text_as_html` is the compact matrix HTML of `formats/html/html-table`.
 */
import type { Element } from '../../elements/types.js'
import { type HtmlElementNode, isHtmlElement } from './html-node.js'
import { htmlifyMatrixOfCellTexts } from './html-table.js'
import { pyStrip } from '../../elements/python-strings.js'

const ROW_GROUP_TAGS: ReadonlySet<string> = new Set(['thead', 'tbody', 'tfoot'])

/**
 * The Table element for `table`, or `undefined` when the table has no rows or no text at all.
 * `pageNumber` is copied to `metadata.page_number` when given.
 */
export function tableElementFromNode(table: HtmlElementNode, pageNumber: number | undefined): Element | undefined {
  const matrix = tableRows(table).map((row) => row.children.filter(isCell).map(cellText))
  if (matrix.length === 0) return undefined

  // Python: " ".join(" ".join(t for t in row if t) for row in table_data).strip() — an empty row
  // still contributes its separator, as upstream.
  const text = pyStrip(matrix.map((row) => row.filter((cell) => cell !== '').join(' ')).join(' '))
  if (text === '') return undefined

  const element: Element = {
    type: 'Table',
    element_id: '',
    text,
    metadata: { text_as_html: htmlifyMatrixOfCellTexts(matrix) },
  }
  if (pageNumber !== undefined) element.metadata.page_number = pageNumber
  return element
}

/** XPath `./tr | ./thead/tr | ./tbody/tr | ./tfoot/tr`, in document order. */
function tableRows(table: HtmlElementNode): HtmlElementNode[] {
  const rows: HtmlElementNode[] = []
  for (const child of table.children) {
    if (!isHtmlElement(child)) continue
    if (child.tag === 'tr') rows.push(child)
    else if (ROW_GROUP_TAGS.has(child.tag)) {
      for (const grandchild of child.children) if (isHtmlElement(grandchild) && grandchild.tag === 'tr') rows.push(grandchild)
    }
  }
  return rows
}

function isCell(node: string | HtmlElementNode): node is HtmlElementNode {
  return isHtmlElement(node) && (node.tag === 'td' || node.tag === 'th')
}

/** lxml `itertext()` of the cell, each piece stripped, empties dropped, joined by single spaces. */
function cellText(cell: HtmlElementNode): string {
  const pieces: string[] = []
  // Iterative depth-first walk: a cell can hold deeply nested markup.
  const stack: (string | HtmlElementNode)[] = [...cell.children].reverse()
  while (stack.length > 0) {
    const node = stack.pop()!
    if (isHtmlElement(node)) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!)
    } else {
      const piece = pyStrip(node)
      if (piece !== '') pieces.push(piece)
    }
  }
  return pieces.join(' ')
}
