import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import { DocumentError, type PartitionWarning } from '../../src/errors.js'
import { elementsFromDicts, elementsFromJson } from '../../src/serialize/elements-from-json.js'
import { elementsToJson } from '../../src/serialize/elements-to-json.js'
import { encodeOrigElements } from '../../src/serialize/orig-elements.js'
import { TYPE_TO_TEXT_ELEMENT_MAP } from '../../src/serialize/type-map.js'

const dict = (type: string, text = 'some text', metadata: Record<string, unknown> = {}): Record<string, unknown> => ({
  type,
  element_id: `id-${type}`,
  text,
  metadata,
})

describe('elementsFromJson', () => {
  it('rehydrates every mapped type to its element type', () => {
    const labels = Object.keys(TYPE_TO_TEXT_ELEMENT_MAP)
    const elements = elementsFromJson(labels.map((label) => dict(label)))
    expect(elements.map((element) => element.type)).toEqual(labels.map((label) => TYPE_TO_TEXT_ELEMENT_MAP[label]))
  })

  it('turns "Text" into NarrativeText and keeps "UncategorizedText"', () => {
    expect(elementsFromJson([dict('Text'), dict('UncategorizedText')]).map((element) => element.type)).toEqual(['NarrativeText', 'UncategorizedText'])
  })

  it('keeps TableChunk and CheckBox with its checked flag', () => {
    const elements = elementsFromJson([
      dict('TableChunk', 'a b', { text_as_html: '<table/>' }),
      { type: 'CheckBox', element_id: 'c', text: '', metadata: {}, checked: true },
    ])
    expect(elements).toEqual([
      { type: 'TableChunk', element_id: 'id-TableChunk', text: 'a b', metadata: { text_as_html: '<table/>' } },
      { type: 'CheckBox', element_id: 'c', text: '', metadata: {}, checked: true },
    ])
  })

  it('drops unknown types and reports each through onWarning', () => {
    const warnings: PartitionWarning[] = []
    const elements = elementsFromJson([dict('Sparkle'), dict('Title'), { text: 'no type' }], {
      onWarning: (warning) => warnings.push(warning),
    })
    expect(elements.map((element) => element.type)).toEqual(['Title'])
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatchObject({ code: 'unknown-element' })
    expect(warnings[0]!.message).toContain('"Sparkle"')
  })

  it('drops unknown types silently when no onWarning is given, as upstream does', () => {
    expect(elementsFromJson([dict('Sparkle')])).toEqual([])
  })

  it('parses JSON text, including the API body elementsToJson writes', () => {
    const original: Element[] = [
      { type: 'Title', element_id: 'a', text: 'Ünïcödé', metadata: { page_number: 1, languages: ['eng'] } },
      { type: 'NarrativeText', element_id: 'b', text: 'body', metadata: { parent_id: 'a' }, embeddings: [0.5] },
    ]
    expect(elementsFromJson(elementsToJson(original))).toEqual(original)
  })

  it('decodes orig_elements strings back into elements', () => {
    const source: Element[] = [{ type: 'Title', element_id: 's', text: 'Source', metadata: { page_number: 1 } }]
    const [chunk] = elementsFromJson([dict('CompositeElement', 'Source', { orig_elements: encodeOrigElements(source) })])
    expect(chunk!.metadata.orig_elements).toEqual(source)
  })

  it('keeps metadata as given, ad-hoc fields included, minus null values', () => {
    const metadata = { filename: 'a.pdf', custom: { deep: [1, 2] }, coordinates: { points: [[1, 2]], system: 'PixelSpace' }, url: null }
    const [element] = elementsFromJson([dict('Title', 'x', metadata)])
    expect(element!.metadata).toEqual({ filename: 'a.pdf', custom: { deep: [1, 2] }, coordinates: { points: [[1, 2]], system: 'PixelSpace' } })
  })

  it('gives an element without element_id a random UUID and treats absent metadata as empty', () => {
    const [element] = elementsFromJson([{ type: 'Title', text: 'x' }])
    expect(element!.element_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(element!.metadata).toEqual({})
  })

  it('throws a DocumentError for text that is not JSON', () => {
    expect(() => elementsFromJson('[{"type": ')).toThrow(DocumentError)
    expect(() => elementsFromJson('[{"type": ')).toThrow(/could not be parsed/)
  })

  it('throws a DocumentError for JSON that is not an array', () => {
    expect(() => elementsFromJson('{"type": "Title"}')).toThrow(/must be an array of element objects.*got object/)
    expect(() => elementsFromJson('null')).toThrow(/got null/)
  })

  it('throws a DocumentError naming the element that is malformed', () => {
    expect(() => elementsFromJson([dict('Title'), 'Title'])).toThrow(/Element 1 must be an object, got a string/)
    expect(() => elementsFromJson([{ type: 'Title', element_id: 'x' }])).toThrow(/Element 0 \(Title\) has no "text" string/)
    expect(() => elementsFromJson([{ type: 'Title', text: 'x', metadata: [] }])).toThrow(/metadata that is not an object/)
    expect(() => elementsFromJson([{ type: 'Title', text: 'x', element_id: 7 }])).toThrow(/element_id that is not a string/)
    expect(() => elementsFromJson([{ type: 'CheckBox', element_id: 'c', text: '' }])).toThrow(/without a boolean "checked"/)
  })
})

describe('elementsFromDicts', () => {
  it('takes already-parsed dicts', () => {
    expect(elementsFromDicts([dict('Footnote', 'note')])).toEqual([{ type: 'Footer', element_id: 'id-Footnote', text: 'note', metadata: {} }])
  })
})
