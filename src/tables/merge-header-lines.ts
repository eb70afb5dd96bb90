/**
 * @module tables/merge-header-lines
 * In a table found by text alignment every text line is a row, so a header whose labels wrap onto a second
 * line ("Polarization" / "resistance (Ω)") comes out as two rows. The second is folded into the first when
 * both hold labels only (no numbers), the second leaves some columns empty, and the body below has numbers.
 */
import { isNumeric } from './header-rows.js'
import type { TableGrid } from './types.js'

export function mergeHeaderLines(grid: TableGrid): TableGrid {
  let g = grid
  for (;;) {
    const rows = g.rowYs.length - 1
    if (rows < 3) return g
    const first = g.cells.filter((c) => c.row === 0)
    const second = g.cells.filter((c) => c.row === 1)
    const labels = (cells: typeof first): boolean => cells.every((c) => c.text === '' || !isNumeric(c.text))
    const secondFilled = second.filter((c) => c.text !== '').length
    const bodyNumbers = g.cells.some((c) => c.row >= 2 && isNumeric(c.text))
    if (!labels(first) || !labels(second) || secondFilled === 0 || secondFilled === second.length || !bodyNumbers) return g
    const cells = g.cells
      .filter((c) => c.row !== 1)
      .map((c) => {
        if (c.row > 1) return { ...c, row: c.row - 1 }
        const below = second.find((s) => s.col === c.col)?.text ?? ''
        return { ...c, text: [c.text, below].filter((t) => t !== '').join(' '), box: { ...c.box, y1: g.rowYs[2]! } }
      })
    g = { ...g, rowYs: [g.rowYs[0]!, ...g.rowYs.slice(2)], cells }
  }
}
