import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { declaredXmlEncoding, partitionXml } from '../../../src/formats/xml/xml.js'
import { textFamilyInput } from '../helpers/text-family-input.js'

const LIBRARY = readFileSync(new URL('../../../fixtures/xml/library.xml', import.meta.url))

describe('partitionXml', () => {
  it('classifies the non-blank text of every element of a hand-written catalogue, in end-tag order', async () => {
    const { input } = textFamilyInput(new Uint8Array(LIBRARY), 'xml')

    const elements = await partitionXml(input)

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'Riverside Public Library'],
      ['Address', 'Doylestown, PA 18901'],
      ['EmailAddress', 'desk@riverside.example.org'],
      ['Title', 'The Old Man & the Sea'],
      ['NarrativeText', 'An aging fisherman struggles with a giant marlin far out in the Gulf Stream.'],
      ['Title', 'Fish <and> Chips'],
      // upstream's clean_bullets matches the unstripped text, so the indented bullet stays
      ['ListItem', '\n      - Returned late twice\n    '],
      // <mark> ends before <shelf>; the text after </mark> is lxml's tail and is not read
      ['Title', 'A'],
      ['Title', 'Shelf AB'],
    ])
    expect(elements.every((e) => e.element_id === '' && Object.keys(e.metadata).length === 0)).toBe(true)
  })

  it('emits a parent’s own text after its children’s, and keeps it unstripped', async () => {
    const { input } = textFamilyInput('<a>\n  Parent text\n  <b>Child</b></a>', 'xml')

    const texts = (await partitionXml(input)).map((e) => e.text)

    expect(texts).toEqual(['Child', '\n  Parent text\n  '])
  })

  it('keeps the whole decoded document as one UncategorizedText with xmlKeepTags', async () => {
    const xml = '<?xml version="1.0"?>\n<a><b>Trinidad &amp; Tobago</b></a>\n'
    const { input } = textFamilyInput(xml, 'xml', { xmlKeepTags: true })

    const elements = await partitionXml(input)

    expect(elements).toEqual([{ type: 'UncategorizedText', element_id: '', text: xml, metadata: {} }])
  })

  it('refuses a billion-laughs document instead of expanding its entities', async () => {
    const lines = ['<!ENTITY lol "lol">']
    for (let i = 1; i <= 9; i += 1) lines.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`)
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${lines.join('\n')}\n]>\n<lolz>&lol9;</lolz>`
    const { input } = textFamilyInput(bomb, 'xml')

    await expect(partitionXml(input)).rejects.toThrow(DocumentError)
    await expect(partitionXml(input)).rejects.toThrow(/entit/)
  })

  it('leaves an entity reference it cannot resolve as written', async () => {
    const { input } = textFamilyInput('<a>Fish &amp; chips &#233; &custom;</a>', 'xml')

    expect((await partitionXml(input)).map((e) => e.text)).toEqual(['Fish & chips é &custom;'])
  })

  it('rejects malformed XML with a DocumentError', async () => {
    const { input } = textFamilyInput('<a><b>text</a>', 'xml')

    await expect(partitionXml(input)).rejects.toThrow(DocumentError)
    await expect(partitionXml(input)).rejects.toThrow(/not well-formed/)
  })

  it('rejects an empty document as malformed', async () => {
    await expect(partitionXml(textFamilyInput('', 'xml').input)).rejects.toThrow(DocumentError)
  })

  it('reads the encoding named in the XML declaration', async () => {
    const head = '<?xml version="1.0" encoding="ISO-8859-1"?><p>Caf'
    const bytes = Uint8Array.from(`${head}\xe9 au lait</p>`, (c) => c.charCodeAt(0))
    const { input, warnings } = textFamilyInput(bytes, 'xml')

    const elements = await partitionXml(input)

    expect(elements.map((e) => e.text)).toEqual(['Café au lait'])
    expect(warnings).toEqual([])
  })

  it('survives deep nesting without overflowing the stack', async () => {
    const depth = 20_000
    const xml = `${'<d>'.repeat(depth)}deep${'</d>'.repeat(depth)}`

    const result = partitionXml(textFamilyInput(xml, 'xml').input)

    // Either the text comes out or the parser's limit is reported as a DocumentError.
    await result.then(
      (elements) => expect(elements.map((e) => e.text)).toEqual(['deep']),
      (error: unknown) => expect(error).toBeInstanceOf(DocumentError),
    )
  })
})

describe('declaredXmlEncoding', () => {
  it('reads the encoding pseudo-attribute of the declaration', () => {
    expect(declaredXmlEncoding(new TextEncoder().encode("<?xml version='1.0' encoding='windows-1252'?><a/>"))).toBe('windows-1252')
    expect(declaredXmlEncoding(new TextEncoder().encode('<a/>'))).toBeUndefined()
  })
})
