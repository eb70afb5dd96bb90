import { describe, expect, it } from 'vitest'
import type { HtmlElementNode } from '../../../src/formats/html/html-node.js'
import { tableElementFromNode } from '../../../src/formats/html/html-table-block.js'
import { parseHtmlTree } from '../../../src/formats/html/elements-from-html.js'

function firstTable(html: string): HtmlElementNode {
  const tree = parseHtmlTree(html)
  const stack = [...tree.children]
  while (stack.length > 0) {
    const node = stack.shift()!
    if (typeof node === 'string') continue
    if (node.tag === 'table') return node
    stack.push(...node.children)
  }
  throw new Error('no table in the test HTML')
}

describe('tableElementFromNode', () => {
  it('reads rows of the table and of its thead, tbody and tfoot in document order, th like td', () => {
    const table = firstTable(
      '<table><thead><tr><th>Lorem</th><th>Ipsum</th></tr></thead><tbody><tr><th>Ut enim</th><td>ad minim\nveniam</td></tr></tbody>' +
        '<tfoot><tr><th>Dolor</th><td>Equis</td></tr></tfoot></table>',
    )

    expect(tableElementFromNode(table, undefined)).toEqual({
      type: 'Table',
      element_id: '',
      text: 'Lorem Ipsum Ut enim ad minim\nveniam Dolor Equis',
      metadata: {
        text_as_html:
          '<table><tr><td>Lorem</td><td>Ipsum</td></tr><tr><td>Ut enim</td><td>ad minim<br/>veniam</td></tr><tr><td>Dolor</td><td>Equis</td></tr></table>',
      },
    })
  })

  it('joins the stripped text pieces of a cell with single spaces, whatever markup holds them', () => {
    const table = firstTable('<table><tr><td>\n <p><span> ☒ </span></p>\n <b>ANNUAL</b>REPORT </td><td></td></tr></table>')

    expect(tableElementFromNode(table, undefined)?.metadata.text_as_html).toBe('<table><tr><td>☒ ANNUAL REPORT</td><td/></tr></table>')
  })

  it('escapes markup characters and quotes in text_as_html but not in text', () => {
    const element = tableElementFromNode(firstTable('<table><tr><td>a &lt; b &amp; "c"</td></tr></table>'), undefined)

    expect(element?.text).toBe('a < b & "c"')
    expect(element?.metadata.text_as_html).toBe('<table><tr><td>a &lt; b &amp; &quot;c&quot;</td></tr></table>')
  })

  it('ignores cells and rows that are not direct children of a row or row group', () => {
    const element = tableElementFromNode(firstTable('<table><caption>Caption text</caption><tr><td>kept</td><p>stray</p></tr></table>'), undefined)

    expect(element?.metadata.text_as_html).toBe('<table><tr><td>kept</td></tr></table>')
  })

  it('carries the page number when given', () => {
    expect(tableElementFromNode(firstTable('<table><tr><td>x</td></tr></table>'), 7)?.metadata.page_number).toBe(7)
  })

  it('gives nothing for a table with no rows or only blank cells', () => {
    expect(tableElementFromNode(firstTable('<table></table>'), undefined)).toBeUndefined()
    expect(tableElementFromNode(firstTable('<table><tr><td> </td></tr><tr></tr></table>'), undefined)).toBeUndefined()
  })
})
