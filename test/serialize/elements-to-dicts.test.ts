import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import { asElement } from '../../src/elements/element-draft.js'
import { decodeOrigElements } from '../../src/serialize/orig-elements.js'
import { elementsToDicts, elementToDict, metadataToDict } from '../../src/serialize/elements-to-dicts.js'

const title: Element = { type: 'Title', element_id: 'id-1', text: 'Hello', metadata: { page_number: 1 } }

describe('elementToDict', () => {
  it('orders keys type, element_id, text, metadata', () => {
    const element: Element = { metadata: { filename: 'a.txt' }, text: 'x', element_id: 'e', type: 'NarrativeText' }
    expect(Object.keys(elementToDict(element))).toEqual(['type', 'element_id', 'text', 'metadata'])
  })

  it('appends non-empty embeddings after metadata, as upstream to_dict does, and omits empty ones', () => {
    expect(Object.keys(elementToDict({ ...title, embeddings: [0.1, 0.2] }))).toEqual(['type', 'element_id', 'text', 'metadata', 'embeddings'])
    expect(elementToDict({ ...title, embeddings: [] })).not.toHaveProperty('embeddings')
  })

  it('writes checked for a CheckBox only, defaulting to false', () => {
    const box: Element = { type: 'CheckBox', element_id: 'c', text: '', metadata: {} }
    expect(elementToDict(box)).toEqual({ type: 'CheckBox', element_id: 'c', text: '', metadata: {}, checked: false })
    expect(elementToDict({ ...box, checked: true }).checked).toBe(true)
    expect(elementToDict(asElement({ ...title, checked: true }))).not.toHaveProperty('checked')
  })

  it('copies nested data so that changing the dict leaves the element alone', () => {
    const element: Element = { ...title, metadata: { languages: ['eng'], links: [{ text: 'a', url: 'u', start_index: 0 }] } }
    const dict = elementToDict(element)
    ;(dict.metadata.languages as string[]).push('fra')
    ;(dict.metadata.links as { text: string }[])[0]!.text = 'changed'
    expect(element.metadata.languages).toEqual(['eng'])
    expect(element.metadata.links![0]!.text).toBe('a')
  })
})

describe('metadataToDict', () => {
  it('drops undefined, null, empty lists and empty objects but keeps falsy scalars', () => {
    const dict = metadataToDict({
      filename: undefined,
      parent_id: null as unknown as string,
      languages: [],
      data_source: {},
      category_depth: 0,
      is_continuation: false,
      subject: '',
    })
    expect(dict).toEqual({ category_depth: 0, is_continuation: false, subject: '' })
  })

  it('never writes detection_origin', () => {
    expect(metadataToDict({ detection_origin: 'pdfminer', page_number: 2 })).toEqual({ page_number: 2 })
  })

  it('keeps ad-hoc fields and the given key order', () => {
    expect(Object.keys(metadataToDict({ page_number: 1, custom: 'x', filename: 'f' }))).toEqual(['page_number', 'custom', 'filename'])
  })

  it('writes coordinates as points, system, layout_width, layout_height', () => {
    const dict = metadataToDict({
      coordinates: { layout_height: 792, system: 'PixelSpace', points: [[1, 2]], layout_width: 612 },
    })
    expect(Object.keys(dict.coordinates as object)).toEqual(['points', 'system', 'layout_width', 'layout_height'])
  })

  it('writes data_source in dataclass order without null fields', () => {
    const dict = metadataToDict({
      data_source: { date_created: '1', url: 'u', version: null as unknown as string, record_locator: { a: 1 } },
    })
    expect(dict.data_source).toEqual({ url: 'u', record_locator: { a: 1 }, date_created: '1' })
    expect(Object.keys(dict.data_source as object)).toEqual(['url', 'record_locator', 'date_created'])
  })

  it('encodes orig_elements as the compressed base64 string and passes a string through', () => {
    const dict = metadataToDict({ orig_elements: [title] })
    expect(typeof dict.orig_elements).toBe('string')
    expect((dict.orig_elements as string).startsWith('eJ')).toBe(true)
    expect(decodeOrigElements(dict.orig_elements as string)).toEqual([title])
    expect(metadataToDict({ orig_elements: 'eJabc' as unknown as Element[] }).orig_elements).toBe('eJabc')
  })
})

describe('elementsToDicts', () => {
  it('maps every element in order', () => {
    const second: Element = { ...title, element_id: 'id-2', text: 'World' }
    expect(elementsToDicts([title, second]).map((dict) => dict.element_id)).toEqual(['id-1', 'id-2'])
  })
})
