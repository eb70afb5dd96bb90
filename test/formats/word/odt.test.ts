import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { sampleOdt } from '../../../fixtures/office/generate.js'
import { buildOdt } from '../../../fixtures/office/odt-writer.js'
import { partition } from '../../../src/partition.js'

const odt = async (body: string) => partition(buildOdt(body), { filename: 'doc.odt' })

describe('partitionOdt', () => {
  test('types headings, list items and paragraphs as upstream’s pandoc-to-DOCX route does', async () => {
    const elements = await odt(
      '<text:h text:outline-level="1">These are a few of my favorite things:</text:h>' +
        '<text:p>• Parrots</text:p><text:p>•</text:p>' +
        '<text:list><text:list-item><text:p>Hockey</text:p><text:list><text:list-item><text:p>Field hockey</text:p></text:list-item></text:list></text:list-item><text:list-item/></text:list>' +
        '<text:h text:outline-level="2">Analysis</text:h>' +
        '<text:p>This is my first thought. This is my second thought.</text:p><text:p>2023</text:p><text:p>DOYLESTOWN, PA 18901</text:p>',
    )

    expect(elements.map((e) => [e.type, e.text, e.metadata.category_depth])).toEqual([
      ['Title', 'These are a few of my favorite things:', 0],
      ['ListItem', 'Parrots', 0],
      ['ListItem', 'Hockey', 0],
      ['ListItem', 'Field hockey', 1],
      ['Title', 'Analysis', 1],
      ['NarrativeText', 'This is my first thought. This is my second thought.', 0],
      ['UncategorizedText', '2023', 0],
      ['Address', 'DOYLESTOWN, PA 18901', 0],
    ])
    expect(elements[0]?.metadata.filetype).toBe('application/vnd.oasis.opendocument.text')
  })

  test('collapses spaces and tabs as pandoc does, keeps line breaks, and leaves out footnotes', async () => {
    const [element] = await odt(
      '<text:p>  Spaced<text:s text:c="3"/>out<text:tab/>text<text:line-break/>next line' +
        '<text:note><text:note-citation>1</text:note-citation><text:note-body><text:p>A footnote.</text:p></text:note-body></text:note></text:p>',
    )

    expect(element?.text).toBe('Spaced out text\nnext line')
  })

  test('records bold and italic spans and external links', async () => {
    const [element] = await odt(
      '<text:p>I am <text:span text:style-name="Bold">bold</text:span> and <text:span text:style-name="Italic">italic</text:span>, see ' +
        '<text:a xlink:href="https://example.com/">the site</text:a> or <text:a xlink:href="#Intro">the intro</text:a>.</text:p>',
    )

    expect(element?.metadata).toMatchObject({
      emphasized_text_contents: ['bold', 'italic'],
      emphasized_text_tags: ['b', 'i'],
      links: [{ text: 'the site', url: 'https://example.com/', start_index: 26 }],
      link_urls: ['https://example.com/'],
    })
  })

  test('makes a table one Table with text_as_html, merged cells empty and padded repeats cut', async () => {
    const cell = (text: string, extra = '') => `<table:table-cell${extra}><text:p>${text}</text:p></table:table-cell>`
    const [table] = await odt(
      '<table:table><table:table-header-rows><table:table-row>' +
        cell('Header row', ' table:number-columns-spanned="2"') +
        '<table:covered-table-cell/>' +
        cell('Fri') +
        '<table:table-cell table:number-columns-repeated="1000"/></table:table-row></table:table-header-rows>' +
        `<table:table-row>${cell('Color')}${cell('Blue &amp; red')}${cell('Green')}</table:table-row></table:table>`,
    )

    expect(table?.type).toBe('Table')
    expect(table?.text).toBe('Header row Fri Color Blue & red Green')
    expect(table?.metadata.text_as_html).toBe(
      '<table><tr><td>Header row</td><td/><td>Fri</td></tr><tr><td>Color</td><td>Blue &amp; red</td><td>Green</td></tr></table>',
    )
  })

  test('reads a numbered paragraph outside a list as a list item at its level', async () => {
    const elements = await odt('<text:numbered-paragraph text:level="2"><text:p>Second-level step</text:p></text:numbered-paragraph>')

    expect(elements.map((e) => [e.type, e.text, e.metadata.category_depth])).toEqual([['ListItem', 'Second-level step', 1]])
  })

  test('reads through sections and tables of contents', async () => {
    const elements = await odt('<text:section><text:p>Inside a section of the document.</text:p></text:section>')

    expect(elements.map((e) => e.text)).toEqual(['Inside a section of the document.'])
  })
})

describe('the generated sample.odt fixture', () => {
  const bytes = new Uint8Array(readFileSync(new URL('../../../fixtures/office/sample.odt', import.meta.url)))

  test('is what fixtures/office/generate.ts writes, byte for byte', () => {
    expect(bytes).toEqual(sampleOdt())
  })

  test('partitions into titles, narrative with emphasis and link, nested list items and a table', async () => {
    const elements = await partition(bytes, { filename: 'sample.odt' })

    expect(elements.map((e) => [e.type, e.metadata.category_depth ?? null])).toEqual([
      ['Title', 0],
      ['NarrativeText', 0],
      ['ListItem', 0],
      ['ListItem', 1],
      ['Title', 1],
      ['Table', null],
    ])
  })
})
