import { describe, expect, test } from 'vitest'
import { buildPptx, groupShape, pictureShape, tableFrame, textShape } from '../../../fixtures/office/pptx-builder.js'
import { partition } from '../../../src/partition.js'

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

const DECK = buildPptx([
  {
    shapes: [
      textShape(
        [
          { text: 'Find the bullet slide layout', bullet: true },
          { text: 'A sub-point', bullet: true, level: 1 },
        ],
        { placeholder: { idx: 1 } },
      ),
      textShape(['Adding a Bullet Slide'], { placeholder: { type: 'title' } }),
      textShape(['Here is some text in a text box for you.'], { at: { x: 500000, y: 5000000 } }),
    ],
    notes: 'Speaker notes for slide one.',
  },
  {
    shapes: [
      textShape(['A Slide with a Table'], { placeholder: { type: 'title' } }),
      tableFrame(
        [
          ['Column 1', 'Column 2'],
          ['Red', ''],
          ['<b>', 'Blue'],
        ],
        { x: 400000, y: 2000000 },
      ),
    ],
  },
])

describe('partitionPptx through partition()', () => {
  test('slides become pages; the title shape gives a Title, bullets ListItems with their level', async () => {
    const elements = await partition(DECK, { filename: 'deck.pptx', includeSlideNotes: false })
    expect(elements.map((e) => [e.type, e.text, e.metadata.page_number, e.metadata.category_depth])).toEqual([
      ['Title', 'Adding a Bullet Slide', 1, 0],
      ['ListItem', 'Find the bullet slide layout', 1, 0],
      ['ListItem', 'A sub-point', 1, 1],
      ['NarrativeText', 'Here is some text in a text box for you.', 1, 0],
      ['Title', 'A Slide with a Table', 2, 0],
      ['Table', 'Column 1 Column 2 Red <b> Blue', 2, undefined],
    ])
    expect(elements.every((e) => e.metadata.filetype === PPTX_MIME && e.metadata.filename === 'deck.pptx')).toBe(true)
  })

  test('a table keeps its cells in text_as_html, empty cells and escaping as upstream', async () => {
    const elements = await partition(DECK, { filename: 'deck.pptx', includeSlideNotes: false })
    const table = elements.find((e) => e.type === 'Table')!
    expect(table.metadata.text_as_html).toBe(
      '<table><tr><td>Column 1</td><td>Column 2</td></tr><tr><td>Red</td><td/></tr><tr><td>&lt;b&gt;</td><td>Blue</td></tr></table>',
    )
  })

  test('slide notes come first on their slide when includeSlideNotes (the default)', async () => {
    const elements = await partition(DECK, { filename: 'deck.pptx' })
    expect(elements[0]).toMatchObject({ type: 'NarrativeText', text: 'Speaker notes for slide one.', metadata: { page_number: 1 } })
  })

  test('includePageBreaks puts a PageBreak between slides, not before the first', async () => {
    const elements = await partition(DECK, { filename: 'deck.pptx', includeSlideNotes: false, includePageBreaks: true })
    expect(elements.map((e) => e.type)).toEqual(['Title', 'ListItem', 'ListItem', 'NarrativeText', 'PageBreak', 'Title', 'Table'])
  })

  test('startingPageNumber numbers the first slide', async () => {
    const elements = await partition(DECK, { filename: 'deck.pptx', includeSlideNotes: false, startingPageNumber: 5 })
    expect(new Set(elements.map((e) => e.metadata.page_number))).toEqual(new Set([5, 6]))
  })

  test('shapes inside groups are read, in (top, left) order; pictures give nothing', async () => {
    const deck = buildPptx([
      {
        shapes: [
          groupShape(
            [textShape(['Second'], { at: { x: 0, y: 200 } }), groupShape([textShape(['First'], { at: { x: 0, y: 100 } })], { x: 5, y: 5 })],
            { x: 10, y: 10 },
          ),
          pictureShape({ x: 0, y: 0 }),
          textShape(['Third'], { at: { x: 0, y: 300 } }),
        ],
      },
    ])
    const elements = await partition(deck, { filename: 'groups.pptx' })
    expect(elements.map((e) => e.text)).toEqual(['First', 'Second', 'Third'])
  })

  test('other paragraphs are classified by the text heuristics, with title depth = level + 1', async () => {
    const deck = buildPptx([
      {
        shapes: [
          textShape(['Quarterly Results', 'someone@example.com', 'The results improved a lot this quarter.', '12345'], { at: { x: 0, y: 100 } }),
        ],
      },
    ])
    const elements = await partition(deck, { filename: 'kinds.pptx' })
    expect(elements.map((e) => [e.type, e.metadata.category_depth])).toEqual([
      ['Title', 1],
      ['EmailAddress', undefined],
      ['NarrativeText', 0],
      ['UncategorizedText', 0],
    ])
  })

  test('a shape placed off the slide (negative offset) is skipped', async () => {
    const deck = buildPptx([
      {
        shapes: [textShape(['Visible text is here.'], { at: { x: 10, y: 10 } }), textShape(['Hidden off-slide text.'], { at: { x: -5000, y: 10 } })],
      },
    ])
    const elements = await partition(deck, { filename: 'off.pptx' })
    expect(elements.map((e) => e.text)).toEqual(['Visible text is here.'])
  })

  test('a line break inside a paragraph is a vertical tab, as python-pptx reads it', async () => {
    const deck = buildPptx([{ shapes: [textShape(['Line one\nLine two'], { placeholder: { type: 'title' } })] }])
    const elements = await partition(deck, { filename: 'br.pptx' })
    expect(elements[0]!.text).toBe('Line one\vLine two')
  })
})
