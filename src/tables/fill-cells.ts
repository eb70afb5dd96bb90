/**
 * @module tables/fill-cells
 * Puts words into the cells of a grid: a word belongs to the cell that holds its centre; a cell's text is
 * its words in reading order (tables/text-lines). Returns the grid with texts and the words it used.
 */
import { wordsText } from './text-lines.js'
import type { Box, TableGrid, TableWord } from './types.js'

export function centreIn(word: Box, box: Box): boolean {
  const x = (word.x0 + word.x1) / 2
  const y = (word.y0 + word.y1) / 2
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1
}

export function fillCells(grid: TableGrid, words: readonly TableWord[]): { grid: TableGrid; used: TableWord[] } {
  const inside = words.filter((w) => centreIn(w, grid.box))
  const buckets = grid.cells.map(() => [] as TableWord[])
  const used: TableWord[] = []
  for (const w of inside) {
    const i = grid.cells.findIndex((c) => centreIn(w, c.box))
    if (i < 0) continue
    buckets[i]!.push(w)
    used.push(w)
  }
  const cells = grid.cells.map((c, i) => ({ ...c, text: wordsText(buckets[i]!) }))
  return { grid: { ...grid, cells }, used }
}
