import { describe, expect, test } from 'vitest'
import { fillCells } from '../../src/tables/fill-cells.js'
import { gridCells } from '../../src/tables/lattice-grids.js'
import { splitTextRows } from '../../src/tables/split-text-rows.js'
import type { TableGrid, TableWord } from '../../src/tables/types.js'

const word = (text: string, x0: number, y0: number): TableWord => ({ text, x0, y0, x1: x0 + 6 * text.length, y1: y0 + 10 })

/** Two columns (0–100, 100–200), a header row 0–20 and one ruled body row 20–80 (no rules between its lines). */
function grid(): TableGrid {
  const rowYs = [0, 20, 80]
  const colXs = [0, 100, 200]
  const rulings = { horizontal: rowYs.map((at) => ({ at, a: 0, b: 200 })), vertical: colXs.map((at) => ({ at, a: 0, b: 80 })) }
  return { box: { x0: 0, y0: 0, x1: 200, y1: 80 }, rowYs, colXs, cells: gridCells(rowYs, colXs, rulings, 1), headerRows: 0, method: 'lattice' }
}

describe('splitTextRows', () => {
  test('a ruled body row whose cells all hold three aligned lines becomes three rows', () => {
    const words = [word('Name', 4, 5), word('Qty', 104, 5), ...[25, 42, 59].flatMap((y, i) => [word(`n${i}`, 4, y), word(`${i}`, 104, y)])]
    const split = fillCells(splitTextRows(grid(), words), words).grid
    expect(split.rowYs.length - 1).toBe(4)
    expect(split.cells.map((c) => c.text)).toEqual(['Name', 'Qty', 'n0', '0', 'n1', '1', 'n2', '2'])
  })

  test('a row where only one cell wraps stays one row', () => {
    const words = [word('Name', 4, 5), word('Qty', 104, 5), word('long', 4, 25), word('label', 4, 42), word('7', 104, 25)]
    expect(splitTextRows(grid(), words).rowYs).toEqual([0, 20, 80])
  })
})
