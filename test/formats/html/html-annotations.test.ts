import { describe, expect, it } from 'vitest'
import type { ElementMetadata } from '../../../src/elements/types.js'
import { addEmphasis, applyAnnotation, consolidateAnnotations, emphasisAnnotation } from '../../../src/formats/html/html-annotations.js'

describe('addEmphasis', () => {
  it('adds the mark once and sorts the characters', () => {
    expect(addEmphasis('', 'b')).toBe('b')
    expect(addEmphasis('i', 'b')).toBe('bi')
    expect(addEmphasis('b', 'i')).toBe('bi')
    expect(addEmphasis('bi', 'b')).toBe('bi')
  })
})

describe('emphasisAnnotation', () => {
  it('annotates the whitespace-normalized text with the emphasis', () => {
    expect(emphasisAnnotation('  very \n important ', 'b')).toEqual({
      emphasized_text_contents: ['very important'],
      emphasized_text_tags: ['b'],
    })
  })

  it('annotates nothing without emphasis or without visible text', () => {
    expect(emphasisAnnotation('text', '')).toEqual({})
    expect(emphasisAnnotation(' \n\u00a0', 'i')).toEqual({})
  })
})

describe('consolidateAnnotations', () => {
  it('concatenates each key in sequence', () => {
    const combined = consolidateAnnotations([
      { link_texts: ['Ford Prefect'], link_urls: ['https://wiki/Ford'], emphasized_text_contents: ['Ford Prefect'], emphasized_text_tags: ['b'] },
      {},
      { emphasized_text_contents: ['alien encounter'], emphasized_text_tags: ['bi'] },
    ])

    expect(combined).toEqual({
      emphasized_text_contents: ['Ford Prefect', 'alien encounter'],
      emphasized_text_tags: ['b', 'bi'],
      link_texts: ['Ford Prefect'],
      link_urls: ['https://wiki/Ford'],
    })
  })

  it('does not change its inputs', () => {
    const first = { link_texts: ['a'], link_urls: ['/a'] }

    consolidateAnnotations([first, { link_texts: ['b'], link_urls: ['/b'] }])

    expect(first).toEqual({ link_texts: ['a'], link_urls: ['/a'] })
  })
})

describe('applyAnnotation', () => {
  it('sets only the non-empty lists (metadata is sparse)', () => {
    const metadata: ElementMetadata = { page_number: 2 }

    applyAnnotation(metadata, { link_texts: ['x'], link_urls: ['/x'], emphasized_text_contents: [] })

    expect(metadata).toEqual({ page_number: 2, link_texts: ['x'], link_urls: ['/x'] })
  })
})
