import { describe, expect, test } from 'vitest'
import { PreChunkBuilder, buildPreChunks } from '../../src/chunking/build-pre-chunks.js'
import type { PreChunk } from '../../src/chunking/pre-chunk.js'
import { preChunkText } from '../../src/chunking/pre-chunk.js'
import { isTitle } from '../../src/chunking/boundary-predicates.js'
import { el, table, text, title } from './make-element.js'

const window = (hardMax: number, softMax = hardMax, interChunkOverlap = 0) => ({ hardMax, softMax, interChunkOverlap })

// Ported from upstream test_base.py::DescribePreChunker and DescribePreChunkBuilder (core §4.2).
describe('buildPreChunks', () => {
  test('gathers elements into pre-chunks respecting the soft and hard maximum and title boundaries', () => {
    const elements = [
      title('Lorem Ipsum'),
      text('Lorem ipsum dolor sit amet, consectetur adipiscing elit.'),
      text('Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.'),
      title('Ut Enim'),
      text('Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi.'),
      text('Ut aliquip ex ea commodo consequat.'),
      el('CheckBox', ''),
    ]

    const preChunks = buildPreChunks(elements, window(150, 65))

    expect(preChunks.map((p) => p.elements)).toEqual([
      [elements[0], elements[1]],
      [elements[2]],
      [elements[3], elements[4]],
      [elements[5], elements[6]],
    ])
  })

  test('starts a new pre-chunk at every boundary the predicate reports', () => {
    const elements = [title('A'), text('a'), title('B'), text('b')]

    const preChunks = buildPreChunks(elements, window(500), isTitle)

    expect(preChunks.map((p) => p.elements.length)).toEqual([2, 2])
  })

  test('puts a table in a pre-chunk of its own, before and after text', () => {
    const elements = [text('Preamble.'), table('Heading\nCell text'), text('After.')]

    const preChunks = buildPreChunks(elements, window(500))

    expect(preChunks.map((p) => p.elements)).toEqual([[elements[0]], [elements[1]], [elements[2]]])
  })

  test('carries the stripped tail of each pre-chunk into the next with overlap_all, but never across a table', () => {
    const elements = [
      text('Lorem ipsum dolor sit amet consectetur adipiscing elit.'),
      table('In rhoncus ipsum sed lectus porta volutpat.'),
      text('Donec semper facilisis metus finibus.'),
      text('Vivamus magna nibh, blandit eu dui congue.'),
    ]

    const texts = buildPreChunks(elements, window(500, 0, 15)).map(preChunkText)

    expect(texts).toEqual([
      'Lorem ipsum dolor sit amet consectetur adipiscing elit.',
      'In rhoncus ipsum sed lectus porta volutpat.',
      'Donec semper facilisis metus finibus.',
      'metus finibus.\n\nVivamus magna nibh, blandit eu dui congue.',
    ])
  })

  test('makes no pre-chunk from no elements', () => {
    expect(buildPreChunks([], window(50))).toEqual<PreChunk[]>([])
  })
})

describe('PreChunkBuilder.willFit', () => {
  test('fits an element with no text, and an oversized element when empty', () => {
    const builder = new PreChunkBuilder(window(500))

    expect(builder.willFit(el('Image', ''))).toBe(true)
    expect(builder.willFit(text('abcd '.repeat(200)))).toBe(true)
  })

  test.each([
    ['a text', text('abcd')],
    ['a table', table('Heading\nCell text')],
  ])('does not fit an oversized element once it holds %s', (_label, existing) => {
    const builder = new PreChunkBuilder(window(500))
    builder.add(existing)

    expect(builder.willFit(text('abcd '.repeat(200)))).toBe(false)
  })

  test.each([text('abcd'), table('Fruits\nMango')])('fits nothing else once it holds a table', (next) => {
    const builder = new PreChunkBuilder(window(500))
    builder.add(table('Heading\nCell text'))

    expect(builder.willFit(next)).toBe(false)
  })

  test('does not fit a table once it holds other elements', () => {
    const builder = new PreChunkBuilder(window(500))
    builder.add(text('Preamble.'))

    expect(builder.willFit(table('Heading\nCell text'))).toBe(false)
  })

  test('is full once its text exceeds the soft maximum', () => {
    const builder = new PreChunkBuilder(window(100, 50))
    builder.add(text('Lorem ipsum dolor sit amet consectetur adipiscing elit.')) // 55

    expect(builder.willFit(text('In rhoncus ipsum.'))).toBe(false)
  })

  test('fits an element only while text, separator and element stay within the hard maximum', () => {
    const builder = new PreChunkBuilder(window(100))
    builder.add(text('Lorem ipsum dolor sit amet consectetur adipiscing elit.')) // 55

    // 55 + 2 + 44 = 101 > 100; 55 + 2 + 43 = 100.
    expect(builder.willFit(text('In rhoncus ipsum sed lectus portos volutpat.'))).toBe(false)
    expect(builder.willFit(text('In rhoncus ipsum sed lectus porto volutpat.'))).toBe(true)
  })

  test('counts a separator between segments and before the next element', () => {
    const builder = new PreChunkBuilder(window(50))
    builder.add(text('abcde'))
    builder.add(text('fghij'))

    // 50 - (5 + 5) - 2 * 2 = 36 characters remain.
    expect(builder.willFit(text('x'.repeat(36)))).toBe(true)
    expect(builder.willFit(text('x'.repeat(37)))).toBe(false)
  })

  test('measures raw text lengths in code points', () => {
    const builder = new PreChunkBuilder(window(10))
    builder.add(text('😀😀😀😀'))

    // 10 - 4 - 2 = 4 code points remain, although the emoji are 8 UTF-16 units.
    expect(builder.willFit(text('😀😀😀😀'))).toBe(true)
    expect(builder.willFit(text('😀😀😀😀😀'))).toBe(false)
  })
})
