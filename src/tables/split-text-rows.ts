/**
 * @module tables/split-text-rows
 * Ruled tables that draw column rules but no rule between body rows (LaTeX tables, many reports) come out
 * of the lattice with one tall row holding every body line. Such a row is cut into one row per text line
 * when every filled cell in it has the same number of lines (two or more) and those lines line up across
 * the columns; a row where only some cells wrap (a long label) stays one row.
 */
import { centreIn } from './fill-cells.js'
import { textLines } from './text-lines.js'
import type { TableCell, TableGrid, TableWord } from './types.js'

/** New row boundaries inside row `r`, or [] when it stays whole. */
function cutsOf(grid: TableGrid, r: number, words: readonly TableWord[]): number[] {
  const cells = grid.cells.filter((c) => c.row <= r && c.row + c.rowSpan > r)
  if (cells.some((c) => c.rowSpan > 1)) return []
  const perCell = cells.map((c) => textLines(words.filter((w) => centreIn(w, c.box)))).filter((lines) => lines.length > 0)
  if (perCell.length < 2) return []
  const k = perCell[0]!.length
  if (k < 2 || perCell.some((lines) => lines.length !== k)) return []
  const band = { x0: grid.box.x0, y0: grid.rowYs[r]!, x1: grid.box.x1, y1: grid.rowYs[r + 1]! }
  const lines = textLines(words.filter((w) => centreIn(w, band)))
  if (lines.length !== k) return []
  const cuts: number[] = []
  for (let i = 1; i < k; i++) cuts.push((lines[i - 1]!.y1 + lines[i]!.y0) / 2)
  return cuts
}

export function splitTextRows(grid: TableGrid, words: readonly TableWord[]): TableGrid {
  const rows = grid.rowYs.length - 1
  const cuts = Array.from({ length: rows }, (_, r) => cutsOf(grid, r, words))
  if (cuts.every((c) => c.length === 0)) return grid
  const start: number[] = []
  const rowYs: number[] = []
  for (let r = 0; r < rows; r++) {
    start.push(rowYs.length)
    rowYs.push(grid.rowYs[r]!, ...cuts[r]!)
  }
  rowYs.push(grid.rowYs[rows]!)
  const cells: TableCell[] = []
  for (const c of grid.cells) {
    const parts = cuts[c.row]!.length + 1
    if (parts === 1) {
      cells.push({ ...c, row: start[c.row]! })
      continue
    }
    for (let i = 0; i < parts; i++) {
      const row = start[c.row]! + i
      cells.push({ ...c, row, rowSpan: 1, box: { ...c.box, y0: rowYs[row]!, y1: rowYs[row + 1]! } })
    }
  }
  cells.sort((p, q) => p.row - q.row || p.col - q.col)
  return { ...grid, rowYs, cells }
}
