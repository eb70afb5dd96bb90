import { describe, expect, it } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { CSV_MAX_CELLS, parseDelimited, partitionCsv, partitionTsv, tableFromRows } from '../../../src/formats/sheets/csv.js'
import { textFamilyInput } from '../helpers/text-family-input.js'

const STANLEY_CUPS = 'Stanley Cups,,\r\nTeam,Location,Stanley Cups\r\nBlues,STL,1\r\nFlyers,PHI,2\r\nMaple Leafs,TOR,13'
const STANLEY_HTML =
  '<table><tr><td>Stanley Cups</td><td/><td/></tr><tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr>' +
  '<tr><td>Blues</td><td>STL</td><td>1</td></tr><tr><td>Flyers</td><td>PHI</td><td>2</td></tr>' +
  '<tr><td>Maple Leafs</td><td>TOR</td><td>13</td></tr></table>'
const STANLEY_TEXT = 'Stanley Cups Team Location Stanley Cups Blues STL 1 Flyers PHI 2 Maple Leafs TOR 13'

describe('partitionCsv', () => {
  it('turns a CSV file into one Table with the compact HTML upstream writes', async () => {
    const elements = await partitionCsv(textFamilyInput(STANLEY_CUPS, 'csv').input)

    expect(elements).toEqual([{ type: 'Table', element_id: '', text: STANLEY_TEXT, metadata: { text_as_html: STANLEY_HTML } }])
  })

  it.each([
    ['semicolons', ';'],
    ['pipes', '|'],
  ])('sniffs %s as the delimiter', async (_name, delimiter) => {
    const csv = STANLEY_CUPS.replaceAll(',', delimiter)

    const [table] = await partitionCsv(textFamilyInput(csv, 'csv').input)

    expect(table?.metadata.text_as_html).toBe(STANLEY_HTML)
  })

  it('keeps quoted delimiters, doubled quotes and line breaks inside a cell', async () => {
    const csv = 'name,quote\n"Smith, J.","He said ""hi""\nand left"\n'

    const [table] = await partitionCsv(textFamilyInput(csv, 'csv').input)

    expect(table?.metadata.text_as_html).toBe(
      '<table><tr><td>name</td><td>quote</td></tr><tr><td>Smith, J.</td><td>He said "hi" and left</td></tr></table>',
    )
    expect(table?.text).toBe('name quote Smith, J. He said "hi" and left')
  })

  it('escapes markup characters in cells', async () => {
    const [table] = await partitionCsv(textFamilyInput('a<b,R&D\n', 'csv').input)

    expect(table?.metadata.text_as_html).toBe('<table><tr><td>a&lt;b</td><td>R&amp;D</td></tr></table>')
  })

  it('skips blank lines and pads short rows to the first row’s width', async () => {
    const [table] = await partitionCsv(textFamilyInput('a,b,c\n\n1\n', 'csv').input)

    expect(table?.metadata.text_as_html).toBe('<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td>1</td><td/><td/></tr></table>')
  })

  it('reads a single-column file', async () => {
    const [table] = await partitionCsv(textFamilyInput('one\ntwo\n', 'csv').input)

    expect(table?.metadata.text_as_html).toBe('<table><tr><td>one</td></tr><tr><td>two</td></tr></table>')
  })

  it('gives no element for an empty or blank file', async () => {
    expect(await partitionCsv(textFamilyInput('', 'csv').input)).toEqual([])
    expect(await partitionCsv(textFamilyInput('\n\n', 'csv').input)).toEqual([])
  })

  it('decodes a non-UTF-8 CSV with a warning', async () => {
    const bytes = Uint8Array.from('city,note\nK\xf6ln,sch\xf6n und gr\xfcn\n', (c) => c.charCodeAt(0))
    const { input, warnings } = textFamilyInput(bytes, 'csv')

    const [table] = await partitionCsv(input)

    expect(table?.text).toBe('city note Köln schön und grün')
    expect(warnings.map((w) => w.code)).toEqual(['decode-fallback'])
  })
})

describe('partitionTsv', () => {
  it('splits on tabs only', async () => {
    const tsv = STANLEY_CUPS.replaceAll(',', '\t').replace('Maple Leafs', 'Maple Leafs, Toronto')

    const [table] = await partitionTsv(textFamilyInput(tsv, 'tsv').input)

    expect(table?.metadata.text_as_html).toBe(STANLEY_HTML.replace('Maple Leafs', 'Maple Leafs, Toronto'))
  })
})

describe('parseDelimited', () => {
  it('refuses a file that would span more than the cell limit', () => {
    const wide = `${','.repeat(CSV_MAX_CELLS / 10)}\n${'x\n'.repeat(11)}`

    expect(() => parseDelimited(wide, 'sniff')).toThrow(DocumentError)
  })

  it('drops a leading byte-order mark', () => {
    expect(parseDelimited('\ufeffa,b', 'sniff')).toEqual([['a', 'b']])
  })
})

describe('tableFromRows', () => {
  it('joins cell texts with single spaces, whitespace normalized', () => {
    expect(
      tableFromRows([
        [' a  b ', ''],
        ['c\nd', 'e'],
      ])[0]?.text,
    ).toBe('a b c d e')
  })
})
