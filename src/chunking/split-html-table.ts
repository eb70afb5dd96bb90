/**
 * @module chunking/split-html-table
 * Splits an oversized table into (text, html) pairs whose HTML matches their text exactly
 * (core §4.6, upstream `_HtmlTableSplitter`, `_RowAccumulator`, `_CellAccumulator`): whole rows while
 * they fit, a row too big alone by whole cells, a cell too big alone by the text splitter. Only text
 * is measured, so a piece's HTML may exceed `max_characters`, as upstream allows. Continuation pieces
 * repeat the table's leading header rows when those are short enough.
 */
import { codePointLength } from './code-point-length.js'
import type { HtmlCell, HtmlRow, HtmlTable } from './html-table-rows.js'
import { escapeText } from './html-table-rows.js'
import { splitTextPieces } from './split-text.js'

/** One piece of a split table: its text and its `<table>` HTML. */
export type TextAndHtml = [text: string, html: string]

export interface HtmlTableSplit {
  pieces: TextAndHtml[]
  /** Header rows repeated at the top of every piece after the first (0 when none are repeated). */
  carriedOverHeaderRowCount: number
}

/**
 * The pieces of `table` for a window of `hardMax` code points. `headerRowCount` leading rows are
 * repeated on continuation pieces (pass 0 to repeat none); repetition is skipped when one of them is
 * longer than half the window.
 */
export function splitHtmlTable(table: HtmlTable, hardMax: number, headerRowCount: number): HtmlTableSplit {
  const headerRows = table.rows.slice(0, Math.max(0, headerRowCount))
  const maxHeaderRowLength = headerRows.reduce((longest, row) => Math.max(longest, codePointLength(row.text)), 0)
  // Upstream guard: a repeated header row may take at most half of the window.
  const repeatHeaders = headerRows.length > 0 && maxHeaderRowLength <= Math.floor((hardMax + 1) / 2)
  const headerText = headerRows
    .map((row) => row.text)
    .filter((text) => text !== '')
    .join(' ')
  const headerHtml = `<thead>${headerRows.map((row) => row.headerHtml).join('')}</thead>`
  const headerTextLength = codePointLength(headerText)

  const pieces: TextAndHtml[] = []
  const maxlen = (): number => (pieces.length === 0 || !repeatHeaders ? hardMax : Math.max(1, hardMax - headerTextLength - 1))
  const emit = ([text, html]: TextAndHtml): void => {
    if (pieces.length === 0 || !repeatHeaders) {
      pieces.push([text, html])
      return
    }
    const withHeader = headerText !== '' && text !== '' ? `${headerText} ${text}` : headerText || text
    const inner = html.replace(/^<table>/, '').replace(/<\/table>$/, '')
    pieces.push([withHeader, `<table>${headerHtml}${inner}</table>`])
  }

  let rows = new RowAccumulator(maxlen())
  for (const row of table.rows) {
    if (!rows.willFit(row)) {
      const flushed = rows.flush()
      if (flushed !== undefined) emit(flushed)
      rows = new RowAccumulator(maxlen())
    }
    if (rows.willFit(row)) {
      rows.add(row)
    } else {
      for (const piece of splitRow(row, maxlen())) emit(piece)
      rows = new RowAccumulator(maxlen())
    }
  }
  const last = rows.flush()
  if (last !== undefined) emit(last)
  return { pieces, carriedOverHeaderRowCount: repeatHeaders ? headerRows.length : 0 }
}

/** Whole rows while their texts, each followed by a one-space separator, fit `maxlen`. */
class RowAccumulator {
  private readonly maxlen: number
  private rows: HtmlRow[] = []
  private textLength = 0

  constructor(maxlen: number) {
    this.maxlen = maxlen
  }

  willFit(row: HtmlRow): boolean {
    return this.maxlen - this.rows.length - this.textLength >= codePointLength(row.text)
  }

  add(row: HtmlRow): void {
    this.rows.push(row)
    this.textLength += codePointLength(row.text)
  }

  flush(): TextAndHtml | undefined {
    if (this.rows.length === 0) return undefined
    const text = this.rows
      .map((row) => row.text)
      .filter((t) => t !== '')
      .join(' ')
    const html = `<table>${this.rows.map((row) => row.html).join('')}</table>`
    this.rows = []
    this.textLength = 0
    return [text, html]
  }
}

/** A row too big for the window, as pieces of whole cells (upstream `_iter_row_splits`). */
function splitRow(row: HtmlRow, maxlen: number): TextAndHtml[] {
  const pieces: TextAndHtml[] = []
  let cells: HtmlCell[] = []
  let textLength = 0
  const willFit = (cell: HtmlCell): boolean => maxlen - cells.length - textLength >= codePointLength(cell.text)
  const flush = (): void => {
    if (cells.length === 0) return
    const text = cells
      .map((c) => c.text)
      .filter((t) => t !== '')
      .join(' ')
    pieces.push([text, `<table><tr>${cells.map((c) => c.html).join('')}</tr></table>`])
    cells = []
    textLength = 0
  }
  for (const cell of row.cells) {
    if (!willFit(cell)) flush()
    if (willFit(cell)) {
      cells.push(cell)
      textLength += codePointLength(cell.text)
    } else {
      for (const piece of splitCell(cell, maxlen)) pieces.push(piece)
    }
  }
  flush()
  return pieces
}

/** A cell too big for the window, text-split; 33 = the length of `<table><tr><td></td></tr></table>`. */
function splitCell(cell: HtmlCell, maxlen: number): TextAndHtml[] {
  // Upstream interpolates the raw text here; it is escaped so the piece stays parseable HTML.
  return splitTextPieces(cell.text, { maxlen: Math.max(1, maxlen - 33) }).map((text): TextAndHtml => [
    text,
    `<table><tr><td>${escapeText(text)}</td></tr></table>`,
  ])
}
