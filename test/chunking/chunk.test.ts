import { describe, expect, test } from 'vitest'
import { chunk, chunkers } from '../../src/chunking/chunk.js'
import type { ChunkOptions } from '../../src/chunking/chunk.js'
import { CHUNKING_STRATEGIES } from '../../src/options/chunking-strategies.js'
import { UnsupportedOptionError, ValidationError } from '../../src/errors.js'
import { text, title } from './make-element.js'

// Ported from upstream test_dispatch.py (unknown strategy) and the interface.
describe('chunk', () => {
  test('dispatches to every strategy', () => {
    const elements = [title('A', { page_number: 1 }), text('b', { page_number: 1 }), title('C', { page_number: 2 }), text('d', { page_number: 2 })]

    const texts = Object.fromEntries(
      CHUNKING_STRATEGIES.map((strategy) => [
        strategy,
        chunk(elements, { chunkingStrategy: strategy, combineUnderNChars: 0, similarityThreshold: 0 }).map((c) => c.text),
      ]),
    )

    expect(texts).toEqual({
      basic: ['A\n\nb\n\nC\n\nd'],
      by_page: ['A\n\nb', 'C\n\nd'],
      by_similarity: ['A\n\nb\n\nC\n\nd'],
      by_title: ['A\n\nb', 'C\n\nd'],
    })
    expect(Object.keys(chunkers).sort()).toEqual([...CHUNKING_STRATEGIES])
  })

  test('rejects an unknown strategy naming the accepted ones', () => {
    // An untyped caller may send any string; TypeScript refuses it (test/types/option-types.test.ts).
    const untyped = { chunkingStrategy: 'by_chapter' } as unknown as ChunkOptions
    expect(() => chunk([], untyped)).toThrow(UnsupportedOptionError)
    expect(() => chunk([], untyped)).toThrow(
      "unrecognized chunking strategy 'by_chapter'; use one of 'basic', 'by_page', 'by_similarity', 'by_title'",
    )
  })

  test('rejects invalid options with a ValidationError', () => {
    expect(() => chunk([text('a')], { chunkingStrategy: 'basic', maxCharacters: 0 })).toThrow(ValidationError)
  })

  test('gives chunks deterministic ids by the element rule: filename, text, page number, per-page sequence', () => {
    const elements = [text('same', { filename: 'a.txt', page_number: 1 }), text('same', { filename: 'a.txt', page_number: 1 })]

    const first = chunk(elements, { chunkingStrategy: 'basic', newAfterNChars: 0 })
    const again = chunk(elements, { chunkingStrategy: 'basic', newAfterNChars: 0 })

    expect(first.map((c) => c.element_id)).toEqual(again.map((c) => c.element_id))
    expect(first[0]?.element_id).toMatch(/^[0-9a-f]{32}$/)
    // Same text on the same page: only the sequence number tells them apart.
    expect(first[0]?.element_id).not.toBe(first[1]?.element_id)
  })

  test('gives every chunk a fresh UUID v4 with uniqueElementIds', () => {
    const chunks = chunk([text('a'), text('b')], { chunkingStrategy: 'basic', newAfterNChars: 0, uniqueElementIds: true })

    expect(chunks.map((c) => c.element_id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ])
    expect(chunks[0]?.element_id).not.toBe(chunks[1]?.element_id)
  })

  test('accepts options resolved for partition as they are', () => {
    const resolved = {
      chunkingStrategy: 'by_title',
      overlap: 0,
      overlapAll: false,
      multipageSections: true,
      includeOrigElements: false,
      doNotBreakSimilarityOnFooterHeader: false,
      uniqueElementIds: false,
      strategy: 'hi_res',
    } as const

    expect(chunk([title('T'), text('x')], resolved).map((c) => c.metadata)).toEqual([{}])
  })
})
