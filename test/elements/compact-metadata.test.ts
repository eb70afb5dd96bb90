import { describe, expect, it } from 'vitest'
import { compactMetadata } from '../../src/elements/compact-metadata.js'
import type { ElementMetadata } from '../../src/elements/types.js'

describe('compactMetadata', () => {
  it('drops undefined, null, empty lists and empty objects, keeping zero, false and empty strings', () => {
    // a partitioner may leave null behind (e.g. from parsed JSON); the type does not allow it
    const input = {
      page_number: 0,
      is_continuation: false,
      text_as_html: '',
      languages: [],
      links: undefined,
      data_source: {},
      url: null,
    } as unknown as ElementMetadata
    expect(compactMetadata(input)).toEqual({ page_number: 0, is_continuation: false, text_as_html: '' })
  })

  it('returns the same object when nothing is dropped', () => {
    const input = { filename: 'a.txt' }
    expect(compactMetadata(input)).toBe(input)
  })
})
