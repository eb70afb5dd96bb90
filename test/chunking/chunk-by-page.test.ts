import { describe, expect, test } from 'vitest'
import { chunkByPage } from '../../src/chunking/chunk-by-page.js'
import { resolveChunkOptions } from '../../src/chunking/resolve-chunk-options.js'
import type { Element } from '../../src/elements/types.js'
import { text, title } from './make-element.js'

const byPage = (elements: Element[], maxCharacters?: number) =>
  chunkByPage(elements, resolveChunkOptions('by_page', maxCharacters === undefined ? {} : { maxCharacters }))

describe('chunkByPage', () => {
  test('starts a new chunk at every page change, even when the window has room', () => {
    const elements = [text('a', { page_number: 1 }), text('b', { page_number: 1 }), text('c', { page_number: 2 }), text('d', { page_number: 3 })]

    const chunks = byPage(elements)

    expect(chunks.map((c) => [c.text, c.metadata.page_number])).toEqual([
      ['a\n\nb', 1],
      ['c', 2],
      ['d', 3],
    ])
  })

  test('still breaks a page into several chunks when it exceeds the window', () => {
    const elements = [text('x'.repeat(30), { page_number: 1 }), text('y'.repeat(30), { page_number: 1 })]

    expect(byPage(elements, 40).map((c) => c.text.length)).toEqual([30, 30])
  })

  test('keeps an element without page number on the current page', () => {
    const elements = [text('a', { page_number: 2 }), text('b'), text('c', { page_number: 3 })]

    expect(byPage(elements).map((c) => c.text)).toEqual(['a\n\nb', 'c'])
  })

  test('does not break at titles and does not combine small pages', () => {
    const elements = [text('a', { page_number: 1 }), title('T', { page_number: 1 }), text('b', { page_number: 2 })]

    expect(byPage(elements).map((c) => c.text)).toEqual(['a\n\nT', 'b'])
  })
})
