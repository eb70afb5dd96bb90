import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { sampleRtf } from '../../../fixtures/office/generate.js'
import { partition } from '../../../src/partition.js'
import { rtfBlocksToHtml } from '../../../src/formats/rtf/rtf.js'

const bytes = (source: string) => new Uint8Array([...source].map((c) => c.charCodeAt(0)))

describe('partitionRtf', () => {
  test('gives elements as upstream’s RTF → HTML route does: Title, paragraphs with emphasis, Table', async () => {
    const source =
      '{\\rtf1\\ansi\\deff0\n{\\pard \\ql \\f0 \\sa180 \\li0 \\fi0 \\outlinelevel0 \\b \\fs36 My First Heading\\par}\n' +
      '{\\pard \\ql \\f0 \\sa180 \\li0 \\fi0 The committee approved the budget for next year.\\par}\n' +
      '{\\pard \\sa180 \\li0 \\fi0 \\b Table Example:\\par}\n{\\trowd\\cellx3000\\cellx6000\n' +
      '\\pard\\intbl\\qc\\fs20 Column 1\\cell Column 2\\cell\\row\n\\pard\\intbl\\qc\\fs20 Row 1, Cell 1\\cell Row 1, Cell 2\\cell\\row\n}\n}'

    const elements = await partition(bytes(source), { filename: 'fake-doc.rtf' })

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'My First Heading'],
      ['NarrativeText', 'The committee approved the budget for next year.'],
      ['UncategorizedText', 'Table Example:'],
      ['Table', 'Column 1 Column 2 Row 1, Cell 1 Row 1, Cell 2'],
    ])
    expect(elements[2]?.metadata).toMatchObject({ emphasized_text_contents: ['Table Example:'], emphasized_text_tags: ['b'] })
    expect(elements[3]?.metadata.text_as_html).toBe(
      '<table><tr><td>Column 1</td><td>Column 2</td></tr><tr><td>Row 1, Cell 1</td><td>Row 1, Cell 2</td></tr></table>',
    )
    expect(elements[0]?.metadata.filetype).toBe('text/rtf')
  })

  test('refuses an unknown encoding with a DocumentError naming it', async () => {
    await expect(partition(bytes('{\\rtf1 x\\par}'), { filename: 'a.rtf', encoding: 'no-such-codec' })).rejects.toThrow(
      /unknown encoding: no-such-codec/,
    )
  })
})

describe('rtfBlocksToHtml', () => {
  test('nests list levels and escapes text', () => {
    const html = rtfBlocksToHtml([
      { kind: 'paragraph', runs: [{ text: 'a<b', bold: false, italic: false }], listLevel: 0 },
      { kind: 'paragraph', runs: [{ text: 'c', bold: true, italic: true }], listLevel: 1 },
      { kind: 'paragraph', runs: [{ text: 'd\ne', bold: false, italic: false }] },
    ])

    expect(html).toBe('<html><body><ul><li>a&lt;b</li><ul><li><strong><em>c</em></strong></li></ul></ul><p>d<br/>e</p></body></html>')
  })
})

describe('the sample.rtf fixture', () => {
  const bytes = new Uint8Array(readFileSync(new URL('../../../fixtures/office/sample.rtf', import.meta.url)))

  test('is what fixtures/office/generate.ts writes, byte for byte', () => {
    expect(bytes).toEqual(sampleRtf())
  })

  test('partitions with the heading, link, list item, code-page text and table', async () => {
    const elements = await partition(bytes, { filename: 'sample.rtf' })

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'Summary'],
      ['NarrativeText', 'The committee approved the budget for the next year, as described on the project site.'],
      ['ListItem', 'Hire two engineers'],
      ['UncategorizedText', 'Привет, мир!'],
      ['Table', 'Region Q1 North 120'],
      ['UncategorizedText', 'Café'],
    ])
    expect(elements[1]?.metadata).toMatchObject({ link_texts: ['the project site'], link_urls: ['https://example.com/report'] })
  })
})
