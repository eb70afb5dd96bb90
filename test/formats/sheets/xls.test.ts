import { describe, expect, test } from 'vitest'
import { partition } from '../../../src/partition.js'
import { mutantOutcomes } from '../helpers/seeded-mutants.js'
import { buildXls } from '../helpers/build-xls.js'

describe('partitionXls through partition()', () => {
  test('a BIFF8 workbook gives the same elements as the XLSX flow: Title row, then the Table', async () => {
    const bytes = buildXls([
      {
        name: 'Stanley Cups',
        cells: [
          { row: 0, col: 0, cell: { kind: 'sst', text: 'Stanley Cups' } },
          { row: 1, col: 0, cell: { kind: 'sst', text: 'Team' } },
          { row: 1, col: 1, cell: { kind: 'label', text: 'Location' } },
          { row: 1, col: 2, cell: { kind: 'sst', text: 'Stanley Cups' } },
          { row: 2, col: 0, cell: { kind: 'sst', text: 'Blues' } },
          { row: 2, col: 1, cell: { kind: 'sst', text: 'STL' } },
          { row: 2, col: 2, cell: { kind: 'rk', value: 1 } },
          { row: 3, col: 0, cell: { kind: 'sst', text: 'Maple Leafs' } },
          { row: 3, col: 1, cell: { kind: 'formula-string', text: 'TOR' } },
          { row: 3, col: 2, cell: { kind: 'number', value: 13 } },
        ],
      },
    ])
    const elements = await partition(bytes, { filename: 'cups.xls' })
    expect(elements.map((e) => [e.type, e.text, e.metadata.page_name])).toEqual([
      ['Title', 'Stanley Cups', 'Stanley Cups'],
      ['Table', 'Team Location Stanley Cups Blues STL 1 Maple Leafs TOR 13', 'Stanley Cups'],
    ])
    expect(elements[0]!.metadata.filetype).toBe('application/vnd.ms-excel')
  })

  test('MULRK, booleans, errors and formatted numbers are read; shared strings survive CONTINUE records', async () => {
    const bytes = buildXls(
      [
        {
          name: 'S',
          cells: [
            { row: 0, col: 0, cell: { kind: 'sst', text: 'A rather long shared string that crosses a record boundary' } },
            { row: 0, col: 1, cell: { kind: 'sst', text: 'second' } },
            { row: 1, col: 0, cell: { kind: 'mulrk', values: [7, 8] } },
            { row: 2, col: 0, cell: { kind: 'bool', value: true } },
            { row: 2, col: 1, cell: { kind: 'error', code: 0x2a } },
            { row: 3, col: 0, cell: { kind: 'number', value: 44197, format: 'yyyy-mm-dd' } },
            { row: 3, col: 1, cell: { kind: 'number', value: 0.5, format: '0%' } },
          ],
        },
      ],
      { sstChunk: 30 },
    )
    const elements = await partition(bytes, { filename: 'mixed.xls' })
    expect(elements).toHaveLength(1)
    expect(elements[0]!.text).toBe('A rather long shared string that crosses a record boundary second 7 8 TRUE #N/A 2021-01-01 50%')
  })

  test('sheets are pages in workbook order', async () => {
    const bytes = buildXls([
      { name: 'One', cells: [{ row: 0, col: 0, cell: { kind: 'label', text: 'First sheet text' } }] },
      { name: 'Two', cells: [{ row: 0, col: 0, cell: { kind: 'label', text: 'Second sheet text' } }] },
    ])
    const elements = await partition(bytes, { filename: 'two.xls' })
    expect(elements.map((e) => [e.metadata.page_number, e.metadata.page_name])).toEqual([
      [1, 'One'],
      [2, 'Two'],
    ])
  })
})

describe('partitionXls on damaged workbooks', () => {
  test('each of 200 seeded byte-level mutants gives elements or a typed PartitionError, none hangs or crashes', async () => {
    const bytes = buildXls([
      {
        name: 'Sheet',
        cells: [
          { row: 0, col: 0, cell: { kind: 'sst', text: 'Team' } },
          { row: 1, col: 0, cell: { kind: 'number', value: 13 } },
        ],
      },
    ])
    const outcomes = await mutantOutcomes(bytes, 200, 98, (mutant) => partition(mutant, { filename: 'mutant.xls' }))

    expect(outcomes.read + outcomes.refused).toBe(200)
    expect(outcomes.refused).toBeGreaterThan(0)
  }, 120_000)
})
