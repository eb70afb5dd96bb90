/**
 * @module tables/header-rows
 * How many leading rows of a grid are headers: rows holding group headers (a cell spanning several
 * columns) with the row of column names under them; or a first row of labels above a body with numbers.
 * 0 when neither pattern holds (no `<thead>` is then written).
 */
import type { TableCell, TableGrid } from './types.js'

const NUMERIC = /^[\s$€£¥%()+\-−–.,:/*]*\d[\d\s$€£¥%()+\-−–.,:/*xX]*$/

/** A cell that reads as a number, an amount or a percentage. */
export function isNumeric(text: string): boolean {
  return NUMERIC.test(text)
}

function rowCells(grid: TableGrid, row: number): TableCell[] {
  return grid.cells.filter((c) => c.row === row)
}

function isLabelRow(cells: readonly TableCell[]): boolean {
  const filled = cells.filter((c) => c.text !== '')
  // The top-left cell (the stub) may be empty.
  return filled.length >= Math.max(1, cells.length - 1) && filled.every((c) => !NUMERIC.test(c.text))
}

export function headerRows(grid: TableGrid): number {
  const rows = grid.rowYs.length - 1
  if (rows < 2) return 0
  const bodyHasNumbers = (from: number): boolean => grid.cells.some((c) => c.row >= from && NUMERIC.test(c.text))
  let h = 0
  while (h < rows - 1) {
    const cells = rowCells(grid, h)
    // Group headers may be numbers (years); what marks them is the span.
    if (!cells.some((c) => c.colSpan > 1) || cells.some((c) => c.text === '' && c.col > 0)) break
    h = Math.max(h + 1, ...cells.map((c) => c.row + c.rowSpan))
  }
  if (h > 0) return h < rows - 1 && isLabelRow(rowCells(grid, h)) ? h + 1 : h
  return isLabelRow(rowCells(grid, 0)) && bodyHasNumbers(1) ? 1 : 0
}
