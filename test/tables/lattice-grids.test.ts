import { describe, expect, test } from 'vitest'
import { latticeGrids } from '../../src/tables/lattice-grids.js'
import type { Ruling } from '../../src/tables/types.js'

const h = (at: number, a: number, b: number): Ruling => ({ at, a, b })
const v = h

describe('latticeGrids', () => {
  test('a full 3 × 2 grid of rulings gives six one-slot cells', () => {
    const grids = latticeGrids(
      { horizontal: [h(0, 0, 100), h(10, 0, 100), h(20, 0, 100), h(30, 0, 100)], vertical: [v(0, 0, 30), v(50, 0, 30), v(100, 0, 30)] },
      1,
    )
    expect(grids).toHaveLength(1)
    expect(grids[0]!.rowYs).toEqual([0, 10, 20, 30])
    expect(grids[0]!.colXs).toEqual([0, 50, 100])
    expect(grids[0]!.cells.map((c) => [c.row, c.col, c.rowSpan, c.colSpan])).toEqual([
      [0, 0, 1, 1],
      [0, 1, 1, 1],
      [1, 0, 1, 1],
      [1, 1, 1, 1],
      [2, 0, 1, 1],
      [2, 1, 1, 1],
    ])
  })

  test('a missing inner line joins slots into a spanning cell', () => {
    // The middle vertical stops at y = 10: the first row is one cell over both columns;
    // the middle horizontal covers only the right column: the left column spans rows 1 and 2.
    const grids = latticeGrids(
      { horizontal: [h(0, 0, 100), h(10, 0, 100), h(20, 50, 100), h(30, 0, 100)], vertical: [v(0, 0, 30), v(50, 10, 30), v(100, 0, 30)] },
      1,
    )
    expect(grids[0]!.cells.map((c) => [c.row, c.col, c.rowSpan, c.colSpan])).toEqual([
      [0, 0, 1, 2],
      [1, 0, 2, 1],
      [1, 1, 1, 1],
      [2, 1, 1, 1],
    ])
  })

  test('a frame without inner lines and an underline are not tables', () => {
    expect(latticeGrids({ horizontal: [h(0, 0, 100), h(50, 0, 100), h(80, 0, 60)], vertical: [v(0, 0, 50), v(100, 0, 50)] }, 1)).toEqual([])
  })

  test('one ruled row with column rules is returned as a one-row grid (to be cut by its text lines)', () => {
    const grids = latticeGrids({ horizontal: [h(0, 0, 100), h(50, 0, 100)], vertical: [v(0, 0, 50), v(40, 0, 50), v(100, 0, 50)] }, 1)
    expect(grids.map((g) => [g.rowYs, g.colXs])).toEqual([
      [
        [0, 50],
        [0, 40, 100],
      ],
    ])
  })

  test('two separate ruled groups are two grids, top first', () => {
    const grid = (top: number): { horizontal: Ruling[]; vertical: Ruling[] } => ({
      horizontal: [h(top, 0, 100), h(top + 10, 0, 100), h(top + 20, 0, 100)],
      vertical: [v(0, top, top + 20), v(50, top, top + 20), v(100, top, top + 20)],
    })
    const a = grid(200)
    const b = grid(0)
    const grids = latticeGrids({ horizontal: [...a.horizontal, ...b.horizontal], vertical: [...a.vertical, ...b.vertical] }, 1)
    expect(grids.map((g) => g.box.y0)).toEqual([0, 200])
  })
})
