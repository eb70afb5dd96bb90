import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { sampleDoc } from '../../../fixtures/office/generate.js'
import { partition } from '../../../src/partition.js'
import { elementsFromLegacyText } from '../../../src/formats/word/doc.js'

describe('elementsFromLegacyText', () => {
  test('types paragraphs by the DOCX text rules and removes bullets from list items', () => {
    const elements = elementsFromLegacyText('This document contains duplicates.\n• First point\nsome text\n\nDOYLESTOWN, PA 18901\n')

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['NarrativeText', 'This document contains duplicates.'],
      ['ListItem', 'First point'],
      ['UncategorizedText', 'some text'],
      ['Address', 'DOYLESTOWN, PA 18901'],
    ])
  })

  test('gathers two or more lines ending in cell marks with the same cell count into one Table', () => {
    const elements = elementsFromLegacyText('Header Col 1 \tHeader Col 2\t\nLorem ipsum\tA Link example \t\n\nI am a normal text.\n')

    expect(elements[0]).toMatchObject({
      type: 'Table',
      text: 'Header Col 1 Header Col 2 Lorem ipsum A Link example',
      metadata: {
        text_as_html: '<table><tr><td>Header Col 1</td><td>Header Col 2</td></tr><tr><td>Lorem ipsum</td><td>A Link example</td></tr></table>',
      },
    })
    expect(elements.slice(1).map((e) => e.text)).toEqual(['I am a normal text.'])
  })

  test('keeps a single tab-ended line as a paragraph, not a table', () => {
    expect(elementsFromLegacyText('C.\tSTATUTORY DUTIES\t\nNext line\n').map((e) => e.type)).not.toContain('Table')
  })

  test('leaves text_as_html out when table structure is not wanted', () => {
    const [table] = elementsFromLegacyText('a\tb\t\nc\td\t\n', false)

    expect(table?.type).toBe('Table')
    expect(table?.metadata.text_as_html).toBeUndefined()
  })
})

describe('the generated sample.doc fixture', () => {
  const bytes = new Uint8Array(readFileSync(new URL('../../../fixtures/office/sample.doc', import.meta.url)))

  test('is what fixtures/office/generate.ts writes, byte for byte', () => {
    expect(bytes).toEqual(sampleDoc())
  })

  test('partitions into Header, body paragraphs, a Table, a list item, the footnote and Footer', async () => {
    const elements = await partition(bytes, { filename: 'sample.doc' })

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Header', 'ACME Corporation'],
      ['UncategorizedText', 'Quarterly Report'],
      ['NarrativeText', 'The committee approved the budget for the next year.'],
      ['Table', 'Region Q1 North 120'],
      ['ListItem', 'Hire two engineers'],
      ['NarrativeText', 'The budget includes travel.'],
      ['Footer', 'Confidential'],
    ])
    expect(elements[0]?.metadata).toMatchObject({ filename: 'sample.doc', filetype: 'application/msword', header_footer_type: 'primary' })
  })
})
