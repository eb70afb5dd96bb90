import { describe, expect, test } from 'vitest'
import { combinePreChunks, makePreChunk, preChunkOverlapTail, preChunkText, preChunkTextLength } from '../../src/chunking/pre-chunk.js'
import { el, table, text } from './make-element.js'

// Ported from upstream test_base.py::DescribePreChunk (core §4.3).
describe('pre-chunk text', () => {
  test.each([
    [[text('foo'), text('bar')], 'bah da bing.', 'bah da bing.\n\nfoo\n\nbar'],
    [[text('foo'), el('PageBreak', ''), text('bar')], 'da bang.', 'da bang.\n\nfoo\n\nbar'],
    [[el('PageBreak', ''), text('foo')], 'bah da boom.', 'bah da boom.\n\nfoo'],
    [[text('foo'), text('bar'), el('PageBreak', '')], '', 'foo\n\nbar'],
  ])('joins the overlap prefix and element texts with a blank line, skipping empty ones (%#)', (elements, prefix, expected) => {
    const preChunk = makePreChunk(elements, prefix)

    expect(preChunkText(preChunk)).toBe(expected)
    expect(preChunkTextLength(preChunk)).toBe(expected.length)
  })

  test('collapses whitespace runs in element text', () => {
    expect(preChunkText(makePreChunk([text('  a \n b\t\tc  ')], ''))).toBe('a b c')
  })

  test('keeps a CodeSnippet verbatim, newlines and indentation included', () => {
    const code = 'for i in range(10):\n    print(i)'

    const joined = preChunkText(makePreChunk([text('Here is some code:'), el('CodeSnippet', code), text('That was the code.')], ''))

    expect(joined).toBe(`Here is some code:\n\n${code}\n\nThat was the code.`)
  })

  test('counts the text length in code points', () => {
    expect(preChunkTextLength(makePreChunk([text('😀'), text('é')], ''))).toBe(4)
  })
})

describe('combinePreChunks', () => {
  test('appends the second pre-chunk keeping only the first overlap prefix, mutating neither', () => {
    const first = makePreChunk([text('Lorem ipsum.'), text('In rhoncus.')], 'feugiat efficitur.')
    const second = makePreChunk([text('Donec semper.')], 'porta volupat.')

    const combined = combinePreChunks(first, second)

    expect(preChunkText(combined)).toBe('feugiat efficitur.\n\nLorem ipsum.\n\nIn rhoncus.\n\nDonec semper.')
    expect(combined.elements).toHaveLength(3)
    expect(first.elements).toHaveLength(2)
    expect(second.overlapPrefix).toBe('porta volupat.')
  })

  test('knows when the result holds a table', () => {
    expect(combinePreChunks(makePreChunk([text('a')], ''), makePreChunk([table('t')], '')).hasTable).toBe(true)
  })
})

describe('preChunkOverlapTail', () => {
  test.each([
    ['In rhoncus ipsum sed lectus porta volutpat.', 'ctus porta volutpat.'],
    ['In rhoncus ipsum sed lect us   portas volutpat.  ', 'us portas volutpat.'],
  ])('takes the last overlap characters of %j, stripped', (value, expected) => {
    expect(preChunkOverlapTail(makePreChunk([text(value)], ''), 20)).toBe(expected)
  })

  test('is empty without inter-chunk overlap', () => {
    expect(preChunkOverlapTail(makePreChunk([text('abc')], ''), 0)).toBe('')
  })
})
