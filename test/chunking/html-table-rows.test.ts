import { describe, expect, test } from 'vitest'
import { parseHtmlTable } from '../../src/chunking/html-table-rows.js'

// Ported from upstream test_html_table.py (HtmlTable.from_html_text, html, iter_rows, cell text).
describe('parseHtmlTable', () => {
  test('compacts a pandas-style table: attributes, tbody and indentation whitespace dropped', () => {
    const table = parseHtmlTable(`
      <table border="1" class="dataframe">
        <tbody>
          <tr>
            <td>Stanley
        Cups</td>
            <td></td>
            <td></td>
          </tr>
          <tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr>
        </tbody>
      </table>`)

    expect(table?.html).toBe(
      '<table><tr><td>Stanley Cups</td><td/><td/></tr><tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr></table>',
    )
    expect(table?.rows.map((r) => r.text)).toEqual(['Stanley Cups', 'Team Location Stanley Cups'])
  })

  test('writes th cells as td and marks header rows from thead or th', () => {
    const table = parseHtmlTable(
      '<table><thead><tr><td>Header A</td></tr></thead><tbody><tr><th>Sub</th></tr><tr><td>Body</td></tr></tbody></table>',
    )

    expect(table?.html).toBe('<table><tr><td>Header A</td></tr><tr><td>Sub</td></tr><tr><td>Body</td></tr></table>')
    expect(table?.rows.map((r) => r.isHeader)).toEqual([true, true, false])
    expect(table?.rows[0]?.headerHtml).toBe('<tr><th>Header A</th></tr>')
  })

  test('keeps colspan and rowspan and nothing else', () => {
    const table = parseHtmlTable('<table><tr><td class="x" colspan="2" style="a">a</td><td rowspan=3 id=y/></tr></table>')

    expect(table?.html).toBe('<table><tr><td colspan="2">a</td><td rowspan="3"/></tr></table>')
  })

  test('takes the text of inline markup inside a cell and treats <br> as a space', () => {
    const table = parseHtmlTable("<table><tr><th><a href='#'>Category Link</a></th><td>x<br/>y</td></tr></table>")

    expect(table?.rows[0]?.cells.map((c) => c.text)).toEqual(['Category Link', 'x y'])
  })

  test('decodes character references and escapes &, < and > again', () => {
    const table = parseHtmlTable('<table><tr><td>R&amp;D &lt;1&gt; &#233;t&eacute;</td></tr></table>')

    expect(table?.rows[0]?.text).toBe('R&D <1> ét&eacute;')
    expect(table?.html).toBe('<table><tr><td>R&amp;D &lt;1&gt; ét&amp;eacute;</td></tr></table>')
  })

  test('reads the first table inside a document and tolerates an unclosed one', () => {
    const table = parseHtmlTable('<html><body><p>x</p><table><tr><td>Duis</td><td>Dolor</td></tr></table></body></html>')
    const unclosed = parseHtmlTable('<table><tr><td>a</td></tr></table')

    expect(table?.html).toBe('<table><tr><td>Duis</td><td>Dolor</td></tr></table>')
    expect(unclosed?.rows.map((r) => r.text)).toEqual(['a'])
  })

  test('serializes an empty table as <table/> and keeps text placed directly in the table', () => {
    expect(parseHtmlTable('<table/>')?.html).toBe('<table/>')
    expect(parseHtmlTable('<table></table>')?.html).toBe('<table/>')
    expect(parseHtmlTable('<table>foo  bar</table>')?.html).toBe('<table>foo bar</table>')
  })

  test('writes an empty row as <tr/>', () => {
    expect(parseHtmlTable('<table><tr></tr><tr/></table>')?.html).toBe('<table><tr/><tr/></table>')
  })

  test('flattens a nested table into the text of its cell', () => {
    const table = parseHtmlTable('<table><tr><td>a<table><tr><td>b</td><td>c</td></tr></table></td><td>d</td></tr></table>')

    expect(table?.rows).toHaveLength(1)
    expect(table?.rows[0]?.cells.map((c) => c.text)).toEqual(['a b c', 'd'])
  })

  test.each(['not valid html', '<div>no table here</div>', ''])('finds no table in %j', (html) => {
    expect(parseHtmlTable(html)).toBeUndefined()
  })
})
