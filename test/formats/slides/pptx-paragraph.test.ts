import { describe, expect, test } from 'vitest'
import { paragraphsOf, textFrameText } from '../../../src/formats/slides/pptx-paragraph.js'
import { PPTX_NAMESPACES } from '../../../src/formats/slides/pptx-namespaces.js'
import { parseXml } from '../../../src/formats/xml/xml-tree.js'

const body = (inner: string) =>
  parseXml(
    `<p:txBody xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">${inner}</p:txBody>`,
    {
      namespaces: PPTX_NAMESPACES,
    },
  )

describe('paragraphsOf', () => {
  test('runs, fields and breaks make the text; level and own bullet are read', () => {
    const paragraphs = paragraphsOf(
      body(
        '<a:p><a:pPr lvl="2"><a:buChar char="•"/></a:pPr><a:r><a:t>Page </a:t></a:r><a:fld type="slidenum"><a:t>3</a:t></a:fld><a:br/><a:r><a:t>next</a:t></a:r></a:p><a:p/>',
      ),
    )
    expect(paragraphs).toEqual([
      { text: 'Page 3\vnext', level: 2, bulleted: true },
      { text: '', level: 0, bulleted: false },
    ])
  })

  test('a bullet that is not the paragraph’s own (buNone, or none at all) does not count', () => {
    expect(paragraphsOf(body('<a:p><a:pPr><a:buNone/></a:pPr><a:r><a:t>x</a:t></a:r></a:p>'))[0]!.bulleted).toBe(false)
  })

  test('textFrameText joins paragraphs with newlines', () => {
    expect(textFrameText(body('<a:p><a:r><a:t>one</a:t></a:r></a:p><a:p><a:r><a:t>two</a:t></a:r></a:p>'))).toBe('one\ntwo')
    expect(textFrameText(undefined)).toBe('')
  })
})
