import { describe, expect, test } from 'vitest'
import { W_NS } from '../../../fixtures/office/docx-writer.js'
import { hasNumbering, numberingLevel, paragraphEmphasis, paragraphText, readParagraph } from '../../../src/formats/word/docx-paragraph.js'
import { parseXml } from '../../../src/formats/xml/xml-tree.js'

const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const WP_NS = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing'
const p = (inner: string) =>
  parseXml(`<w:p xmlns:w="${W_NS}" xmlns:r="${R_NS}" xmlns:wp="${WP_NS}">${inner}</w:p>`, {
    namespaces: { w: W_NS, r: R_NS, wp: WP_NS },
  })
const links = (id: string) => (id === 'rId1' ? { type: 'hyperlink', target: 'https://foo.com', external: true } : undefined)

describe('readParagraph', () => {
  test('reads tabs, line breaks, carriage returns and non-breaking hyphens; page breaks and field codes give nothing', () => {
    const xml = p(
      '<w:r><w:t>tab</w:t><w:tab/><w:t>line</w:t><w:br/><w:t>cr</w:t><w:cr/><w:t>no</w:t><w:noBreakHyphen/><w:t>break</w:t>' +
        '<w:br w:type="page"/><w:instrText>PAGE</w:instrText><w:delText>gone</w:delText></w:r>',
    )

    expect(readParagraph(xml, links)).toEqual([{ text: 'tab\tline\ncr\nno-break', plainText: 'tab\tline\ncr\nno-break', emphasis: [], links: [] }])
  })

  test('records bold and italic runs with their stripped text, ignoring blank and false-valued runs', () => {
    const xml = p(
      '<w:r><w:t xml:space="preserve">I am a </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">bold </w:t></w:r>' +
        '<w:r><w:rPr><w:b/><w:i/></w:rPr><w:t>both</w:t></w:r><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>not</w:t></w:r>' +
        '<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">  </w:t></w:r>',
    )

    expect(paragraphEmphasis(xml)).toEqual([
      { text: 'bold', tag: 'b' },
      { text: 'both', tag: 'b' },
      { text: 'both', tag: 'i' },
    ])
  })

  test('gives external hyperlinks with their start index in code points; internal jumps stay plain text', () => {
    const xml = p(
      '<w:r><w:t xml:space="preserve">Three 😀 with </w:t></w:r>' +
        '<w:hyperlink r:id="rId1" w:anchor="intro"><w:r><w:t>link to foo.com</w:t></w:r></w:hyperlink>' +
        '<w:hyperlink w:anchor="_Toc1"><w:r><w:t> and a jump</w:t></w:r></w:hyperlink>',
    )

    const [fragment] = readParagraph(xml, links)

    expect(fragment).toMatchObject({
      text: 'Three 😀 with link to foo.com and a jump',
      links: [{ text: 'link to foo.com', url: 'https://foo.com#intro', start_index: 13 }],
    })
  })

  test('splits at a rendered page break inside a run, keeping the run formatting on both sides', () => {
    const xml = p('<w:r><w:rPr><w:b/></w:rPr><w:t>before</w:t><w:lastRenderedPageBreak/><w:t>after</w:t></w:r>')

    expect(readParagraph(xml, links)).toEqual([
      { text: 'before', plainText: 'before', emphasis: [{ text: 'before', tag: 'b' }], links: [] },
      'page-break',
      { text: 'after', plainText: 'after', emphasis: [{ text: 'after', tag: 'b' }], links: [] },
    ])
  })

  test('keeps a whole hyperlink before a rendered page break that falls inside it', () => {
    const xml = p(
      '<w:hyperlink r:id="rId1"><w:r><w:t>start</w:t></w:r><w:r><w:lastRenderedPageBreak/><w:t xml:space="preserve"> end</w:t></w:r></w:hyperlink>' +
        '<w:r><w:t xml:space="preserve"> rest</w:t></w:r>',
    )

    const items = readParagraph(xml, links)

    expect(items.map((item) => (item === 'page-break' ? item : item.text))).toEqual(['start end', 'page-break', ' rest'])
  })

  test('adds the text of inline text boxes but not of floating shapes', () => {
    const box = (kind: string, text: string) =>
      `<w:r><w:drawing><wp:${kind}><w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent></wp:${kind}></w:drawing></w:r>`
    const xml = p(`<w:r><w:t xml:space="preserve">Paragraph with </w:t></w:r>${box('inline', '&lt;inline-image&gt;')}${box('anchor', 'floating')}`)

    const [fragment] = readParagraph(xml, links)

    expect(fragment).toMatchObject({ text: 'Paragraph with <inline-image>', plainText: 'Paragraph with ' })
  })

  test('reads visible text inside insertions, smart tags, simple fields and content controls', () => {
    const xml = p(
      '<w:ins><w:r><w:t>inserted </w:t></w:r></w:ins><w:smartTag><w:r><w:t>tag </w:t></w:r></w:smartTag>' +
        '<w:fldSimple w:instr="PAGE"><w:r><w:t>7 </w:t></w:r></w:fldSimple>' +
        '<w:sdt><w:sdtContent><w:r><w:t>control</w:t></w:r></w:sdtContent></w:sdt><w:del><w:r><w:delText>deleted</w:delText></w:r></w:del>',
    )

    expect(paragraphText(xml)).toBe('inserted tag 7 control')
  })
})

describe('numbering', () => {
  test('a paragraph with numbering properties is numbered, at its ilvl', () => {
    const numbered = p('<w:pPr><w:numPr><w:ilvl w:val="2"/><w:numId w:val="4"/></w:numPr></w:pPr><w:r><w:t>x</w:t></w:r>')
    const empty = p('<w:pPr><w:numPr/></w:pPr>')

    expect([hasNumbering(numbered), numberingLevel(numbered)]).toEqual([true, 2])
    expect([hasNumbering(empty), numberingLevel(empty)]).toEqual([false, undefined])
  })
})
