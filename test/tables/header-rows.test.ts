import { describe, expect, test } from 'vitest'
import { headerRows } from '../../src/tables/header-rows.js'
import type { TableCell, TableGrid } from '../../src/tables/types.js'

function grid(rows: (string | [string, number])[][]): TableGrid {
  const cells: TableCell[] = []
  rows.forEach((row, r) => {
    let col = 0
    for (const item of row) {
      const [text, colSpan] = typeof item === 'string' ? [item, 1] : item
      cells.push({ row: r, col, rowSpan: 1, colSpan, text, box: { x0: 0, y0: 0, x1: 0, y1: 0 } })
      col += colSpan
    }
  })
  return { box: { x0: 0, y0: 0, x1: 0, y1: 0 }, rowYs: rows.map((_, i) => i).concat(rows.length), colXs: [], cells, headerRows: 0, method: 'lattice' }
}

describe('headerRows', () => {
  test('a row of labels above rows of numbers is a header', () => {
    expect(
      headerRows(
        grid([
          ['Name', 'Qty'],
          ['Apple', '3'],
          ['Pear', '12'],
        ]),
      ),
    ).toBe(1)
  })

  test('a table of words only has no recognisable header', () => {
    expect(
      headerRows(
        grid([
          ['Name', 'Colour'],
          ['Apple', 'red'],
          ['Pear', 'green'],
        ]),
      ),
    ).toBe(0)
  })

  test('group headers spanning columns (even years) and the labels under them are two header rows', () => {
    expect(
      headerRows(
        grid([
          ['', ['2023', 2]],
          ['Region', 'H1', 'H2'],
          ['North', '1', '2'],
        ]),
      ),
    ).toBe(2)
  })

  test('an empty top-left stub does not stop a label row', () => {
    expect(
      headerRows(
        grid([
          ['', 'Qty', 'Price'],
          ['Apple', '3', '1.2'],
        ]),
      ),
    ).toBe(1)
  })
})
