import { describe, expect, test } from 'vitest'
import { htmlifyTableCells } from '../../../src/formats/html/html-table-spans.js'

describe('htmlifyTableCells', () => {
  test('spans are written as colspan and rowspan, header rows as th in thead, nothing else', () => {
    expect(htmlifyTableCells([[{ text: 'A', colSpan: 2 }], [{ text: 'x', rowSpan: 2 }, { text: '' }], [{ text: 'y' }]], 1)).toBe(
      '<table><thead><tr><th colspan="2">A</th></tr></thead><tr><td rowspan="2">x</td><td/></tr><tr><td>y</td></tr></table>',
    )
  })

  test('text is escaped as upstream htmlify does (quotes too), line feeds become <br/>, spaces collapse', () => {
    expect(htmlifyTableCells([[{ text: `a & "b"  <c>\n'd'` }]])).toBe(
      '<table><tr><td>a &amp; &quot;b&quot; &lt;c&gt;<br/>&#x27;d&#x27;</td></tr></table>',
    )
  })

  test('an empty spanning cell keeps its span; no rows gives the empty string', () => {
    expect(htmlifyTableCells([[{ text: ' ', colSpan: 3 }]])).toBe('<table><tr><td colspan="3"/></tr></table>')
    expect(htmlifyTableCells([])).toBe('')
  })
})
