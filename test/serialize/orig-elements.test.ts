import { describe, expect, it } from 'vitest'
import { zlibDeflate, zlibInflate } from '../../src/containers/inflate.js'
import type { Element } from '../../src/elements/types.js'
import { DocumentError, type PartitionWarning } from '../../src/errors.js'
import { base64ToBytes, bytesToBase64 } from '../../src/serialize/base64.js'
import { decodeOrigElements, encodeOrigElements, MAX_ORIG_ELEMENTS_INFLATED_BYTES } from '../../src/serialize/orig-elements.js'

/**
 * Elements whose dicts, once rounded, are exactly the `els` of this one-liner, run once by hand with
 * Debian's CPython 3.11 (zlib 1.2.13); it prints CPYTHON_VECTOR:
 *
 * /usr/bin/python3 -c 'import zlib,base64,json; px=lambda p:[[round(x,1),round(y,1)] for x,y in p]; pt=lambda p:[[round(x,2),round(y,2)] for x,y in p]; els=[{"type":"Title","element_id":"a1","text":"Caf\u00e9 \u201cquoted\u201d \U0001F600","metadata":{"coordinates":{"points":px([(72.04,100.25),(72.04,112.35),(300.15,112.35),(300.15,100.25)]),"system":"PixelSpace","layout_width":612,"layout_height":792},"detection_class_prob":round(0.123456789,5),"filename":"doc.pdf","filetype":"application/pdf","languages":["eng"],"page_number":1}},{"type":"NarrativeText","element_id":"b2","text":"He said \"hi\"\\ and\tleft\n","metadata":{"coordinates":{"points":pt([(2.675,0.125),(2.675,0.375),(10.005,0.375),(10.005,0.125)]),"system":"PointSpace","layout_width":612,"layout_height":792},"links":[{"text":"x","url":"https://e.com","start_index":0}],"page_number":1,"parent_id":"a1"}},{"type":"CheckBox","element_id":"c3","text":"","metadata":{"page_number":2},"checked":True},{"type":"CompositeElement","element_id":"d4","text":"chunk","metadata":{"is_continuation":True,"routing_score":0.00001},"embeddings":[0.5,1.0,-0.25]}]; print(base64.b64encode(zlib.compress(json.dumps(els,sort_keys=True).encode())).decode())'
 */
const CPYTHON_VECTOR =
  'eJy1U8tu2zAQ/BWBZ0empNhOcmxQoKeiQHOzAoEm1xZhiVTJVWvDyL93l7UROfG1N81wnzOr9UlABz04bKwRT5lQhZhlogdURqEi5iS098FYpxBiwp06+hGbFuyuRWJWjyWlnNk/1mBL5LJgcvDWIWet16syl7OskDIvX2fZBRZlXjGsiC9u4BROhIjHiNDzhD/sAbqfg9Ig3ujBAIJG612jOxVjMwS/oTBKL6v7JQVsbQdO9cC5xut8MFtxpvE4JFoNQ2e14irz83On3G5Uu7TyWoDbCZ5iIKZxY7+BQHzB/REOLIJ4Vtt6lBIes3osZaF/jR7BpG9DlHmoCBiQkqtfGr9Y7NIaH23YlP/JhjJfrmZJHZb5gqoHRoXMZXEDFp8s4HrvFnTW7VP1k4ioAu3gDBzYhIk+B15oDB1/t4hDfJrPIde+F283lE1MuDrLqdjfIIvKkq6itbWo60w5U5OUW6zdVN/vKgSy9Te8cGLSWbeg98BFMYxAsdfC6+qT8NejldM5pr2eufAXf7hlp7nnSKAShizcJbFkvqAD57/gjo588fqxrY2N9g6tG9Nhvg8cyGAq0kTtA3cu4E4uplPpdnT7q9F8P/hoEb7+m4ok/wvPwjRQ'

const VECTOR_ELEMENTS: Element[] = [
  {
    type: 'Title',
    element_id: 'a1',
    text: 'Café “quoted” 😀',
    metadata: {
      coordinates: {
        points: [
          [72.04, 100.25],
          [72.04, 112.35],
          [300.15, 112.35],
          [300.15, 100.25],
        ],
        system: 'PixelSpace',
        layout_width: 612,
        layout_height: 792,
      },
      detection_class_prob: 0.123456789,
      detection_origin: 'pdfminer',
      filename: 'doc.pdf',
      filetype: 'application/pdf',
      languages: ['eng'],
      page_number: 1,
    },
  },
  {
    type: 'NarrativeText',
    element_id: 'b2',
    text: 'He said "hi"\\ and\tleft\n',
    metadata: {
      page_number: 1,
      parent_id: 'a1',
      links: [{ text: 'x', url: 'https://e.com', start_index: 0 }],
      coordinates: {
        points: [
          [2.675, 0.125],
          [2.675, 0.375],
          [10.005, 0.375],
          [10.005, 0.125],
        ],
        system: 'PointSpace',
        layout_width: 612,
        layout_height: 792,
      },
    },
  },
  { type: 'CheckBox', element_id: 'c3', text: '', metadata: { page_number: 2 }, checked: true },
  {
    type: 'CompositeElement',
    element_id: 'd4',
    text: 'chunk',
    metadata: { is_continuation: true, routing_score: 0.00001 },
    embeddings: [0.5, 1, -0.25],
  },
]

const inflateToText = (encoded: string): string => new TextDecoder().decode(zlibInflate(base64ToBytes(encoded)))

describe('encodeOrigElements', () => {
  it('produces the same string as CPython for the same elements', () => {
    expect(encodeOrigElements(VECTOR_ELEMENTS)).toBe(CPYTHON_VECTOR)
  })

  it('writes the payload upstream writes: sorted keys, Python separators, ASCII escapes (core §3.2)', () => {
    const header: Element = {
      type: 'Header',
      element_id: '3cea98cfe0d578669abe2c435f9f50da',
      text: 'US Trustee Handbook',
      metadata: {
        header_footer_type: 'primary',
        languages: ['eng'],
        filetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data_source: { url: 'example-docs/handbook-1p.docx', permissions_data: [{ mode: 33188 }] },
      },
    }
    const dash: Element = { type: 'Title', element_id: 'b3', text: 'CHAPTER 1 – INTRODUCTION', metadata: {} }
    expect(inflateToText(encodeOrigElements([header, dash]))).toBe(
      '[{"element_id": "3cea98cfe0d578669abe2c435f9f50da", "metadata": {"data_source": {"permissions_data": [{"mode": 33188}], "url": "example-docs/handbook-1p.docx"}, "filetype": "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "header_footer_type": "primary", "languages": ["eng"]}, "text": "US Trustee Handbook", "type": "Header"}, ' +
        '{"element_id": "b3", "metadata": {}, "text": "CHAPTER 1 \\u2013 INTRODUCTION", "type": "Title"}]',
    )
  })

  it('starts with "eJ", the base64 of the zlib header 78 9c', () => {
    expect(encodeOrigElements([VECTOR_ELEMENTS[3]!]).startsWith('eJ')).toBe(true)
  })

  it('strips orig_elements nested inside the source elements', () => {
    const inner: Element = { type: 'Title', element_id: 'i', text: 'inner', metadata: {} }
    const chunk: Element = { type: 'CompositeElement', element_id: 'c', text: 'inner', metadata: { orig_elements: [inner] } }
    expect(inflateToText(encodeOrigElements([chunk]))).toBe('[{"element_id": "c", "metadata": {}, "text": "inner", "type": "CompositeElement"}]')
  })

  it('does not modify the elements it encodes', () => {
    const before = structuredClone(VECTOR_ELEMENTS)
    encodeOrigElements(VECTOR_ELEMENTS)
    expect(VECTOR_ELEMENTS).toEqual(before)
  })
})

describe('decodeOrigElements', () => {
  it('decodes the CPython vector into the rounded elements', () => {
    const decoded = decodeOrigElements(CPYTHON_VECTOR)
    expect(decoded.map((element) => element.type)).toEqual(['Title', 'NarrativeText', 'CheckBox', 'CompositeElement'])
    expect(decoded[0]!.text).toBe('Café “quoted” 😀')
    expect(decoded[0]!.metadata.coordinates!.points).toEqual([
      [72, 100.2],
      [72, 112.3],
      [300.1, 112.3],
      [300.1, 100.2],
    ])
    expect(decoded[0]!.metadata.detection_class_prob).toBe(0.12346)
    expect(decoded[1]!.metadata.coordinates!.points[2]).toEqual([10.01, 0.38])
    expect(decoded[2]!.checked).toBe(true)
    expect(decoded[3]!.embeddings).toEqual([0.5, 1, -0.25])
  })

  it('round-trips elements whose values need no rounding', () => {
    const elements: Element[] = [
      { type: 'Title', element_id: 'x', text: 'Ünïcödé 𝄞', metadata: { page_number: 3, languages: ['deu'] } },
      { type: 'Table', element_id: 'y', text: 'a b', metadata: { text_as_html: '<table><tr><td>a</td></tr></table>' } },
    ]
    expect(decodeOrigElements(encodeOrigElements(elements))).toEqual(elements)
  })

  it('re-encodes a decoded payload to the identical string', () => {
    expect(encodeOrigElements(decodeOrigElements(CPYTHON_VECTOR))).toBe(CPYTHON_VECTOR)
  })

  it('refuses a payload that inflates past the limit and names the limit', () => {
    const big = bytesToBase64(zlibDeflate(new TextEncoder().encode(`[${'0,'.repeat(50_000)}0]`)))
    expect(() => decodeOrigElements(big, { maxInflatedBytes: 65536 })).toThrow(DocumentError)
    expect(() => decodeOrigElements(big, { maxInflatedBytes: 1024 })).toThrow(/inflated-size limit 1024 bytes.*expands past the limit of 1024 bytes/)
  })

  it('defaults to the 200 MiB limit of upstream and describes limits in MiB', () => {
    expect(MAX_ORIG_ELEMENTS_INFLATED_BYTES).toBe(200 * 1024 * 1024)
    const big = bytesToBase64(zlibDeflate(new Uint8Array(3 * 1024 * 1024)))
    expect(() => decodeOrigElements(big, { maxInflatedBytes: 2 * 1024 * 1024 })).toThrow(/inflated-size limit 2 MiB \(2097152 bytes\)/)
  })

  it('throws a DocumentError for text that is not base64, not zlib, or not an array', () => {
    expect(() => decodeOrigElements('not base64!')).toThrow(/not valid base64/)
    expect(() => decodeOrigElements('aGVsbG8gd29ybGQ=')).toThrow(/Cannot decode metadata\.orig_elements.*corrupt/)
    const object = bytesToBase64(zlibDeflate(new TextEncoder().encode('{"type": "Title"}')))
    expect(() => decodeOrigElements(object)).toThrow(/must decode to a JSON array/)
    const broken = bytesToBase64(zlibDeflate(new TextEncoder().encode('[{"type": ')))
    expect(() => decodeOrigElements(broken)).toThrow(DocumentError)
  })

  it('reports elements of unknown type through onWarning and drops them', () => {
    const payload = bytesToBase64(
      zlibDeflate(
        new TextEncoder().encode(
          '[{"type": "Sparkle", "element_id": "s", "text": "x", "metadata": {}}, {"type": "Text", "element_id": "t", "text": "y", "metadata": {}}]',
        ),
      ),
    )
    const warnings: PartitionWarning[] = []
    const decoded = decodeOrigElements(payload, { onWarning: (warning) => warnings.push(warning) })
    expect(decoded).toEqual([{ type: 'NarrativeText', element_id: 't', text: 'y', metadata: {} }])
    expect(warnings.map((warning) => warning.code)).toEqual(['unknown-element'])
  })
})
