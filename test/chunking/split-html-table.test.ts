import { describe, expect, test } from 'vitest'
import { parseHtmlTable } from '../../src/chunking/html-table-rows.js'
import { splitHtmlTable } from '../../src/chunking/split-html-table.js'

const parse = (html: string) => {
  const table = parseHtmlTable(html)
  if (table === undefined) throw new Error('fixture has no table')
  return table
}

// Ported from upstream test_base.py::Describe_HtmlTableSplitter, Describe_RowAccumulator, Describe_CellAccumulator.
describe('splitHtmlTable', () => {
  test('splits on whole rows when it can', () => {
    const table = parse(`
      <table border="1" class="dataframe"><tbody>
        <tr><td>Stanley
          Cups</td><td></td><td></td></tr>
        <tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr>
        <tr><td>Blues</td><td>STL</td><td>1</td></tr>
        <tr><td>Flyers</td><td>PHI</td><td>2</td></tr>
        <tr><td>Maple Leafs</td><td>TOR</td><td>13</td></tr>
      </tbody></table>`)

    expect(splitHtmlTable(table, 40, 0).pieces).toEqual([
      [
        'Stanley Cups Team Location Stanley Cups',
        '<table><tr><td>Stanley Cups</td><td/><td/></tr><tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr></table>',
      ],
      ['Blues STL 1 Flyers PHI 2', '<table><tr><td>Blues</td><td>STL</td><td>1</td></tr><tr><td>Flyers</td><td>PHI</td><td>2</td></tr></table>'],
      ['Maple Leafs TOR 13', '<table><tr><td>Maple Leafs</td><td>TOR</td><td>13</td></tr></table>'],
    ])
  })

  test('splits an oversized row on whole cells', () => {
    const table = parse(`
      <html><body><table>
        <tr>
          <td>Lorem ipsum dolor sit amet.</td>
          <td>   Consectetur    adipiscing     elit.   </td>
          <td>
            Laboris nisi ut
            aliquip ex ea commodo.
          </td>
        </tr>
        <tr><td>Duis</td><td>Dolor</td></tr>
        <tr><td>Duis</td><td>Cillum</td></tr>
      </table></body></html>`)

    expect(splitHtmlTable(table, 93, 0).pieces).toEqual([
      [
        'Lorem ipsum dolor sit amet. Consectetur adipiscing elit.',
        '<table><tr><td>Lorem ipsum dolor sit amet.</td><td>Consectetur adipiscing elit.</td></tr></table>',
      ],
      ['Laboris nisi ut aliquip ex ea commodo.', '<table><tr><td>Laboris nisi ut aliquip ex ea commodo.</td></tr></table>'],
      ['Duis Dolor Duis Cillum', '<table><tr><td>Duis</td><td>Dolor</td></tr><tr><td>Duis</td><td>Cillum</td></tr></table>'],
    ])
  })

  test('splits an oversized cell on word boundaries, leaving room for the 33 characters of tags', () => {
    const table = parse(`
      <table><thead><tr>
        <td>
          Lorem ipsum dolor sit amet,
          consectetur adipiscing elit.
          Sed do eiusmod tempor
          incididunt ut labore et dolore magna aliqua.
        </td>
        <td> Ut enim ad minim veniam.           </td>
        <td> Quis nostrud exercitation ullamco. </td>
      </tr></thead>
      <tbody><tr><td>Duis aute irure dolor</td></tr><tr><td>In reprehenderit voluptate.</td></tr></tbody>
      </table`)

    expect(splitHtmlTable(table, 100, 0).pieces).toEqual([
      [
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do',
        '<table><tr><td>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do</td></tr></table>',
      ],
      [
        'eiusmod tempor incididunt ut labore et dolore magna aliqua.',
        '<table><tr><td>eiusmod tempor incididunt ut labore et dolore magna aliqua.</td></tr></table>',
      ],
      [
        'Ut enim ad minim veniam. Quis nostrud exercitation ullamco.',
        '<table><tr><td>Ut enim ad minim veniam.</td><td>Quis nostrud exercitation ullamco.</td></tr></table>',
      ],
      [
        'Duis aute irure dolor In reprehenderit voluptate.',
        '<table><tr><td>Duis aute irure dolor</td></tr><tr><td>In reprehenderit voluptate.</td></tr></table>',
      ],
    ])
  })

  test.each([
    ['<tr/>', true],
    ['<tr><td/></tr>', true],
    ['<tr><td>Lorem Ipsum dolor sit</td></tr>', true],
    ['<tr><td>Lorem</td><td>Sit amet</td></tr>', true],
    ['<tr><td>Lorem Ipsum dolor sit amet.</td></tr>', false],
    ['<tr><td>Lorem Ipsum</td><td>Dolor sit.</td></tr>', false],
  ])('after a 26-char row in a 48-char window, fits %s in the same piece: %s', (rowHtml, fits) => {
    // 48 - 26 - 1 (separator) = 21 characters remain for the next row's text.
    const table = parse(`<table><tr><td>abcdefghijklmnopqrstuvwxyz</td></tr>${rowHtml}</table>`)

    expect(splitHtmlTable(table, 48, 0).pieces.length === 1).toBe(fits)
  })
})

describe('splitHtmlTable with repeated headers', () => {
  const html =
    '<table><thead><tr><th>Header A</th><th>Header B</th></tr><tr><th>Subhead A</th><th>Subhead B</th></tr></thead>' +
    '<tbody><tr><td>Body 1</td><td>Alpha</td></tr><tr><td>Body 2</td><td>Bravo</td></tr>' +
    '<tr><td>Body 3</td><td>Charlie</td></tr><tr><td>Body 4</td><td>Delta</td></tr></tbody></table>'

  test('prefixes the header rows, as thead and th, to every piece after the first', () => {
    const { pieces, carriedOverHeaderRowCount } = splitHtmlTable(parse(html), 55, 2)

    expect(carriedOverHeaderRowCount).toBe(2)
    expect(pieces.map(([text]) => text)).toEqual([
      'Header A Header B Subhead A Subhead B Body 1 Alpha',
      'Header A Header B Subhead A Subhead B Body 2 Bravo',
      'Header A Header B Subhead A Subhead B Body 3 Charlie',
      'Header A Header B Subhead A Subhead B Body 4 Delta',
    ])
    expect(pieces[1]![1]).toBe(
      '<table><thead><tr><th>Header A</th><th>Header B</th></tr><tr><th>Subhead A</th><th>Subhead B</th></tr></thead>' +
        '<tr><td>Body 2</td><td>Bravo</td></tr></table>',
    )
  })

  test('matches the non-repeating split when no header row is passed', () => {
    const { pieces, carriedOverHeaderRowCount } = splitHtmlTable(parse(html), 55, 0)

    expect(carriedOverHeaderRowCount).toBe(0)
    expect(pieces.map(([text]) => text)).toEqual(['Header A Header B Subhead A Subhead B Body 1 Alpha', 'Body 2 Bravo Body 3 Charlie Body 4 Delta'])
  })

  test('handles a continuation window that fits exactly and one a character short', () => {
    const header = 'H'.repeat(30)
    const rows = ['A', 'B', 'C'].map((c) => c.repeat(29))
    const table = parse(`<table><tr><th>${header}</th></tr>${rows.map((r) => `<tr><td>${r}</td></tr>`).join('')}</table>`)

    const exact = splitHtmlTable(table, 60, 1).pieces
    const short = splitHtmlTable(table, 59, 1).pieces

    expect(exact).toHaveLength(3)
    expect(exact[1]![0]).toBe(`${header} ${rows[1]}`)
    expect(exact[2]![0]).toBe(`${header} ${rows[2]}`)
    expect(short.length).toBeGreaterThan(exact.length)
    expect(short.every(([text]) => text.length <= 59)).toBe(true)
    expect(short.slice(1).every(([text]) => text.startsWith(`${header} `))).toBe(true)
  })

  test('does not repeat a header row longer than half the window', () => {
    const table = parse(
      `<table><tr><th>${'H'.repeat(31)}</th></tr><tr><td>Body chunk one text</td></tr>` +
        '<tr><td>Body chunk two text</td></tr><tr><td>Body chunk three text</td></tr></table>',
    )

    expect(splitHtmlTable(table, 60, 1)).toEqual(splitHtmlTable(table, 60, 0))
  })
})

describe('splitHtmlTable on large tables', () => {
  test('handles a table of 200,000 header rows without exhausting the stack', () => {
    const table = parse(`<table>${'<tr><th>h</th></tr>'.repeat(200_000)}</table>`)

    const { pieces } = splitHtmlTable(table, 500, table.rows.length)

    expect(pieces.length).toBeGreaterThan(700)
  })
})
