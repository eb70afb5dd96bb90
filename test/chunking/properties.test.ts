import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { chunk } from '../../src/chunking/chunk.js'
import { CHUNKING_STRATEGIES } from '../../src/options/chunking-strategies.js'
import { withMetadata } from '../../src/elements/element-draft.js'
import type { ChunkOptions } from '../../src/options/validate-chunk-options.js'
import type { Element } from '../../src/elements/types.js'

// Property tests for every strategy (issue 6 §6). Generated documents mix titles, text, long
// unbreakable words, astral characters and tables with matching text_as_html.

const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('cat', 'purr', 'orbit', 'fuel', 'lorem', 'ipsum', 'a', 'é', '漢字', '😀', 'x1') },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('q', 'z', '😀'), minLength: 20, maxLength: 120 }) },
)
const words = (max: number) => fc.array(word, { minLength: 1, maxLength: max })
const sentence = words(40).chain((ws) =>
  fc
    .array(fc.constantFrom(' ', ' ', ' ', '\n', '  '), { minLength: ws.length, maxLength: ws.length })
    .map((seps) => ws.map((w, i) => (i === 0 ? w : `${seps[i]}${w}`)).join('')),
)
const cellText = fc.array(fc.constantFrom('id', 'name', 'cat', 'orbit', '42', 'lorem'), { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '))
const tableElement = fc
  .record({
    rows: fc.array(fc.array(cellText, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }),
    header: fc.boolean(),
    withHtml: fc.boolean(),
  })
  .map(({ rows, header, withHtml }): Omit<Element, 'metadata'> & { metadata: Element['metadata'] } => {
    const html =
      '<table>' +
      rows.map((cells, r) => `<tr>${cells.map((c) => (header && r === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('') +
      '</table>'
    return {
      type: 'Table',
      element_id: '',
      text: rows.map((cells) => cells.join(' ')).join('\n'),
      metadata: withHtml ? { text_as_html: html } : {},
    }
  })
const textElement = fc
  .record({ type: fc.constantFrom('Title', 'NarrativeText', 'ListItem', 'UncategorizedText', 'CodeSnippet'), text: sentence })
  .map(({ type, text }): Element => ({ type, element_id: '', text, metadata: {} }))

/** A document: elements with non-empty text, page numbers that never decrease, some missing. */
const documentArb = fc
  .array(fc.tuple(fc.oneof({ weight: 5, arbitrary: textElement }, { weight: 1, arbitrary: tableElement }), fc.nat(2), fc.boolean()), {
    minLength: 0,
    maxLength: 40,
  })
  .map((items) => {
    let page = 1
    return items.map(([element, step, hasPage]): Element => {
      page += step === 2 ? 1 : 0
      return withMetadata(element, hasPage ? { ...element.metadata, page_number: page } : { ...element.metadata })
    })
  })

const optionsArb = fc
  .record({
    chunkingStrategy: fc.constantFrom(...CHUNKING_STRATEGIES),
    maxCharacters: fc.integer({ min: 10, max: 300 }),
    newAfter: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
    overlapFraction: fc.double({ min: 0, max: 0.9, noNaN: true }),
    overlapAll: fc.boolean(),
    combineFraction: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    multipageSections: fc.boolean(),
    similarityThreshold: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((o): ChunkOptions => ({
    chunkingStrategy: o.chunkingStrategy,
    maxCharacters: o.maxCharacters,
    newAfterNChars: o.newAfter,
    overlap: Math.floor(o.overlapFraction * o.maxCharacters),
    overlapAll: o.overlapAll,
    combineUnderNChars: o.combineFraction === undefined ? undefined : Math.floor(o.combineFraction * o.maxCharacters),
    multipageSections: o.multipageSections,
    similarityThreshold: o.similarityThreshold,
  }))

const codePoints = (s: string): number => [...s].length
const nonSpace = (s: string): string => s.replace(/\s+/gu, '')

describe('chunking properties', () => {
  test('no chunk text is longer than max_characters', () => {
    fc.assert(
      fc.property(documentArb, optionsArb, (elements, options) => {
        for (const c of chunk(elements, options)) expect(codePoints(c.text)).toBeLessThanOrEqual(options.maxCharacters!)
      }),
      { numRuns: 300 },
    )
  })

  test('every element text appears in the chunks, in order', () => {
    fc.assert(
      fc.property(documentArb, optionsArb, (elements, options) => {
        // The non-space characters of the input are a subsequence of those of the output (overlap
        // and repeated table headers only add characters).
        const expected = [...nonSpace(elements.map((e) => e.text).join(''))]
        const actual = [
          ...nonSpace(
            chunk(elements, options)
              .map((c) => c.text)
              .join(''),
          ),
        ]
        let at = 0
        for (const char of actual) if (at < expected.length && char === expected[at]) at++
        expect(at).toBe(expected.length)
      }),
      { numRuns: 300 },
    )
  })

  test('orig_elements round-trip to the input', () => {
    fc.assert(
      fc.property(documentArb, optionsArb, (elements, options) => {
        const chunks = chunk(elements, { ...options, includeOrigElements: true })
        // Continuation pieces of one split element or table repeat the same orig_elements.
        const origins = chunks.filter((c) => c.metadata.is_continuation !== true).flatMap((c) => c.metadata.orig_elements ?? [])
        expect(origins).toEqual(elements)
      }),
      { numRuns: 300 },
    )
  })

  test('by_page never puts two pages in one chunk', () => {
    fc.assert(
      fc.property(documentArb, optionsArb, (elements, options) => {
        for (const c of chunk(elements, { ...options, chunkingStrategy: 'by_page', includeOrigElements: true })) {
          const pages = new Set(c.metadata.orig_elements?.map((e) => e.metadata.page_number).filter((p) => p !== undefined))
          expect(pages.size).toBeLessThanOrEqual(1)
        }
      }),
      { numRuns: 300 },
    )
  })

  test('chunking never mutates its input', () => {
    fc.assert(
      fc.property(documentArb, optionsArb, (elements, options) => {
        const before = structuredClone(elements)
        chunk(elements, options)
        expect(elements).toEqual(before)
      }),
      { numRuns: 100 },
    )
  })
})
