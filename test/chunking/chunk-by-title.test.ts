import { describe, expect, test } from 'vitest'
import { chunkByTitle } from '../../src/chunking/chunk-by-title.js'
import { resolveChunkOptions } from '../../src/chunking/resolve-chunk-options.js'
import type { ChunkOptions } from '../../src/options/validate-chunk-options.js'
import type { Element } from '../../src/elements/types.js'
import { el, table, text, title } from './make-element.js'

const byTitle = (elements: Element[], options: ChunkOptions = {}) =>
  chunkByTitle(elements, resolveChunkOptions('by_title', { chunkingStrategy: 'by_title', ...options }))
const summary = (chunks: Element[]) => chunks.map((c) => [c.type, c.text])

/** The elements of upstream's test_title.py and of the worked example in core §4.7. */
function days(pages = false): Element[] {
  return [
    title('A Great Day', pages ? { page_number: 1, emphasized_text_contents: ['Day'] } : { emphasized_text_contents: ['Day'] }),
    text('Today is a great day.', pages ? { page_number: 2, emphasized_text_contents: ['day'] } : { emphasized_text_contents: ['day'] }),
    text('It is sunny outside.', pages ? { page_number: 2 } : {}),
    table('Heading\nCell text'),
    title('An Okay Day'),
    text('Today is an okay day.'),
    text('It is rainy outside.'),
    title('A Bad Day'),
    text('Today is a bad day.'),
    text('It is storming outside.'),
    el('CheckBox', ''),
  ]
}

// Ported from upstream test_unstructured/chunking/test_title.py and core §4.7.
describe('chunkByTitle', () => {
  test('splits a large element into multiple chunks', () => {
    const elements = [
      title('Introduction'),
      text('Lorem ipsum dolor sit amet consectetur adipiscing elit. In rhoncus ipsum sed lectus porta volutpat.'),
    ]

    expect(byTitle(elements, { maxCharacters: 50 }).map((c) => c.text)).toEqual([
      'Introduction',
      'Lorem ipsum dolor sit amet consectetur adipiscing',
      'elit. In rhoncus ipsum sed lectus porta volutpat.',
    ])
  })

  test('starts a section at each title and isolates the table; the CheckBox adds no text', () => {
    const chunks = byTitle(days(), { combineUnderNChars: 0 })

    expect(summary(chunks)).toEqual([
      ['CompositeElement', 'A Great Day\n\nToday is a great day.\n\nIt is sunny outside.'],
      ['Table', 'Heading\nCell text'],
      ['CompositeElement', 'An Okay Day\n\nToday is an okay day.\n\nIt is rainy outside.'],
      ['CompositeElement', 'A Bad Day\n\nToday is a bad day.\n\nIt is storming outside.'],
    ])
    const { orig_elements: _orig, ...metadata } = chunks[0]!.metadata
    expect(metadata).toEqual({ emphasized_text_contents: ['Day', 'day'] })
  })

  test('breaks at page changes when multipage_sections is false (core §4.7)', () => {
    const chunks = byTitle(days(true), { multipageSections: false, combineUnderNChars: 0 })

    expect(summary(chunks)).toEqual([
      ['CompositeElement', 'A Great Day'],
      ['CompositeElement', 'Today is a great day.\n\nIt is sunny outside.'],
      ['Table', 'Heading\nCell text'],
      ['CompositeElement', 'An Okay Day\n\nToday is an okay day.\n\nIt is rainy outside.'],
      ['CompositeElement', 'A Bad Day\n\nToday is a bad day.\n\nIt is storming outside.'],
    ])
  })

  test('groups across pages when multipage_sections is true (core §4.7)', () => {
    const chunks = byTitle(days(true), { multipageSections: true, combineUnderNChars: 0 })

    expect(chunks.map((c) => c.text)[0]).toBe('A Great Day\n\nToday is a great day.\n\nIt is sunny outside.')
    expect(chunks).toHaveLength(4)
  })

  test('combines small sections by default but never across a table', () => {
    const chunks = byTitle(days())

    expect(summary(chunks)).toEqual([
      ['CompositeElement', 'A Great Day\n\nToday is a great day.\n\nIt is sunny outside.'],
      ['Table', 'Heading\nCell text'],
      [
        'CompositeElement',
        'An Okay Day\n\nToday is an okay day.\n\nIt is rainy outside.\n\nA Bad Day\n\nToday is a bad day.\n\nIt is storming outside.',
      ],
    ])
  })

  test('does not break a section on regex-like metadata differences', () => {
    const elements = [
      title('Lorem Ipsum', { custom: 1 }),
      text('Lorem ipsum dolor sit amet consectetur adipiscing elit.', { custom: 2 }),
      text('In rhoncus ipsum sed lectus porta volutpat.', { custom: 3 }),
    ]

    expect(byTitle(elements).map((c) => c.text)).toEqual([
      'Lorem Ipsum\n\nLorem ipsum dolor sit amet consectetur adipiscing elit.\n\nIn rhoncus ipsum sed lectus porta volutpat.',
    ])
  })

  test('drops detection_class_prob and coordinates from chunk metadata', () => {
    const box = { points: [[0.1, 0.1]] as [number, number][], system: 'RelativeCoordinateSystem' as const }
    const elements = [
      title('A Great Day', { detection_class_prob: 0.5, coordinates: box }),
      text('Today is a great day.', { detection_class_prob: 0.62, coordinates: box }),
      text('It is sunny outside.', { detection_class_prob: 0.73 }),
      title('An Okay Day', { detection_class_prob: 0.84 }),
      text('Today is an okay day.', { detection_class_prob: 0.95 }),
    ]

    const chunks = byTitle(elements, { combineUnderNChars: 0, includeOrigElements: false })

    expect(chunks.map((c) => c.text)).toEqual([
      'A Great Day\n\nToday is a great day.\n\nIt is sunny outside.',
      'An Okay Day\n\nToday is an okay day.',
    ])
    expect(chunks.map((c) => c.metadata)).toEqual([{}, {}])
  })

  test('counts separators when pre-chunking', () => {
    const elements = [
      title('Chunking Priorities'), // 19
      el('ListItem', 'Divide text into manageable chunks'), // 34
      el('ListItem', 'Preserve semantic boundaries'), // 28
      el('ListItem', 'Minimize mid-text chunk-splitting'), // 33: 114 chars, 120 with separators
    ]

    expect(byTitle(elements, { maxCharacters: 115 }).map((c) => c.text)).toEqual([
      'Chunking Priorities\n\nDivide text into manageable chunks\n\nPreserve semantic boundaries',
      'Minimize mid-text chunk-splitting',
    ])
  })

  test('respects max_characters with a small new_after_n_chars', () => {
    const elements = Array.from({ length: 20 }, (_, i) =>
      i % 5 === 0 ? title(`Section ${i}`) : text(`Sentence number ${i} of the document, rather long.`),
    )

    const chunks = byTitle(elements, { combineUnderNChars: 0, newAfterNChars: 50, maxCharacters: 100 })

    expect(chunks.every((c) => c.text.length <= 100)).toBe(true)
    expect(chunks.length).toBeGreaterThan(4)
  })
})
