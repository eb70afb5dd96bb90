import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import { elementsToJson } from '../../src/serialize/elements-to-json.js'
import { decodeOrigElements } from '../../src/serialize/orig-elements.js'

const title: Element = {
  metadata: { languages: ['eng'], page_number: 1, filename: 'a.pdf', filetype: 'application/pdf' },
  text: 'Café',
  element_id: 'id-1',
  type: 'Title',
}

describe('elementsToJson', () => {
  it('writes compact JSON with keys in API order and raw UTF-8', () => {
    expect(elementsToJson([title])).toBe(
      '[{"type":"Title","element_id":"id-1","text":"Café","metadata":{"languages":["eng"],"page_number":1,"filename":"a.pdf","filetype":"application/pdf"}}]',
    )
  })

  it('writes sparse metadata: no null, empty lists, empty objects or detection_origin', () => {
    const element: Element = {
      type: 'NarrativeText',
      element_id: 'n',
      text: 'x',
      metadata: { parent_id: undefined, links: [], data_source: {}, detection_origin: 'pdfminer', page_number: 2 },
    }
    expect(elementsToJson([element])).toBe('[{"type":"NarrativeText","element_id":"n","text":"x","metadata":{"page_number":2}}]')
  })

  it('writes orig_elements as the compressed base64 string', () => {
    const chunk: Element = { type: 'CompositeElement', element_id: 'c', text: 'Café', metadata: { orig_elements: [title] } }
    const parsed = JSON.parse(elementsToJson([chunk])) as { metadata: { orig_elements: string } }[]
    expect(parsed[0]!.metadata.orig_elements).toMatch(/^eJ[A-Za-z0-9+/]+=*$/)
    expect(decodeOrigElements(parsed[0]!.metadata.orig_elements)).toEqual([title])
  })

  it('writes whole floats as JSON.stringify does (612, where FastAPI writes 612.0)', () => {
    const element: Element = {
      type: 'Title',
      element_id: 't',
      text: 'x',
      metadata: { coordinates: { points: [[72, 100.5]], system: 'PixelSpace', layout_width: 612, layout_height: 792 } },
    }
    expect(elementsToJson([element])).toContain('"coordinates":{"points":[[72,100.5]],"system":"PixelSpace","layout_width":612,"layout_height":792}')
  })

  it('indents when asked', () => {
    expect(elementsToJson([{ type: 'PageBreak', element_id: 'p', text: '', metadata: {} }], { indent: 2 })).toBe(
      '[\n  {\n    "type": "PageBreak",\n    "element_id": "p",\n    "text": "",\n    "metadata": {}\n  }\n]',
    )
  })

  it('writes an empty result as []', () => {
    expect(elementsToJson([])).toBe('[]')
  })
})
