import { describe, expect, test } from 'vitest'
import { chunkBySimilarity } from '../../src/chunking/chunk-by-similarity.js'
import { resolveChunkOptions } from '../../src/chunking/resolve-chunk-options.js'
import type { ChunkOptions } from '../../src/options/validate-chunk-options.js'
import type { Element } from '../../src/elements/types.js'
import { el, table, text } from './make-element.js'

const bySimilarity = (elements: Element[], options: ChunkOptions = {}) => chunkBySimilarity(elements, resolveChunkOptions('by_similarity', options))

const cats = [text('Cats are small domestic felines that purr.'), text('Domestic cats purr when content; felines groom often.')]
const rockets = [text('Rockets burn liquid fuel to reach orbit.'), text('Orbit insertion requires rockets with enough fuel.')]

describe('chunkBySimilarity', () => {
  test('joins consecutive elements about the same thing and breaks where the topic changes', () => {
    const chunks = bySimilarity([...cats, ...rockets], { similarityThreshold: 0.2 })

    expect(chunks.map((c) => c.metadata.orig_elements?.length)).toEqual([2, 2])
  })

  test('puts every element alone with threshold 1 unless texts are identical in terms', () => {
    const chunks = bySimilarity([...cats, text('Cats are small domestic felines that purr.')], { similarityThreshold: 1 })

    expect(chunks).toHaveLength(3)
  })

  test('joins everything that fits with threshold 0, like basic', () => {
    const chunks = bySimilarity([...cats, ...rockets], { similarityThreshold: 0 })

    expect(chunks).toHaveLength(1)
  })

  test('never exceeds max_characters, whatever the similarity', () => {
    const same = Array.from({ length: 6 }, () => text('cats purr cats purr cats purr'))

    const chunks = bySimilarity(same, { similarityThreshold: 0, maxCharacters: 70 })

    expect(chunks.every((c) => c.text.length <= 70)).toBe(true)
    expect(chunks).toHaveLength(3)
  })

  test('uses 0.5 as the threshold when none is given', () => {
    // Unrelated texts have similarity 0 < 0.5; identical ones have 1 ≥ 0.5.
    const chunks = bySimilarity([text('alpha beta'), text('alpha beta'), text('gamma delta')])

    expect(chunks.map((c) => c.text)).toEqual(['alpha beta\n\nalpha beta', 'gamma delta'])
  })

  test('with doNotBreakSimilarityOnFooterHeader, headers, footers and page numbers join the text before them', () => {
    const elements = [...cats, el('Footer', 'Rockets quarterly'), el('PageNumber', '7'), el('Header', 'Orbit news')]

    const breaking = bySimilarity(elements, { similarityThreshold: 0.2 })
    const joined = bySimilarity(elements, { similarityThreshold: 0.2, doNotBreakSimilarityOnFooterHeader: true })

    expect(breaking.length).toBeGreaterThan(1)
    expect(joined).toHaveLength(1)
  })

  test('keeps tables alone', () => {
    const chunks = bySimilarity([cats[0]!, table('cats purr felines'), cats[1]!], { similarityThreshold: 0 })

    expect(chunks.map((c) => c.type)).toEqual(['CompositeElement', 'Table', 'CompositeElement'])
  })

  test('lets an element without text join the running chunk', () => {
    const chunks = bySimilarity([cats[0]!, el('Image', ''), cats[1]!], { similarityThreshold: 0.2 })

    expect(chunks.map((c) => c.metadata.orig_elements?.length)).toEqual([3])
  })
})
