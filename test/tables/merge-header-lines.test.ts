import { describe, expect, test } from 'vitest'
import { mergeHeaderLines } from '../../src/tables/merge-header-lines.js'
import type { TableCell, TableGrid } from '../../src/tables/types.js'

function grid(rows: string[][]): TableGrid {
  const cells: TableCell[] = rows.flatMap((row, r) =>
    row.map((text, col) => ({ row: r, col, rowSpan: 1, colSpan: 1, text, box: { x0: col, y0: r, x1: col + 1, y1: r + 1 } })),
  )
  return {
    box: { x0: 0, y0: 0, x1: 2, y1: rows.length },
    rowYs: rows.map((_, i) => i).concat(rows.length),
    colXs: [0, 1, 2],
    cells,
    headerRows: 0,
    method: 'stream',
  }
}

describe('mergeHeaderLines', () => {
  test('a wrapped header line with some empty columns is folded into the header row', () => {
    const merged = mergeHeaderLines(
      grid([
        ['Inhibitor', 'Corrosion'],
        ['', 'rate'],
        ['0', '2.81'],
      ]),
    )
    expect(merged.rowYs).toEqual([0, 2, 3])
    expect(merged.cells.map((c) => [c.row, c.text])).toEqual([
      [0, 'Inhibitor'],
      [0, 'Corrosion rate'],
      [1, '0'],
      [1, '2.81'],
    ])
  })

  test('a full second row of labels is a body row, not a wrapped header', () => {
    const g = grid([
      ['Name', 'Colour'],
      ['Apple', 'red'],
      ['Pear', '3'],
    ])
    expect(mergeHeaderLines(g)).toBe(g)
  })
})
