import { describe, expect, it } from 'vitest'
import type { Element } from '../../../src/elements/types.js'
import type { PartitionWarning } from '../../../src/errors.js'
import { markdownToHtml, partitionMarkdown } from '../../../src/formats/text/markdown.js'
import { validateOptions } from '../../../src/options/validate-options.js'
import { partitionResolved } from '../../../src/partition.js'

async function partition(markdown: string | Uint8Array, raw: Record<string, unknown> = {}): Promise<Element[]> {
  return partitionMarkdown({
    partitionAttachment: partitionResolved,
    bytes: typeof markdown === 'string' ? new TextEncoder().encode(markdown) : markdown,
    fileType: 'md',
    options: validateOptions(raw),
    warn: () => {},
  })
}

describe('partitionMarkdown', () => {
  it('makes ATX and setext headings Titles with their level as category_depth', async () => {
    const elements = await partition('# One\n\n## Two\n\n###### Six\n\nSetext two\n----------\n')

    expect(elements.map((e) => [e.type, e.text, e.metadata.category_depth])).toEqual([
      ['Title', 'One', 0],
      ['Title', 'Two', 1],
      ['Title', 'Six', 5],
      ['Title', 'Setext two', 1],
    ])
  })

  it('makes a fenced code block one CodeSnippet with its indentation and blank lines kept', async () => {
    const elements = await partition('Intro paragraph.\n\n```python\ndef f():\n\n    return "<b>x</b>"\n```\n')

    expect(elements.at(-1)).toEqual({ type: 'CodeSnippet', element_id: '', text: 'def f():\n\n    return "<b>x</b>"', metadata: {} })
  })

  it('makes a pipe table a Table with text_as_html, empty cells included', async () => {
    const elements = await partition('| Item | Price |\n|------|------:|\n| Juicy *Apples* | 1.99 |\n| Bananas | |\n')

    expect(elements).toEqual([
      {
        type: 'Table',
        element_id: '',
        text: 'Item Price Juicy Apples 1.99 Bananas',
        metadata: {
          text_as_html:
            '<table><tr><td>Item</td><td>Price</td></tr><tr><td>Juicy Apples</td><td>1.99</td></tr><tr><td>Bananas</td><td/></tr></table>',
        },
      },
    ])
  })

  it('makes list items ListItems, nested lists one level deeper', async () => {
    const elements = await partition('- first item\n- second item\n    - nested item\n\n1. numbered item\n')

    expect(elements.map((e) => [e.type, e.text, e.metadata.category_depth])).toEqual([
      ['ListItem', 'first item', 1],
      ['ListItem', 'second item', 1],
      ['ListItem', 'nested item', 2],
      ['ListItem', 'numbered item', 1],
    ])
  })

  it('makes one ListItem per item of a loose list (items wrapped in paragraphs)', async () => {
    const elements = await partition('- first loose item\n\n- second loose item\n')

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['ListItem', 'first loose item'],
      ['ListItem', 'second loose item'],
    ])
  })

  it('records emphasis and links from Markdown inline markup', async () => {
    const [element] = await partition('Read **the docs** and *then* visit [our site](https://example.com).\n')

    expect(element?.text).toBe('Read the docs and then visit our site.')
    expect(element?.metadata).toEqual({
      emphasized_text_contents: ['the docs', 'then'],
      emphasized_text_tags: ['b', 'i'],
      link_texts: ['our site'],
      link_urls: ['https://example.com'],
    })
  })

  it('keeps ~~strikethrough~~, bare URLs and task boxes as plain text, as python-markdown does', async () => {
    const elements = await partition('Some ~~struck~~ words and www.example.com here.\n\n- [ ] open task\n- [x] done task\n')

    expect(elements.map((e) => [e.text, e.metadata.link_urls])).toEqual([
      ['Some ~~struck~~ words and www.example.com here.', undefined],
      ['[ ] open task', undefined],
      ['[x] done task', undefined],
    ])
  })

  it('decodes the bytes with the shared text decoding (an explicit encoding is obeyed)', async () => {
    // "# Grüße" in latin-1: ü = 0xFC, ß = 0xDF
    const bytes = Uint8Array.from([...new TextEncoder().encode('# Gr'), 0xfc, 0xdf, ...new TextEncoder().encode('e\n')])

    const [title] = await partition(bytes, { encoding: 'latin-1' })

    expect(title?.text).toBe('Grüße')
  })

  it('gives no elements for an empty document', async () => {
    expect(await partition('')).toEqual([])
  })
})

describe('markdownToHtml', () => {
  it('renders GFM tables and fenced code like python-markdown with tables and fenced_code', () => {
    const html = markdownToHtml('| a |\n|---|\n| 1 |\n\n```js\nx\n```\n')

    expect(html).toContain('<table>')
    expect(html).toContain('<pre><code class="language-js">x\n</code></pre>')
  })

  it('keeps every item of a 2,000-level nested list, with a warning', async () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`)
    const warnings: PartitionWarning[] = []

    const elements = await partitionMarkdown({
      partitionAttachment: partitionResolved,
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      fileType: 'md',
      options: validateOptions({}),
      warn: (warning) => warnings.push(warning),
    })

    expect(elements.map((e) => e.text)).toEqual(lines.map((_, i) => `item ${i}`))
    expect(Math.max(...elements.map((e) => e.metadata.category_depth ?? 0))).toBe(33)
    expect(warnings.map((w) => w.code)).toEqual(['unsupported-feature'])
  }, 60_000)

  it('gives the text of 100,000 nested block quotes, with a warning', async () => {
    const warnings: PartitionWarning[] = []

    const elements = await partitionMarkdown({
      partitionAttachment: partitionResolved,
      bytes: new TextEncoder().encode(`${'> '.repeat(100_000)}deep quote text\n`),
      fileType: 'md',
      options: validateOptions({}),
      warn: (warning) => warnings.push(warning),
    })

    expect(elements.map((e) => e.text)).toEqual(['deep quote text'])
    expect(warnings).toHaveLength(1)
  }, 60_000)

  it('gives the text of 100,000 list markers on one line', async () => {
    expect((await partition(`${'- '.repeat(100_000)}deep item text\n`)).map((e) => e.text)).toEqual(['deep item text'])
  }, 60_000)
})
