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

  it('keeps a nested object whose only value is empty, and drops an empty plain object however it was made', () => {
    const nested = { data_source: { record_locator: [] }, filename: 'a.pdf' } as unknown as ElementMetadata
    const made = { coordinates: Object.create(Object.prototype) as object, filename: 'a.pdf' } as unknown as ElementMetadata

    expect(compactMetadata(nested)).toBe(nested)
    expect(compactMetadata(made)).toEqual({ filename: 'a.pdf' })
  })
})
