import { describe, expect, test } from 'vitest'
import { W_NS, para, table } from '../../../fixtures/office/docx-writer.js'
import { blockItems, readDocxTable, tableTexts } from '../../../src/formats/word/docx-table.js'
import { parseXml } from '../../../src/formats/xml/xml-tree.js'

const tbl = (xml: string) => parseXml(xml.replace('<w:tbl>', `<w:tbl xmlns:w="${W_NS}">`), { namespaces: { w: W_NS } })
const span = (n: number) => `<w:gridSpan w:val="${n}"/>`
const restart = '<w:vMerge w:val="restart"/>'
const cont = '<w:vMerge/>'

describe('readDocxTable', () => {
  test('repeats a horizontally merged cell per grid column in the HTML but once in the text', () => {
    const content = readDocxTable(tbl(table([[{ xml: para('a'), props: span(2) }], ['b', 'c']])))

    expect(content.text).toBe('a b c')
    expect(content.html).toBe('<table><tr><td>a</td><td>a</td></tr><tr><td>b</td><td>c</td></tr></table>')
  })

  test('shows a vertically merged continuation as the cell above in the HTML only', () => {
    const content = readDocxTable(
      tbl(
        table([
          [{ xml: para('a'), props: restart }, 'b'],
          [{ xml: para(''), props: cont }, 'c'],
        ]),
      ),
    )

    expect(content.text).toBe('a b c')
    expect(content.html).toBe('<table><tr><td>a</td><td>b</td></tr><tr><td>a</td><td>c</td></tr></table>')
  })

  test('pads rows that start late or end early with empty cells', () => {
    const content = readDocxTable(tbl(table([['a', 'b', 'c'], ['d']], ['', '<w:gridBefore w:val="1"/><w:gridAfter w:val="1"/>'])))

    expect(content.html).toBe('<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td/><td>d</td><td/></tr></table>')
  })

  test('flattens a nested table into its cell and escapes HTML', () => {
    const nested = table([
      ['e', 'f'],
      ['g&t', 'h'],
    ])
    const content = readDocxTable(
      tbl(
        table([
          ['a', '>b<', 'c'],
          ['d', { xml: nested + para('') }, 'i'],
        ]),
      ),
    )

    expect(content.text).toBe('a >b< c d e f g&t h i')
    expect(content.html).toBe('<table><tr><td>a</td><td>&gt;b&lt;</td><td>c</td></tr><tr><td>d</td><td>e f g&amp;t h</td><td>i</td></tr></table>')
  })

  test('joins a cell’s paragraphs with spaces and normalizes whitespace in the HTML', () => {
    const content = readDocxTable(tbl(table([[{ xml: para('one') + para('  two\tthree ') }]])))

    expect(content.html).toBe('<table><tr><td>one two three</td></tr></table>')
    expect(tableTexts(tbl(table([[{ xml: para('one') + para('  two ') }]])))).toEqual(['one', 'two'])
  })

  test('collects the emphasis of every cell paragraph', () => {
    const bold = '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>bold</w:t></w:r></w:p>'

    expect(readDocxTable(tbl(table([[{ xml: bold }, 'plain']]))).emphasis).toEqual([{ text: 'bold', tag: 'b' }])
  })

  test('gives up on the rest of a row whose merge continuation has nothing above it, as upstream', () => {
    const content = readDocxTable(tbl(table([[{ xml: para(''), props: cont }, 'x']])))

    expect(content.html).toBe('<table><tr><td/></tr></table>')
    expect(content.text).toBe('x')
  })
})

describe('blockItems', () => {
  test('looks through content controls but leaves out a table of contents', () => {
    const body = parseXml(
      `<w:body xmlns:w="${W_NS}">${para('a')}<w:sdt><w:sdtPr><w:docPartObj><w:docPartGallery w:val="Cover Pages"/></w:docPartObj></w:sdtPr>` +
        `<w:sdtContent>${para('cover')}</w:sdtContent></w:sdt><w:sdt><w:sdtPr><w:docPartObj><w:docPartGallery w:val="Table of Contents"/></w:docPartObj></w:sdtPr>` +
        `<w:sdtContent>${para('Contents')}</w:sdtContent></w:sdt>${table([['x']])}</w:body>`,
      { namespaces: { w: W_NS } },
    )

    expect(blockItems(body).map((item) => item.name)).toEqual(['w:p', 'w:p', 'w:tbl'])
  })
})
