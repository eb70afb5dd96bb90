import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sampleDocx } from '../../../fixtures/office/generate.js'
import { buildDocx, para, run, table } from '../../../fixtures/office/docx-writer.js'
import { buildZip } from '../../../fixtures/office/zip-writer.js'
import { DocumentError } from '../../../src/errors.js'
import { openDocxPackage } from '../../../src/formats/word/docx-package.js'
import { elementsFromDocx, type DocxReadOptions } from '../../../src/formats/word/docx.js'
import { partition } from '../../../src/partition.js'
import type { DocxParts } from '../../../fixtures/office/docx-writer.js'

const defaults: DocxReadOptions = { includePageBreaks: false, inferTableStructure: true }
const read = (parts: DocxParts, options: Partial<DocxReadOptions> = {}) =>
  elementsFromDocx(openDocxPackage(buildDocx(parts)), { ...defaults, ...options })
const summary = (parts: DocxParts, options: Partial<DocxReadOptions> = {}) => read(parts, options).map((e) => [e.type, e.text])

const STYLES = {
  Normal: 'Normal',
  Heading1: 'heading 1',
  Heading2: 'heading 2',
  ListBullet: 'List Bullet',
  Subtitle: 'Subtitle',
  BodyText: 'Body Text',
}
const sectPr = (inner = '') => `<w:sectPr>${inner}</w:sectPr>`

describe('elementsFromDocx', () => {
  test('types paragraphs as upstream: list bullets, heading styles, addresses, narrative, else uncategorized', () => {
    const body = [
      para('These are a few of my favorite things:', 'Heading1'),
      para('• Parrots'),
      para('• '),
      para('Hockey', 'ListBullet'),
      para('', 'ListBullet'),
      para('Analysis'),
      para(''),
      para('This is my first thought. This is my second thought.'),
      para('This is my third thought.', 'BodyText'),
      para('2023'),
      para('DOYLESTOWN, PA 18901'),
      sectPr(),
    ].join('')

    expect(summary({ body, styles: STYLES })).toEqual([
      ['Title', 'These are a few of my favorite things:'],
      ['ListItem', 'Parrots'],
      ['ListItem', 'Hockey'],
      ['UncategorizedText', 'Analysis'],
      ['NarrativeText', 'This is my first thought. This is my second thought.'],
      ['NarrativeText', 'This is my third thought.'],
      ['UncategorizedText', '2023'],
      ['Address', 'DOYLESTOWN, PA 18901'],
    ])
  })

  test('gives category_depth from the numbering level, else from the heading number', () => {
    const numbered = (text: string, level: number) =>
      `<w:p><w:pPr><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(text)}</w:p>`
    const body = para('Top', 'Heading1') + para('Second', 'Heading2') + para('Sub', 'Subtitle') + numbered('one', 0) + numbered('nested', 1)

    const elements = read({ body, styles: STYLES })

    expect(elements.map((e) => [e.type, e.metadata.category_depth])).toEqual([
      ['Title', 0],
      ['Title', 1],
      ['Title', 1],
      ['ListItem', 0],
      ['ListItem', 1],
    ])
  })

  test('puts a section’s headers before its content and its footers after, with header_footer_type', () => {
    const refs =
      '<w:headerReference w:type="default" r:id="hdr1"/><w:headerReference w:type="first" r:id="hdr2"/>' +
      '<w:headerReference w:type="even" r:id="hdr3"/><w:footerReference w:type="default" r:id="ftr1"/><w:titlePg/>'
    const elements = read({
      body: para('Body text of the document goes here.') + sectPr(refs),
      headers: { hdr1: para('Primary'), hdr2: para('First page'), hdr3: para('Even page') },
      footers: { ftr1: para('Page footer') + table([['a', 'b']]) },
      evenAndOddHeaders: true,
    })

    expect(elements.map((e) => [e.type, e.text, e.metadata.header_footer_type])).toEqual([
      ['Header', 'Primary', 'primary'],
      ['Header', 'First page', 'first_page'],
      ['Header', 'Even page', 'even_page'],
      ['NarrativeText', 'Body text of the document goes here.', undefined],
      ['Footer', 'Page footer\na b', 'primary'],
    ])
  })

  test('leaves out first-page and even-page headers the section or settings do not switch on', () => {
    const refs = '<w:headerReference w:type="first" r:id="hdr2"/><w:headerReference w:type="even" r:id="hdr3"/>'
    const elements = read({ body: para('Body') + sectPr(refs), headers: { hdr2: para('First'), hdr3: para('Even') } })

    expect(elements.map((e) => e.type)).toEqual(['UncategorizedText'])
  })

  test('gives a later section no header when it inherits the previous one (no reference of its own)', () => {
    const first = `<w:p><w:pPr>${sectPr('<w:headerReference w:type="default" r:id="hdr1"/>')}</w:pPr>${run('One')}</w:p>`
    const elements = read({ body: first + para('Two') + sectPr(), headers: { hdr1: para('Head') } })

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Header', 'Head'],
      ['UncategorizedText', 'One'],
      ['UncategorizedText', 'Two'],
    ])
  })

  test('splits a paragraph at a rendered page break and numbers pages only when the document records them', () => {
    const body =
      `<w:p>${run('Text on the first page runs on and')}<w:r><w:lastRenderedPageBreak/><w:t>continues on the second page here.</w:t></w:r></w:p>` +
      sectPr()

    const withBreaks = read({ body }, { includePageBreaks: true, startingPageNumber: 3 })
    const withoutElements = read({ body })
    const noRendered = read(
      { body: para('A hard break follows.') + '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' + para('Next.') + sectPr() },
      { includePageBreaks: true },
    )

    expect(withBreaks.map((e) => [e.type === 'PageBreak', e.text, e.metadata.page_number])).toEqual([
      [false, 'Text on the first page runs on and', 3],
      [true, '', undefined],
      [false, 'continues on the second page here.', 4],
    ])
    expect(withoutElements.map((e) => e.type)).not.toContain('PageBreak')
    expect(withoutElements.at(-1)?.metadata.page_number).toBe(2)
    expect(noRendered.map((e) => e.type)).not.toContain('PageBreak')
    expect(noRendered.every((e) => e.metadata.page_number === undefined)).toBe(true)
  })

  test('adds the page break an odd-page section start needs beyond the rendered one', () => {
    const end = `<w:p><w:pPr>${sectPr()}</w:pPr>${run('Page one ends the section.')}</w:p>`
    const next = `<w:p><w:r><w:lastRenderedPageBreak/><w:t>Odd page text.</w:t></w:r></w:p>`
    const odd = read({ body: end + para('') + next + sectPr('<w:type w:val="oddPage"/>') }, { includePageBreaks: true })

    expect(odd.map((e) => [e.type === 'PageBreak' ? 'break' : e.text, e.metadata.page_number])).toEqual([
      ['Page one ends the section.', 1],
      ['break', undefined],
      ['break', undefined],
      ['Odd page text.', 3],
    ])
  })

  test('makes a table one Table with text_as_html, unless table structure is not wanted', () => {
    const body =
      table([
        ['Header Col 1', 'Header Col 2'],
        ['Lorem ipsum', 'A Link example'],
      ]) + sectPr()

    const [withHtml] = read({ body })
    const [withoutHtml] = read({ body }, { inferTableStructure: false })

    expect(withHtml).toMatchObject({
      type: 'Table',
      text: 'Header Col 1 Header Col 2 Lorem ipsum A Link example',
      metadata: {
        text_as_html: '<table><tr><td>Header Col 1</td><td>Header Col 2</td></tr><tr><td>Lorem ipsum</td><td>A Link example</td></tr></table>',
      },
    })
    expect(withoutHtml?.metadata.text_as_html).toBeUndefined()
  })

  test('reads a document without sections, without headers and footers', () => {
    expect(summary({ body: para('Some Body') + table([['saved-by Dennis Forsythe']]) })).toEqual([
      ['UncategorizedText', 'Some Body'],
      ['Table', 'saved-by Dennis Forsythe'],
    ])
  })

  test('finds Word elements whatever prefix the document binds to the main namespace', () => {
    expect(summary({ body: para('Chapter', 'Heading1') + sectPr(), styles: STYLES, prefix: 'ns0' })).toEqual([['Title', 'Chapter']])
  })
})

describe('partition() with a DOCX', () => {
  test('detects the package and adds filetype, filename and ids', async () => {
    const bytes = buildDocx({ body: para('Lorem ipsum is placeholder text used in publishing.') + sectPr() })

    const [element] = await partition(bytes, { filename: 'notes.docx' })

    expect(element).toMatchObject({
      type: 'NarrativeText',
      metadata: { filename: 'notes.docx', filetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    })
    expect(element?.element_id).toMatch(/^[0-9a-f]{32}$/)
  })

  test('emits PageBreak elements only when includePageBreaks is set', async () => {
    const bytes = buildDocx({ body: `<w:p>${run('One.')}<w:r><w:lastRenderedPageBreak/><w:t>Two.</w:t></w:r></w:p>` + sectPr() })

    const plain = await partition(bytes, { filename: 'a.docx' })
    const broken = await partition(bytes, { filename: 'a.docx', includePageBreaks: true })

    expect(plain.map((e) => e.type)).not.toContain('PageBreak')
    expect(broken.map((e) => e.type)).toContain('PageBreak')
  })
})

describe('the generated sample.docx fixture', () => {
  const bytes = new Uint8Array(readFileSync(new URL('../../../fixtures/office/sample.docx', import.meta.url)))

  test('is what fixtures/office/generate.ts writes, byte for byte', () => {
    expect(bytes).toEqual(sampleDocx())
  })

  test('partitions into header, titles, list items with depth, table, rendered page break and footers', async () => {
    const elements = await partition(bytes, { filename: 'sample.docx', includePageBreaks: true })

    expect(elements.map((e) => [e.type, e.metadata.category_depth ?? null, e.metadata.page_number ?? null])).toEqual([
      ['Header', 0, null],
      ['Title', 0, 1],
      ['Title', 0, 1],
      ['NarrativeText', 0, 1],
      ['ListItem', 0, 1],
      ['ListItem', 1, 1],
      ['ListItem', 0, 1],
      ['NarrativeText', 0, 1],
      ['Footer', 0, null],
      ['Title', 1, 1],
      ['Table', null, 1],
      ['NarrativeText', 0, 1],
      ['PageBreak', null, null],
      ['UncategorizedText', 0, 2],
      ['Footer', 0, null],
    ])
    expect(elements[10]?.metadata.text_as_html).toBe(
      '<table><tr><td>Region</td><td>Sales</td><td>Sales</td></tr><tr><td>Region</td><td>Q1</td><td>Q2</td></tr><tr><td>North</td><td>120</td><td>135</td></tr></table>',
    )
    expect(elements[3]?.metadata).toMatchObject({
      emphasized_text_contents: ['approved'],
      links: [{ text: 'the project site', url: 'https://example.com/report', start_index: 69 }],
    })
  })
})

describe('zip and XML bombs in a DOCX', () => {
  test('refuses a document part that expands past the ratio limit', async () => {
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document>' + ' '.repeat(30_000_000) + '</w:document>', method: 8 },
    ])

    await expect(partition(bomb, { filename: 'bomb.docx' })).rejects.toThrow(/possible zip bomb/)
  })

  test('refuses a document that declares entities', async () => {
    const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
    const xml = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>`
    const bytes = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: xml },
    ])

    await expect(partition(bytes, { filename: 'entities.docx' })).rejects.toThrow(/declares XML entities/)
  })
})

describe('damaged DOCX packages', () => {
  test('give elements or a DocumentError, never another error', async () => {
    const sample = sampleDocx()
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: sample.length - 1 }), fc.nat({ max: 255 }), fc.boolean(), async (at, byte, truncate) => {
        const bytes = truncate ? sample.slice(0, at) : sample.slice()
        if (!truncate) bytes[at] = byte
        try {
          elementsFromDocx(openDocxPackage(bytes), defaults)
        } catch (error) {
          expect(error).toBeInstanceOf(DocumentError)
        }
      }),
      { numRuns: 100 },
    )
  })
})
