import { expect, test } from 'vitest'
import { htmlTableCells } from '../../benchmarks/quality/html-table-cells.js'
import { cellScore, matchTables } from '../../benchmarks/quality/match-tables.js'

const SALES = {
  cells: [
    ['Year', 'Sales'],
    ['2020', '1.2'],
    ['2021', ''],
  ],
}
const SALES_HTML =
  '<table><thead><tr><th>Year</th><th>Sales</th></tr></thead><tbody><tr><td>2020</td><td>1.2</td></tr><tr><td>2021</td><td></td></tr></tbody></table>'

test('the cells of text_as_html, inner tags dropped and entities decoded', () => {
  expect(
    htmlTableCells(
      '<table><tr><th colspan="2">A &amp; <b>B</b></th></tr><tr><td>&lt;1&#62;</td><td/></tr><tr><td>\n x \n</td><td></td></tr></table>',
    ),
  ).toEqual(['A & B', '<1>', 'x', ''])
})

test('a predicted table with the labelled cells is a true positive with a full cell score', () => {
  const match = matchTables([{ text: 'Year Sales 2020 1.2 2021', html: SALES_HTML }], [SALES])
  expect(match).toEqual({ predicted: 1, labelled: 1, truePositives: 1, recalled: 1, cellScores: [1] })
})

test('a prose block predicted as a table is a false positive; the labelled table is not recalled', () => {
  const match = matchTables([{ text: 'The results are shown below in the table', html: undefined }], [SALES])
  expect(match).toMatchObject({ predicted: 1, truePositives: 0, recalled: 0, cellScores: [] })
})

test('cells merged in prediction lower the cell score, not the match', () => {
  const merged = '<table><tr><td>Year Sales</td></tr><tr><td>2020</td><td>1.2</td></tr><tr><td>2021</td></tr></table>'
  expect(cellScore(SALES, merged)).toBe(3 / 5)
  expect(matchTables([{ text: 'Year Sales 2020 1.2 2021', html: merged }], [SALES]).cellScores).toEqual([3 / 5])
})

test('a page without labelled tables: every prediction is a false positive', () => {
  expect(matchTables([{ text: 'a b', html: undefined }], [])).toEqual({ predicted: 1, labelled: 0, truePositives: 0, recalled: 0, cellScores: [] })
})
