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

    expect(table?.html).toBe('<table><tr><td>Stanley Cups</td><td/><td/></tr><tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr></table>')
    expect(table?.rows.map((r) => r.text)).toEqual(['Stanley Cups', 'Team Location Stanley Cups'])
  })

  test('writes th cells as td and marks header rows from thead or th', () => {
    const table = parseHtmlTable('<table><thead><tr><td>Header A</td></tr></thead><tbody><tr><th>Sub</th></tr><tr><td>Body</td></tr></tbody></table>')

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

// More cases ported from upstream test_unstructured/common/test_html_table.py (DescribeHtmlTable, HtmlRow, HtmlCell).
describe('parseHtmlTable, upstream HtmlTable cases', () => {
  test.each([
    '<table><tr><td>foobar</td></tr></table>',
    '<body><table><tr><td>foobar</td></tr></table></body>',
    '<html><body><table><tr><td>foobar</td></tr></table></body></html>',
  ])('finds a table wrapped in html or body: %s', (html) => {
    expect(parseHtmlTable(html)?.html).toBe('<table><tr><td>foobar</td></tr></table>')
  })

  test('finds nothing when rows stand outside any table', () => {
    expect(parseHtmlTable('<html><body><tr><td>foobar</td></tr></body></html>')).toBeUndefined()
  })

  test('removes the attributes of the table element', () => {
    expect(parseHtmlTable('<table border="1", class="foobar"><tr><td>foobar</td></tr></table>')?.html).toBe('<table><tr><td>foobar</td></tr></table>')
  })

  test.each([
    '<table><thead><tr><td>foobar</td></tr></thead></table>',
    '<table><thead><tr><td>foobar</td></tr></thead><tbody></tbody></table>',
    '<table><tbody><tr><td>foobar</td></tr></tbody><tfoot></tfoot></table>',
  ])('removes thead, tbody and tfoot: %s', (html) => {
    expect(parseHtmlTable(html)?.html).toBe('<table><tr><td>foobar</td></tr></table>')
  })

  test('changes th elements, self-closing ones included, to td', () => {
    expect(parseHtmlTable('<table>  <tr><th>a</th><th/><th>b</th></tr>  <tr><td/><td>c</td><td/></tr></table>')?.html).toBe(
      '<table><tr><td>a</td><td/><td>b</td></tr><tr><td/><td>c</td><td/></tr></table>',
    )
  })

  test('removes whitespace between elements and normalizes it in text', () => {
    expect(parseHtmlTable('\n  <table>\n  <tr>\n    <td>\tabc   def\nghi </td>\n  </tr>\n</table>\n  ')?.html).toBe(
      '<table><tr><td>abc def ghi</td></tr></table>',
    )
  })

  test('iterates rows with their html, cells with their html and text, skipping empty cell texts in the row text', () => {
    const table = parseHtmlTable(
      '<table>  <tr><td>abc</td><td>def</td><td>ghi</td></tr>  <tr><th> a\n b  c  </th><th/><td>  Lorem ipsum  </td></tr></table>',
    )

    expect(table?.rows.map((r) => r.html)).toEqual([
      '<tr><td>abc</td><td>def</td><td>ghi</td></tr>',
      '<tr><td>a b c</td><td/><td>Lorem ipsum</td></tr>',
    ])
    expect(table?.rows[1]?.cells.map((c) => [c.html, c.text])).toEqual([
      ['<td>a b c</td>', 'a b c'],
      ['<td/>', ''],
      ['<td>Lorem ipsum</td>', 'Lorem ipsum'],
    ])
    expect(table?.rows[1]?.text).toBe('a b c Lorem ipsum')
  })
})
