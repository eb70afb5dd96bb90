/**
 * @module tables/looks-like-table
 * Whether a grid found by rulings or by text alignment is a grid a person would call a table, from its
 * cell texts alone. Rulings and aligned gaps are also what page layouts are made of: a document laid out
 * in an (often invisible, white-on-white) two-column table, two columns of wrapped prose, a bulleted list
 * whose bullets sit apart from their text, labels under the pictures of an infographic. What tells them
 * from a table is what a reader sees in the cells:
 *   - a table's cells are short; a grid where half the filled cells hold a paragraph is boxes of text
 *     (the cross-check Tabula makes for ruled areas, `isTabular`: the rows the rulings define must agree
 *     with the rows the text defines; here ~40 text lines sat in one ruled row);
 *   - a table's rows are records: the text of a cell does not run on into the cell below as one sentence;
 *     a grid found by alignment where many cells do is wrapped running text set in columns;
 *   - a first column of nothing but bullets is a list, and so is a column of list numbers beside one of text;
 *   - a column made by text alignment alone needs text in at least two rows (camelot's "text edges" and
 *     pdfplumber's `min_words_vertical` ask the same of a column found without rulings);
 *   - two columns found by alignment alone are label–value pairs: a handful of them (a fax cover's "FAX
 *     REASON  EZPay Form", a declarations page's two blocks of lines side by side) is a form; it takes a
 *     few records (an infobox, a glossary) before a reader calls it a table. Drawn rules are evidence
 *     enough for a small grid.
 * Pure over a grid with its cell texts; the reason a grid is refused is returned for tests and tracing.
 */
import type { TableCell, TableGrid } from './types.js'

/** A cell with at least this many words holds a paragraph, not a value or a label. */
const PARAGRAPH_WORDS = 20
/** Paragraph cells making up at least this share of the filled cells: a layout of text boxes. */
const MAX_PARAGRAPH_SHARE = 0.5
/** Cells continuing the sentence of the cell above making up more than this share: running text in columns. */
const MAX_CONTINUED_SHARE = 0.3
/** A stream column needs text in at least this many rows. */
const MIN_COLUMN_CELLS = 2
/** A two-column grid found by alignment alone needs at least this many rows with text in both columns. */
const MIN_STREAM_PAIRS = 4
/** A bullet: any one symbol (•, ●, ▪, –, *, …) or the letter o that stands for one. */
const BULLET = /^([^\p{L}\p{N}\s]|o)$/u
/** A list number: a number, a letter or a roman numeral with a dot or a bracket. */
const NUMBERING = /^(\(?\d{1,3}[.)]|\(?[a-zA-Z][.)]|\(?[ivxIVX]{1,4}[.)])$/
/** What ends a sentence or a label: the next line starts a new one. */
const ENDS_TEXT = /[.:;?!)\]]$/
const STARTS_LOWER = /^\p{Ll}/u

export type NotTableReason = 'paragraph-cells' | 'running-text' | 'list' | 'lone-column' | 'few-pairs'

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length
}

/** The cell whose slot (row, col) is covered, if any. */
function cellAt(grid: TableGrid, row: number, col: number): TableCell | undefined {
  return grid.cells.find((c) => row >= c.row && row < c.row + c.rowSpan && col >= c.col && col < c.col + c.colSpan)
}

/** The cell directly above `cell` (in its first column), when it is a different cell. */
function above(grid: TableGrid, cell: TableCell): TableCell | undefined {
  if (cell.row === 0) return undefined
  const up = cellAt(grid, cell.row - 1, cell.col)
  return up === cell ? undefined : up
}

/** Whether `lower` reads as the rest of the sentence begun in `upper` (a wrapped line of prose). */
export function continuesText(upper: string, lower: string): boolean {
  if (upper === '' || lower === '' || ENDS_TEXT.test(upper) || !STARTS_LOWER.test(lower)) return false
  // One lower-case word under another ("kg" under "m") is a column of labels, not a sentence.
  return wordCount(upper) + wordCount(lower) >= 3
}

/** The columns with text in fewer than two rows. */
export function loneColumns(grid: TableGrid): number[] {
  const filled = grid.cells.filter((c) => c.text !== '')
  const out: number[] = []
  for (let col = 0; col < grid.colXs.length - 1; col++) {
    if (filled.filter((c) => col >= c.col && col < c.col + c.colSpan).length < MIN_COLUMN_CELLS) out.push(col)
  }
  return out
}

/** Rows with text in every column (of a grid without spans across columns, counted by slot). */
function completeRows(grid: TableGrid): number {
  let complete = 0
  for (let row = 0; row < grid.rowYs.length - 1; row++) {
    let all = true
    for (let col = 0; col < grid.colXs.length - 1 && all; col++) all = (cellAt(grid, row, col)?.text ?? '') !== ''
    if (all) complete++
  }
  return complete
}

/** Why `grid` is not a table a person would call one, or undefined when it is one. */
export function notTableReason(grid: TableGrid): NotTableReason | undefined {
  const filled = grid.cells.filter((c) => c.text !== '')
  if (filled.length === 0) return undefined
  const paragraphs = filled.filter((c) => wordCount(c.text) >= PARAGRAPH_WORDS).length
  if (paragraphs >= MAX_PARAGRAPH_SHARE * filled.length) return 'paragraph-cells'
  // Only where rows are made by text lines: a drawn rule between two cells ends a record, whatever the case
  // of the next cell ("works in partnership …" under a ruled "specialises in …"). Rows 0 and 1 are left out:
  // a header's labels often wrap onto a second line.
  const below = grid.method === 'stream' ? filled.filter((c) => c.row >= 2) : []
  const continued = below.filter((c) => continuesText(above(grid, c)?.text ?? '', c.text)).length
  if (below.length > 0 && continued > MAX_CONTINUED_SHARE * below.length) return 'running-text'
  const marks = filled.filter((c) => c.col === 0).map((c) => c.text)
  const twoColumns = grid.colXs.length === 3
  if (marks.length >= 2 && marks.every((t) => BULLET.test(t) || (twoColumns && NUMBERING.test(t)))) return 'list'
  if (grid.method === 'stream' && loneColumns(grid).length > 0) return 'lone-column'
  if (grid.method === 'stream' && twoColumns && completeRows(grid) < MIN_STREAM_PAIRS) return 'few-pairs'
  return undefined
}

/** Whether `grid` is a table a person would call one (see the module comment). */
export function looksLikeTable(grid: TableGrid): boolean {
  return notTableReason(grid) === undefined
}
