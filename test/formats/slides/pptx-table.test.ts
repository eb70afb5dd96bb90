import { describe, expect, test } from 'vitest'
import { tableElementOf } from '../../../src/formats/slides/pptx-table.js'
import { PPTX_NAMESPACES } from '../../../src/formats/slides/pptx-namespaces.js'
import { parseXml } from '../../../src/formats/xml/xml-tree.js'

const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"'
const cell = (...paragraphs: string[]) =>
  `<a:tc><a:txBody>${paragraphs.map((p) => `<a:p><a:r><a:t>${p}</a:t></a:r></a:p>`).join('')}</a:txBody></a:tc>`
const table = (rows: string[][]) =>
  parseXml(`<a:tbl ${A}>${rows.map((r) => `<a:tr>${r.join('')}</a:tr>`).join('')}</a:tbl>`, { namespaces: PPTX_NAMESPACES })

describe('tableElementOf', () => {
  test('a cell of several paragraphs keeps them as a line break in HTML and a space in text', () => {
    const element = tableElementOf(table([[cell('Head'), cell('two', 'lines')]]), 3)!
    expect(element.text).toBe('Head two lines')
    expect(element.metadata).toEqual({ page_number: 3, text_as_html: '<table><tr><td>Head</td><td>two<br/>lines</td></tr></table>' })
  })

  test('a table without text gives no element', () => {
    expect(tableElementOf(table([[cell(' '), '<a:tc/>']]), 1)).toBeUndefined()
  })
})
