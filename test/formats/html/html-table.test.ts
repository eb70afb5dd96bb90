import { describe, expect, it } from 'vitest'
import { escapeHtml, htmlifyDataFrameCells, htmlifyMatrixOfCellTexts } from '../../../src/formats/html/html-table.js'

describe('htmlifyMatrixOfCellTexts', () => {
  it('writes each row as a <tr> and each cell as a <td>, with no whitespace between tags', () => {
    const html = htmlifyMatrixOfCellTexts([
      ['cell1', 'cell2'],
      ['cell3', 'cell4'],
    ])

    expect(html).toBe('<table><tr><td>cell1</td><td>cell2</td></tr><tr><td>cell3</td><td>cell4</td></tr></table>')
  })

  it('writes an empty cell as a void <td/>', () => {
    const html = htmlifyMatrixOfCellTexts([
      ['cell1', '', 'cell3'],
      ['', 'cell5', ''],
    ])

    expect(html).toBe('<table><tr><td>cell1</td><td/><td>cell3</td></tr><tr><td/><td>cell5</td><td/></tr></table>')
  })

  it('writes a whitespace-only cell as <td/> too', () => {
    expect(htmlifyMatrixOfCellTexts([[' \t ', '\u00a0']])).toBe('<table><tr><td/><td/></tr></table>')
  })

  it('escapes markup characters and turns line feeds into <br/>', () => {
    const html = htmlifyMatrixOfCellTexts([['<>&"', 'newline\n']])

    expect(html).toBe('<table><tr><td>&lt;&gt;&amp;&quot;</td><td>newline<br/></td></tr></table>')
  })

  it("escapes the single quote as &#x27; like Python's html.escape", () => {
    expect(htmlifyMatrixOfCellTexts([["it's"]])).toBe('<table><tr><td>it&#x27;s</td></tr></table>')
  })

  it('collapses whitespace runs inside a cell to one space and trims the ends', () => {
    const html = htmlifyMatrixOfCellTexts([['  a \t b  ', 'x \n y', 'p\r\nq']])

    // "x \n y" → "x <br/> y"; "p\r\nq" → "p\r<br/>q" → "p <br/>q" (the \r is whitespace, the <br/> is not)
    expect(html).toBe('<table><tr><td>a b</td><td>x <br/> y</td><td>p <br/>q</td></tr></table>')
  })

  it('treats the Python-only separators U+001C..U+001F and U+0085 as whitespace', () => {
    expect(htmlifyMatrixOfCellTexts([['a\u001fb\u0085c']])).toBe('<table><tr><td>a b c</td></tr></table>')
  })

  it('leaves out rows that have no cells', () => {
    expect(htmlifyMatrixOfCellTexts([['a'], [], ['b']])).toBe('<table><tr><td>a</td></tr><tr><td>b</td></tr></table>')
  })

  it('returns an empty string for an empty matrix', () => {
    expect(htmlifyMatrixOfCellTexts([])).toBe('')
  })

  it('returns an empty table for a matrix whose only row has no cells', () => {
    expect(htmlifyMatrixOfCellTexts([[]])).toBe('<table></table>')
  })
})

describe('escapeHtml', () => {
  it('escapes the ampersand first so existing entities are escaped once, not twice', () => {
    expect(escapeHtml('&lt; a & b')).toBe('&amp;lt; a &amp; b')
  })
})

describe('htmlifyDataFrameCells', () => {
  it('writes missing cells as <td/> and a whitespace-only cell as an empty <td></td>', () => {
    expect(htmlifyDataFrameCells([['Stanley Cups', '', ' ']])).toBe('<table><tr><td>Stanley Cups</td><td/><td></td></tr></table>')
  })

  it('escapes & < > but leaves quotes literal, as lxml serializes text', () => {
    expect(htmlifyDataFrameCells([['"Tom & Jerry" <3 \'em']])).toBe('<table><tr><td>"Tom &amp; Jerry" &lt;3 \'em</td></tr></table>')
  })

  it('folds line feeds and other whitespace runs into one space instead of <br/>', () => {
    expect(htmlifyDataFrameCells([['  two\nlines\r\n here ']])).toBe('<table><tr><td>two lines here</td></tr></table>')
  })

  it('returns an empty string for an empty matrix', () => {
    expect(htmlifyDataFrameCells([])).toBe('')
  })
})
