import { describe, expect, it } from 'vitest'
import { ELEMENT_TYPES } from '../../src/elements/types.js'
import { mapElementType, TYPE_TO_TEXT_ELEMENT_MAP } from '../../src/serialize/type-map.js'

describe('TYPE_TO_TEXT_ELEMENT_MAP', () => {
  it.each([
    ['Section-header', 'Title'],
    ['Headline', 'Title'],
    ['Subheadline', 'Title'],
    ['Field-Name', 'Title'],
    ['Text', 'NarrativeText'],
    ['Paragraph', 'NarrativeText'],
    ['Abstract', 'NarrativeText'],
    ['Threading', 'NarrativeText'],
    ['Value', 'NarrativeText'],
    ['Link', 'NarrativeText'],
    ['BulletedText', 'ListItem'],
    ['List-item', 'ListItem'],
    ['Page-header', 'Header'],
    ['Page-footer', 'Footer'],
    ['Footnote', 'Footer'],
    ['Caption', 'FigureCaption'],
    ['Figure', 'Image'],
    ['Picture', 'Image'],
    ['UncategorizedText', 'UncategorizedText'],
  ])('maps the label %s to %s', (label, type) => {
    expect(TYPE_TO_TEXT_ELEMENT_MAP[label]).toBe(type)
  })

  it('maps every element type except TableChunk and CheckBox to itself', () => {
    for (const type of ELEMENT_TYPES) {
      if (type === 'TableChunk' || type === 'CheckBox') expect(TYPE_TO_TEXT_ELEMENT_MAP).not.toHaveProperty(type)
      else expect(TYPE_TO_TEXT_ELEMENT_MAP[type]).toBe(type)
    }
  })
})

describe('mapElementType', () => {
  it('keeps the special-cased TableChunk and CheckBox', () => {
    expect([mapElementType('TableChunk'), mapElementType('CheckBox')]).toEqual(['TableChunk', 'CheckBox'])
  })

  it('returns undefined for types upstream drops, including object-prototype names', () => {
    expect([mapElementType('Sparkle'), mapElementType('List'), mapElementType('constructor'), mapElementType('title')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
