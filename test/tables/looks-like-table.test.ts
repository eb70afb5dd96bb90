import { describe, expect, test } from 'vitest'
import { recognizeTables } from '../../src/tables/detect-tables.js'
import { continuesText, notTableReason } from '../../src/tables/looks-like-table.js'
import { streamGrids } from '../../src/tables/stream-grids.js'
import type { Segment, TableCell, TableGrid, TableWord } from '../../src/tables/types.js'

/** Words of one text line at `y` (height 10) starting at `x`, one space (3 units) apart, 6 units per character. */
function line(x: number, y: number, text: string): TableWord[] {
  let at = x
  return text.split(' ').map((t) => {
    const w = { text: t, x0: at, y0: y, x1: at + 6 * t.length, y1: y + 10 }
    at = w.x1 + 3
    return w
  })
}

/** Lines 14 units apart from `y`, at `x`. */
const lines = (x: number, y: number, texts: readonly string[]): TableWord[] => texts.flatMap((t, i) => line(x, y + 14 * i, t))

/** A grid of rows of cell texts (no spans), for the checks on texts alone. */
function gridOf(rows: readonly (readonly string[])[], method: TableGrid['method']): TableGrid {
  const cells: TableCell[] = rows.flatMap((r, row) =>
    r.map((text, col) => ({ row, col, rowSpan: 1, colSpan: 1, text, box: { x0: col, y0: row, x1: col + 1, y1: row + 1 } })),
  )
  const cols = rows[0]!.length
  return {
    box: { x0: 0, y0: 0, x1: cols, y1: rows.length },
    rowYs: Array.from({ length: rows.length + 1 }, (_, i) => i),
    colXs: Array.from({ length: cols + 1 }, (_, i) => i),
    cells,
    headerRows: 0,
    method,
  }
}

const LEFT = [
  'The committee met twice in the spring and',
  'reviewed the results of the survey with the',
  'regional offices, which asked for a second',
  'round of interviews in the northern towns.',
  'Most of the households answered every part',
  'of the form, and the few that did not were',
]
const RIGHT = [
  'The second round began in June and ended',
  'before the harvest, so that farmers could',
  'take part without losing a working day in',
  'the fields; their answers are counted with',
  'those of the first round in the tables of',
  'the annex, region by region and by year.',
]

describe('a table is a grid a person would call a table', () => {
  test('two columns of wrapped sentences are not a table', () => {
    const words = [...lines(0, 0, LEFT), ...lines(300, 0, RIGHT)]
    expect(streamGrids(words)).toEqual([])
    expect(recognizeTables({ words, segments: [], rects: [] })).toEqual([])
  })

  test('two narrow columns of prose, a few words a line, are running text and not a table', () => {
    const left = ['carbon intensity', 'from our offshore', 'platforms in the', 'eastern region was', 'lower in 2022']
    const right = ['electricity for', 'the whole country', 'is produced by', 'the two fields', 'we operate there']
    const words = [...lines(0, 0, left), ...lines(200, 0, right)]
    expect(streamGrids(words)).toEqual([])
  })

  test('a bulleted list beside a paragraph is not a table', () => {
    const bullets = ['Market research', 'Design and prototypes', 'Budget planning', 'Team roles']
    const words = [
      ...bullets.flatMap((t, i) => [...line(0, 14 * i, '●'), ...line(30, 14 * i, t)]),
      ...lines(300, 0, [
        'This module looks at the role',
        'of the design team in detail',
        'and outlines an approach for',
        'testing the first prototypes.',
      ]),
    ]
    expect(streamGrids(words)).toEqual([])
  })

  test('a column of bullets beside the item texts is a list, whatever the bullet glyph', () => {
    for (const bullet of ['●', '•', '▪', '–', '➢']) {
      const words = ['How will the product meet needs?', 'Design considerations', 'Case study'].flatMap((t, i) => [
        ...line(0, 14 * i, bullet),
        ...line(30, 14 * i, t),
      ])
      expect(streamGrids(words)).toEqual([])
    }
  })

  test('a 4×3 grid of short values is a table', () => {
    const rows = [
      ['Region', 'Units', 'Share'],
      ['North', '1,204', '24%'],
      ['South', '986', '19%'],
      ['West', '1,117', '25%'],
    ]
    const words = rows.flatMap((r, i) => r.flatMap((t, c) => line(120 * c, 14 * i, t)))
    const [grid, ...rest] = recognizeTables({ words, segments: [], rects: [] })
    expect(rest).toEqual([])
    expect(grid!.cells.map((c) => c.text)).toEqual(rows.flat())
  })

  test('a table of labels whose last column wraps its descriptions is still a table', () => {
    const words = [
      ...line(0, 0, 'Code'),
      ...line(100, 0, 'Meaning'),
      ...line(0, 14, 'W'),
      ...line(100, 14, 'Quarterly return information.'),
      ...line(0, 28, 'Z'),
      ...line(100, 28, 'Audit history information'),
      ...line(0, 42, '#'),
      ...line(100, 42, 'Refund checks (up to five) associated'),
      ...line(100, 56, 'with a particular period.'),
      ...line(0, 70, 'R'),
      ...line(100, 70, 'Reversal of a refund'),
    ]
    expect(streamGrids(words)).toHaveLength(1)
  })

  test('a running head above a table with a column of its own is not a row of the table', () => {
    const words = [
      ...line(0, 0, 'Command Codes'),
      ...line(200, 0, '2.3.59'),
      ...line(400, 0, 'page 5'),
      ...line(0, 20, 'Definer'),
      ...line(100, 20, 'Source'),
      ...line(200, 20, 'Result'),
      ...line(0, 34, 'W'),
      ...line(100, 34, 'Y'),
      ...line(200, 34, 'Quarterly'),
      ...line(0, 48, 'Z'),
      ...line(100, 48, 'N'),
      ...line(200, 48, 'Audit'),
    ]
    const [grid, ...rest] = streamGrids(words)
    expect(rest).toEqual([])
    expect(grid!.cells.map((c) => c.text)).toEqual(['Definer', 'Source', 'Result', 'W', 'Y', 'Quarterly', 'Z', 'N', 'Audit'])
  })

  test('a header row close to the body stays, its lone label joining the column beside it', () => {
    const words = [
      ...line(0, 0, 'LINE'),
      ...line(100, 0, 'POSITION'),
      ...line(200, 0, 'DESCRIPTION'),
      ...line(40, 14, '1'),
      ...line(100, 14, '01-05'),
      ...line(200, 14, 'Command Code'),
      ...line(40, 28, '1'),
      ...line(100, 28, '06'),
      ...line(200, 28, 'Definer Code'),
      ...line(40, 42, '2'),
      ...line(100, 42, '71-72'),
      ...line(200, 42, 'Cycle'),
    ]
    const [grid, ...rest] = streamGrids(words)
    expect(rest).toEqual([])
    expect(grid!.cells.map((c) => c.text)).toEqual([
      'LINE',
      'POSITION',
      'DESCRIPTION',
      '1',
      '01-05',
      'Command Code',
      '1',
      '06',
      'Definer Code',
      '2',
      '71-72',
      'Cycle',
    ])
  })

  test('a mark beside one row is no column of its own', () => {
    const words = [
      ...line(0, 0, '1'),
      ...line(100, 0, '01-05'),
      ...line(200, 0, 'Command Code'),
      ...line(0, 14, '2'),
      ...line(100, 14, '76-80'),
      ...line(400, 14, '#'),
      ...line(0, 28, '5'),
      ...line(100, 28, '02-03'),
      ...line(200, 28, 'MFT'),
    ]
    const [grid] = streamGrids(words)
    expect(grid!.colXs).toHaveLength(4)
    expect(grid!.cells.map((c) => c.text)).toEqual(['1', '01-05', 'Command Code', '2', '76-80', '#', '5', '02-03', 'MFT'])
  })

  test('a ruled table of lower-case labels and descriptions is a table: a drawn rule ends each record', () => {
    const rows = [
      ['role', 'what they do'],
      ['breast surgeon', 'specialises in surgery and performs biopsies'],
      ['radiation therapist', 'plans and delivers the radiotherapy'],
      ['nurse', 'supports you through the treatment'],
    ]
    const segments: Segment[] = [
      ...[0, 20, 40, 60, 80].map((y) => ({ x0: 0, y0: y, x1: 500, y1: y })),
      ...[0, 150, 500].map((x) => ({ x0: x, y0: 0, x1: x, y1: 80 })),
    ]
    const words = rows.flatMap((r, i) => [...line(4, 20 * i + 5, r[0]!), ...line(154, 20 * i + 5, r[1]!)])
    const [grid, ...rest] = recognizeTables({ words, segments, rects: [], stream: false })
    expect(rest).toEqual([])
    expect(grid!.cells.map((c) => c.text)).toEqual(rows.flat())
  })

  test('a ruled frame holding paragraphs of text (a page laid out in a table) is not a table', () => {
    // Two columns, two rows, drawn; each of three boxes holds a heading, a paragraph and a list.
    const segments: Segment[] = [
      ...[0, 200, 400].map((y) => ({ x0: 0, y0: y, x1: 600, y1: y })),
      ...[0, 300, 600].map((x) => ({ x0: x, y0: 0, x1: x, y1: 400 })),
    ]
    const words = [...lines(4, 4, LEFT), ...lines(304, 4, RIGHT), ...lines(4, 204, [...RIGHT, ...LEFT.slice(0, 3)])]
    expect(recognizeTables({ words, segments, rects: [] })).toEqual([])
  })

  test('a ruled grid with one long description among short cells is a table', () => {
    const segments: Segment[] = [
      ...[0, 20, 80, 100].map((y) => ({ x0: 0, y0: y, x1: 500, y1: y })),
      ...[0, 100, 400, 500].map((x) => ({ x0: x, y0: 0, x1: x, y1: 100 })),
    ]
    const words = [
      ...line(4, 5, 'Item'),
      ...line(104, 5, 'Description'),
      ...line(404, 5, 'Qty'),
      ...line(4, 25, 'Pump'),
      ...lines(104, 25, ['A centrifugal pump for the cooling', 'circuit of the second reactor, with', 'its motor, seals and the mounting kit.']),
      ...line(404, 25, '2'),
      ...line(4, 85, 'Valve'),
      ...line(104, 85, 'Check valve'),
      ...line(404, 85, '12'),
    ]
    const [grid, ...rest] = recognizeTables({ words, segments, rects: [], stream: false })
    expect(rest).toEqual([])
    expect(grid!.method).toBe('lattice')
  })
})

describe('notTableReason', () => {
  test('a few label–value pairs found by alignment alone are a form, not a table; many of them are a table', () => {
    // a fax cover: two labels with their values beside them (the second value on two lines)
    expect(
      notTableReason(
        gridOf(
          [
            ['FAX REASON', 'EZPay Form'],
            ['', 'K00083219'],
            ['Completion Date', '08/12/2013'],
          ],
          'stream',
        ),
      ),
    ).toBe('few-pairs')
    // a declarations page: two blocks of lines side by side, a section heading between them
    expect(
      notTableReason(
        gridOf(
          [
            ['Sold and Serviced by Acme, LLC', 'Policy Number:'],
            ['Underwritten by Acme', '0042'],
            ['POLICY INFORMATION', ''],
            ['Insurance Agent Smith', 'Insurance Company'],
          ],
          'stream',
        ),
      ),
    ).toBe('few-pairs')
    // an infobox: a record per row
    const infobox = [
      ['Original author', 'Andreas Gal'],
      ['Developer', 'Mozilla'],
      ['Initial release', '2 July 2011'],
      ['Written in', 'JavaScript'],
      ['License', 'Apache 2.0'],
    ]
    expect(notTableReason(gridOf(infobox, 'stream'))).toBeUndefined()
    // the same few pairs inside drawn rules are a table: someone drew its grid
    expect(
      notTableReason(
        gridOf(
          [
            ['FAX REASON', 'EZPay Form'],
            ['Completion Date', '08/12/2013'],
          ],
          'lattice',
        ),
      ),
    ).toBeUndefined()
    // three columns found by alignment are not label–value pairs
    expect(
      notTableReason(
        gridOf(
          [
            ['Year', 'Sales', 'Cost'],
            ['2020', '1.2', '0.8'],
            ['2021', '1.4', '0.9'],
          ],
          'stream',
        ),
      ),
    ).toBeUndefined()
  })

  test('names what a person sees', () => {
    const paragraph =
      'This module introduces the learner to the importance and principles of product development and quality assurance and explores the kinds of products'
    expect(
      notTableReason(
        gridOf(
          [
            [paragraph, paragraph],
            [paragraph, ''],
          ],
          'lattice',
        ),
      ),
    ).toBe('paragraph-cells')
    expect(
      notTableReason(
        gridOf(
          [
            ['•', 'one'],
            ['•', 'two'],
            ['•', 'three'],
          ],
          'stream',
        ),
      ),
    ).toBe('list')
    expect(
      notTableReason(
        gridOf(
          [
            ['1.', 'one'],
            ['2.', 'two'],
            ['3.', 'three'],
          ],
          'stream',
        ),
      ),
    ).toBe('list')
    expect(
      notTableReason(
        gridOf(
          [
            ['A', 'B', 'x'],
            ['C', 'D', ''],
            ['E', 'F', ''],
          ],
          'stream',
        ),
      ),
    ).toBe('lone-column')
    expect(
      notTableReason(
        gridOf(
          [
            ['No.', 'Item'],
            ['1.', 'Apple'],
            ['2.', 'Pear'],
          ],
          'lattice',
        ),
      ),
    ).toBeUndefined()
    expect(
      notTableReason(
        gridOf(
          [
            ['2.5', '1st'],
            ['kilograms per barrel', 'woman'],
            ['carbon intensity from', 'offshore platform engineer'],
            ['our eastern operations', 'in Israel was employed'],
            ['in the year 2022', 'by our operations'],
          ],
          'stream',
        ),
      ),
    ).toBe('running-text')
    expect(
      notTableReason(
        gridOf(
          [
            ['Name', 'Qty'],
            ['apple', '3'],
            ['pear', '12'],
            ['plum', '7'],
          ],
          'stream',
        ),
      ),
    ).toBeUndefined()
  })

  test('a line runs on into the next when it does not end a sentence and the next starts in lower case', () => {
    expect(continuesText('carbon intensity from', 'our operations')).toBe(true)
    expect(continuesText('Quarterly information.', 'audit history')).toBe(false)
    expect(continuesText('Audit history', 'Refund checks')).toBe(false)
    expect(continuesText('kg', 'm')).toBe(false)
  })
})
