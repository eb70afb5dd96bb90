import { describe, expect, test } from 'vitest'
import { chunkBasic } from '../../src/chunking/chunk-basic.js'
import { resolveChunkOptions } from '../../src/chunking/resolve-chunk-options.js'
import type { ChunkOptions } from '../../src/options/validate-chunk-options.js'
import type { Element } from '../../src/elements/types.js'
import { el, table, text, title } from './make-element.js'

const basic = (elements: Element[], options: ChunkOptions = {}) => chunkBasic(elements, resolveChunkOptions('basic', options))

// Ported from upstream test_unstructured/chunking/test_basic.py (core §4).
describe('chunkBasic', () => {
  test('splits an oversized element on an even word boundary', () => {
    const elements = [
      title('Introduction'),
      text('Lorem ipsum dolor sit amet consectetur adipiscing elit. In rhoncus ipsum sed lectus porta volutpat.'),
    ]

    const chunks = basic(elements, { maxCharacters: 64 })

    expect(chunks.map((c) => [c.type, c.text])).toEqual([
      ['CompositeElement', 'Introduction'],
      ['CompositeElement', 'Lorem ipsum dolor sit amet consectetur adipiscing elit. In'],
      ['CompositeElement', 'rhoncus ipsum sed lectus porta volutpat.'],
    ])
  })

  test('includes the original elements of each chunk as metadata', () => {
    const elements = [
      title('Introduction'),
      text('Lorem ipsum dolor sit amet consectetur adipiscing elit.'),
      text('In rhoncus ipsum sed lectus porta volutpat.'),
    ]

    const chunks = basic(elements, { maxCharacters: 70, includeOrigElements: true })

    expect(chunks.map((c) => c.text)).toEqual([
      'Introduction\n\nLorem ipsum dolor sit amet consectetur adipiscing elit.',
      'In rhoncus ipsum sed lectus porta volutpat.',
    ])
    expect(chunks.map((c) => c.metadata.orig_elements)).toEqual([[elements[0], elements[1]], [elements[2]]])
  })

  test.each([
    [{ includeOrigElements: true }, true],
    [{ includeOrigElements: false }, false],
    [{}, true],
  ])('honours includeOrigElements %j', (options, included) => {
    const [chunk] = basic([text('a')], options)

    expect(chunk?.metadata.orig_elements !== undefined).toBe(included)
  })

  test('ignores titles and page changes: only the window breaks chunks', () => {
    const elements = [title('A', { page_number: 1 }), text('b', { page_number: 2 }), title('C', { page_number: 3 })]

    expect(basic(elements).map((c) => c.text)).toEqual(['A\n\nb\n\nC'])
  })

  test('keeps tables alone and passes them through as Table chunks', () => {
    const elements = [text('Before.'), table('Heading\nCell text'), text('After.')]

    expect(basic(elements).map((c) => [c.type, c.text])).toEqual([
      ['CompositeElement', 'Before.'],
      ['Table', 'Heading\nCell text'],
      ['CompositeElement', 'After.'],
    ])
  })

  test('starts a new chunk after new_after_n_chars even when the hard maximum has room', () => {
    const elements = [text('a'.repeat(30)), text('b'.repeat(30)), text('c'.repeat(30))]

    expect(basic(elements, { maxCharacters: 200, newAfterNChars: 40 }).map((c) => c.text.length)).toEqual([62, 30])
  })

  test('puts every element in its own chunk with new_after_n_chars 0', () => {
    expect(basic([text('a'), text('b'), text('c')], { newAfterNChars: 0 }).map((c) => c.text)).toEqual(['a', 'b', 'c'])
  })

  test('prefixes each chunk with the tail of the previous one with overlap_all', () => {
    const elements = [text('Lorem ipsum dolor sit amet.'), text('Consectetur adipiscing elit.')]

    const chunks = basic(elements, { maxCharacters: 40, overlap: 6, overlapAll: true })

    expect(chunks.map((c) => c.text)).toEqual(['Lorem ipsum dolor sit amet.', 'amet.\n\nConsectetur adipiscing elit.'])
  })

  test('forms no chunk from elements without text', () => {
    expect(basic([el('PageBreak', ''), el('Image', '')])).toEqual([])
  })

  test('never mutates its input', () => {
    const elements = [title('A', { page_number: 1, parent_id: 'x' }), text('b'.repeat(600), { languages: ['eng'] })]
    const before = structuredClone(elements)

    basic(elements)

    expect(elements).toEqual(before)
  })
})
