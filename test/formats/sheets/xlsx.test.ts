import { describe, expect, test } from 'vitest'
import { buildXlsx } from '../../../fixtures/office/xlsx-builder.js'
import { partition } from '../../../src/partition.js'

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const STANLEY = buildXlsx([
  {
    name: 'Stanley Cups',
    cells: {
      A1: 'Stanley Cups',
      A2: 'Team',
      B2: 'Location',
      C2: 'Stanley Cups',
      A3: 'Blues',
      B3: 'STL',
      C3: 1,
      A4: 'Flyers',
      B4: 'PHI',
      C4: 2,
      A5: 'Maple Leafs',
      B5: 'TOR',
      C5: 13,
    },
  },
  { name: 'Second', cells: { B2: 'Only one cell here' } },
])

describe('partitionXlsx through partition()', () => {
  test('a single-cell row above a block is a Title, the block a Table, as upstream gives stanley-cups.xlsx', async () => {
    const elements = await partition(STANLEY, { filename: 'stanley-cups.xlsx' })
    expect(elements[0]).toMatchObject({
      type: 'Title',
      text: 'Stanley Cups',
      metadata: { page_name: 'Stanley Cups', page_number: 1, filetype: XLSX_MIME },
    })
    expect(elements[1]).toMatchObject({
      type: 'Table',
      text: 'Team Location Stanley Cups Blues STL 1 Flyers PHI 2 Maple Leafs TOR 13',
      metadata: {
        page_number: 1,
        text_as_html:
          '<table><tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr><tr><td>Blues</td><td>STL</td><td>1</td></tr>' +
          '<tr><td>Flyers</td><td>PHI</td><td>2</td></tr><tr><td>Maple Leafs</td><td>TOR</td><td>13</td></tr></table>',
      },
    })
  })

  test('each sheet is a page named after the sheet, numbered from startingPageNumber', async () => {
    const elements = await partition(STANLEY, { filename: 's.xlsx', startingPageNumber: 3 })
    expect(elements.at(-1)).toMatchObject({ text: 'Only one cell here', metadata: { page_name: 'Second', page_number: 4 } })
  })

  test('separate blocks are separate tables; empty cells inside a block are empty td', async () => {
    const bytes = buildXlsx([{ name: 'S', cells: { A1: 'a', B1: 'b', A2: 'c', B2: 'd', A5: 'e', C5: 'f', A6: 'g', B6: 'h', C6: 'i' } }])
    const elements = await partition(bytes, { filename: 'blocks.xlsx' })
    expect(elements.map((e) => [e.type, e.metadata.text_as_html])).toEqual([
      ['Table', '<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>'],
      ['Table', '<table><tr><td>e</td><td/><td>f</td></tr><tr><td>g</td><td>h</td><td>i</td></tr></table>'],
    ])
  })

  test('trailing single-cell rows follow the table and are classified; bullets become clean ListItems', async () => {
    const bytes = buildXlsx([{ name: 'S', cells: { A1: 'x', B1: 'y', A2: 'The totals were checked by the finance team.', A3: '• first point' } }])
    const elements = await partition(bytes, { filename: 't.xlsx' })
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Table', 'x y'],
      ['NarrativeText', 'The totals were checked by the finance team.'],
      ['ListItem', 'first point'],
    ])
  })

  test('numbers and dates are shown with their number format; inline strings and booleans are read', async () => {
    const bytes = buildXlsx([
      {
        name: 'S',
        cells: {
          A1: { inline: 'Date' },
          B1: { value: 44197, format: 'yyyy-mm-dd' },
          A2: 'Share',
          B2: { value: 0.256, format: '0.0%' },
          A3: 'Amount',
          B3: { value: 1234.5, format: '#,##0.00' },
          A4: 'Done',
          B4: true,
        },
      },
    ])
    const elements = await partition(bytes, { filename: 'f.xlsx' })
    expect(elements).toHaveLength(1)
    expect(elements[0]!.text).toBe('Date 2021-01-01 Share 25.6% Amount 1,234.50 Done TRUE')
  })

  test('a 1904 workbook counts dates from 1904', async () => {
    const bytes = buildXlsx([{ name: 'S', cells: { A1: 'Day', B1: { value: 0, format: 'yyyy-mm-dd' } } }], { date1904: true })
    const elements = await partition(bytes, { filename: 'mac.xlsx' })
    expect(elements[0]!.text).toBe('Day 1904-01-01')
  })
})
