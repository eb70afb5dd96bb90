import { describe, expect, test } from 'vitest'
import { streamGrids } from '../../src/tables/stream-grids.js'
import type { TableWord } from '../../src/tables/types.js'

/** Words of one line at `y` (height 10), each given with its left x; width 6 per character. */
function lineOf(y: number, ...items: [number, string][]): TableWord[] {
  return items.map(([x, text]) => ({ text, x0: x, y0: y, x1: x + 6 * text.length, y1: y + 10 }))
}

/** A prose line: words one space (3 units) apart from x = 0. */
function prose(y: number, text: string): TableWord[] {
  let x = 0
  return text.split(' ').map((t) => {
    const w = { text: t, x0: x, y0: y, x1: x + 6 * t.length, y1: y + 10 }
    x = w.x1 + 3
    return w
  })
}

describe('streamGrids', () => {
  test('aligned columns between paragraphs are one table; the paragraphs stay out', () => {
    const words = [
      ...prose(0, 'a paragraph that runs across the whole width of the page'),
      ...lineOf(20, [0, 'Name'], [100, 'Qty'], [200, 'Price']),
      ...lineOf(34, [0, 'Apple'], [100, '3'], [200, '1.20']),
      ...lineOf(48, [0, 'Pear'], [100, '12'], [200, '0.90']),
      ...prose(70, 'another paragraph that runs across the whole width'),
    ]
    const grids = streamGrids(words)
    expect(grids).toHaveLength(1)
    const g = grids[0]!
    expect(g.rowYs.length - 1).toBe(3)
    expect(g.colXs.length - 1).toBe(3)
    expect(g.cells.map((c) => c.text)).toEqual(['Name', 'Qty', 'Price', 'Apple', '3', '1.20', 'Pear', '12', '0.90'])
  })

  test('a row with one filled cell inside the table is kept as a row', () => {
    const words = [...lineOf(0, [0, 'A'], [100, 'B'], [200, 'C']), ...lineOf(14, [0, 'x']), ...lineOf(28, [0, 'y'], [100, 'z'], [200, 'w'])]
    expect(streamGrids(words)[0]!.cells.map((c) => c.text)).toEqual(['A', 'B', 'C', 'x', '', '', 'y', 'z', 'w'])
  })

  test('prose set in two columns is not a table', () => {
    const words = [0, 14, 28, 42].flatMap((y) => [
      ...prose(y, 'the committee reviewed results of').map((w) => w),
      ...prose(y, 'most households in the region reported').map((w) => ({ ...w, x0: w.x0 + 300, x1: w.x1 + 300 })),
    ])
    expect(streamGrids(words)).toEqual([])
  })

  test('a bulleted list with a wide gap after each bullet is not a table', () => {
    const words = [0, 14, 28].flatMap((y) => lineOf(y, [0, '•'], [30, 'item']))
    expect(streamGrids(words)).toEqual([])
  })

  test('words inside an excluded box are not looked at', () => {
    const words = [...lineOf(0, [0, 'A'], [100, 'B']), ...lineOf(14, [0, 'C'], [100, 'D']), ...lineOf(28, [0, 'E'], [100, 'F'])]
    expect(streamGrids(words, [{ x0: -1, y0: -1, x1: 200, y1: 50 }])).toEqual([])
  })
})
