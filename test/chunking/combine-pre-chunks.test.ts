import { describe, expect, test } from 'vitest'
import { combinePreChunksUnder } from '../../src/chunking/combine-pre-chunks.js'
import { makePreChunk, preChunkText } from '../../src/chunking/pre-chunk.js'
import { table, text, title } from './make-element.js'

const loremSection = () => makePreChunk([title('Lorem Ipsum'), text('Lorem ipsum dolor sit amet consectetur adipiscing elit.')], '') // 68
const maurisSection = () => makePreChunk([title('Mauris Nec'), text('Mauris nec urna non augue vulputate consequat eget et nisi.')], '') // 71
const sedSection = () => makePreChunk([title('Sed Orci'), text('Sed orci quam, eleifend sit amet vehicula, elementum ultricies.')], '') // 73

// Ported from upstream test_base.py::DescribePreChunkCombiner and DescribePreChunk.can_combine (core §4.3).
describe('combinePreChunksUnder', () => {
  test('combines small sequential pre-chunks but never with a table', () => {
    const combined = combinePreChunksUnder([loremSection(), makePreChunk([table('Heading\nCell text')], ''), maurisSection(), sedSection()], {
      hardMax: 250,
      combineTextUnderNChars: 250,
    })

    expect(combined.map((p) => p.elements.length)).toEqual([2, 1, 4])
  })

  test('stops combining once the accumulated text reaches the threshold', () => {
    const combined = combinePreChunksUnder([loremSection(), maurisSection(), sedSection()], {
      hardMax: 250,
      combineTextUnderNChars: 80,
    })

    // 68 < 80 so Mauris joins; 68 + 2 + 71 = 141 ≥ 80 so Sed starts anew.
    expect(combined.map((p) => p.elements.length)).toEqual([4, 2])
  })

  test('does not combine beyond the hard maximum', () => {
    const combined = combinePreChunksUnder([loremSection(), maurisSection(), sedSection()], {
      hardMax: 200,
      combineTextUnderNChars: 200,
    })

    // 141 + 2 + 73 = 216 > 200.
    expect(combined.map((p) => p.elements.length)).toEqual([4, 2])
  })

  test('isolates an oversized pre-chunk between small ones', () => {
    const long = makePreChunk([text('x '.repeat(90))], '')

    const combined = combinePreChunksUnder([makePreChunk([title('Lorem Ipsum')], ''), long, makePreChunk([title('Vulputate')], '')], {
      hardMax: 150,
      combineTextUnderNChars: 150,
    })

    expect(combined.map((p) => p.elements.length)).toEqual([1, 1, 1])
  })

  test.each([
    [100, 73, true],
    [100, 72, false],
    [99, 73, false],
  ])('with max %i and threshold %i, merges a prefixed 72-char pre-chunk with a 26-char one: %s', (hardMax, threshold, merges) => {
    // prefix 20 + 2 + text 50 = 72; 72 + 2 + 26 = 100 (the second prefix does not count).
    const first = makePreChunk([text('Lorem ipsum dolor sit amet consectetur adipiscing.')], 'e feugiat efficitur.')
    const second = makePreChunk([text('In rhoncus sum sed lectus.')], 'sectetur adipiscing.')

    const combined = combinePreChunksUnder([first, second], { hardMax, combineTextUnderNChars: threshold })

    expect(combined.length === 1).toBe(merges)
    if (merges) expect(preChunkText(combined[0]!)).toHaveLength(100)
  })
})
