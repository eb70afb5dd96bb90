/**
 * @module formats/word/docx-table
 * A WordprocessingML table (`w:tbl`) as upstream's `partition_docx` reads it through python-docx:
 * - `text`: each cell once (a vertically merged continuation is skipped), its paragraphs stripped and
 *   nested tables' cell texts in depth-first order, empty ones dropped, all joined by spaces;
 * - `html`: the compact matrix HTML of `row.cells`, which repeats a horizontally merged cell once per
 *   grid column it spans and a vertically merged continuation as the cell above it, with empty cells
 *   for grid columns skipped before (`w:gridBefore`) or after (`w:gridAfter`) the row;
 * - `emphasis`: bold/italic runs of every cell's paragraphs, over `row.cells` too.
 */
import { pySplit, pyStrip } from '../../elements/python-strings.js'
import { type Emphasis, paragraphEmphasis, paragraphText } from './docx-paragraph.js'
import { htmlifyMatrixOfCellTexts } from '../html/html-table.js'
import { attribute, firstChild } from '../xml/xml-query.js'
import type { XmlElement } from '../xml/xml-tree.js'

export interface DocxTableContent {
  text: string
  html: string
  emphasis: Emphasis[]
}

interface CellModel {
  tc: XmlElement
  /** Grid column where the cell starts. */
  offset: number
  span: number
  continuesAbove: boolean
}

interface RowModel {
  before: number
  after: number
  cells: CellModel[]
}

/** Reads `table` into its text, its `text_as_html` and the emphasis in its cells. */
export function readDocxTable(table: XmlElement): DocxTableContent {
  const rows = tableRows(table)
  const matrix = rows.map((_, index) => rowCellTexts(rows, index))
  const emphasis: Emphasis[] = []
  for (let index = 0; index < rows.length; index++) {
    for (const cell of rowCells(rows, index).cells) {
      for (const paragraph of blockItems(cell.tc)) if (paragraph.name === 'w:p') emphasis.push(...paragraphEmphasis(paragraph))
    }
  }
  return { text: tableTexts(table).join(' '), html: htmlifyMatrixOfCellTexts(matrix), emphasis }
}

/** Every non-empty cell text of `table`, each cell once, nested tables depth-first (upstream `_iter_table_texts`). */
export function tableTexts(table: XmlElement): string[] {
  const texts: string[] = []
  for (const row of tableRows(table)) {
    for (const cell of row.cells) {
      if (cell.continuesAbove) continue
      for (const item of blockItems(cell.tc)) {
        if (item.name === 'w:p') {
          const text = pyStrip(paragraphText(item))
          if (text !== '') texts.push(text)
        } else texts.push(...tableTexts(item))
      }
    }
  }
  return texts
}

/**
 * The `w:p` and `w:tbl` children of a cell, header, footer or body, content controls looked through
 * (python-docx sees only direct children; content controls hold visible text such as cover pages).
 * A table-of-contents control is left out, as upstream: it repeats the headings.
 */
export function blockItems(container: XmlElement): XmlElement[] {
  const out: XmlElement[] = []
  for (const child of container.children) {
    if (typeof child === 'string') continue
    if (child.name === 'w:p' || child.name === 'w:tbl') out.push(child)
    else if (child.name === 'w:sdt') {
      const gallery = attribute(firstChild(child, 'w:sdtPr', 'w:docPartObj', 'w:docPartGallery'), 'w:val') ?? ''
      if (/table of contents/i.test(gallery)) continue
      const content = firstChild(child, 'w:sdtContent')
      if (content !== undefined) out.push(...blockItems(content))
    } else if (child.name === 'w:customXml') out.push(...blockItems(child))
  }
  return out
}

function tableRows(table: XmlElement): RowModel[] {
  const rows: RowModel[] = []
  for (const tr of rowElements(table)) {
    const properties = firstChild(tr, 'w:trPr')
    const before = integer(attribute(firstChild(properties, 'w:gridBefore'), 'w:val'), 0)
    const after = integer(attribute(firstChild(properties, 'w:gridAfter'), 'w:val'), 0)
    const cells: CellModel[] = []
    let offset = before
    for (const tc of cellElements(tr)) {
      const tcPr = firstChild(tc, 'w:tcPr')
      const span = Math.max(1, integer(attribute(firstChild(tcPr, 'w:gridSpan'), 'w:val'), 1))
      const vMerge = firstChild(tcPr, 'w:vMerge')
      // a w:vMerge without a value continues the merge (ST_Merge default)
      const continuesAbove = vMerge !== undefined && (attribute(vMerge, 'w:val') ?? 'continue') === 'continue'
      cells.push({ tc, offset, span, continuesAbove })
      offset += span
    }
    rows.push({ before, after, cells })
  }
  return rows
}

function rowElements(table: XmlElement): XmlElement[] {
  return wrappedChildren(table, 'w:tr')
}

function cellElements(tr: XmlElement): XmlElement[] {
  return wrappedChildren(tr, 'w:tc')
}

/** Children named `name`, looking through content controls and custom XML wrappers. */
function wrappedChildren(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = []
  for (const child of element.children) {
    if (typeof child === 'string') continue
    if (child.name === name) out.push(child)
    else if (child.name === 'w:sdt') {
      const content = firstChild(child, 'w:sdtContent')
      if (content !== undefined) out.push(...wrappedChildren(content, name))
    } else if (child.name === 'w:customXml') out.push(...wrappedChildren(child, name))
  }
  return out
}

/**
 * python-docx `row.cells`: a cell per grid column it spans; a vertical-merge continuation stands for
 * the cell above it. `broken` when a continuation has no cell above at its grid offset (python-docx
 * raises there and upstream gives up on the rest of the row).
 */
function rowCells(rows: readonly RowModel[], index: number): { cells: CellModel[]; broken: boolean } {
  const cells: CellModel[] = []
  for (const cell of rows[index]!.cells) {
    const origin = cell.continuesAbove ? cellAbove(rows, index, cell.offset) : cell
    if (origin === undefined) return { cells, broken: true }
    for (let i = 0; i < origin.span; i++) cells.push(origin)
  }
  return { cells, broken: false }
}

function cellAbove(rows: readonly RowModel[], index: number, offset: number): CellModel | undefined {
  for (let above = index - 1; above >= 0; above--) {
    const cell = rows[above]!.cells.find((candidate) => candidate.offset === offset)
    if (cell === undefined) return undefined
    if (!cell.continuesAbove) return cell
  }
  return undefined
}

/** Upstream `iter_row_cells_as_text`: the normalized text of each grid position of the row. */
function rowCellTexts(rows: readonly RowModel[], index: number): string[] {
  const row = rows[index]!
  const texts: string[] = Array.from({ length: row.before }, () => '')
  const { cells, broken } = rowCells(rows, index)
  for (const cell of cells) texts.push(pySplit(cellBlockTexts(cell.tc).join(' ')).join(' '))
  if (broken) texts.push('')
  for (let i = 0; i < row.after; i++) texts.push('')
  return texts
}

/** Paragraph texts of a cell, and for a nested table the normalized texts of its rows' cells. */
function cellBlockTexts(tc: XmlElement): string[] {
  const texts: string[] = []
  for (const item of blockItems(tc)) {
    if (item.name === 'w:p') texts.push(paragraphText(item))
    else {
      const rows = tableRows(item)
      for (let index = 0; index < rows.length; index++) texts.push(...rowCellTexts(rows, index))
    }
  }
  return texts
}

function integer(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10)
  return Number.isFinite(parsed) ? parsed : fallback
}
