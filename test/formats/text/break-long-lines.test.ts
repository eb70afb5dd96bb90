import { describe, expect, it } from 'vitest'
import { breakLongLines } from '../../../src/formats/text/break-long-lines.js'

describe('breakLongLines', () => {
  it('returns text without over-long lines unchanged', () => {
    const text = 'short line\n\nanother one\n'

    expect(breakLongLines(text, 'new-line', 20)).toBe(text)
    expect(breakLongLines(text, 'blank-line', 20)).toBe(text)
  })

  it('cuts a long line at the last whitespace before the limit, the pieces as lines', () => {
    expect(breakLongLines('aaaa bbbb cccc dddd\nnext', 'new-line', 10)).toBe('aaaa bbbb\ncccc dddd\nnext')
  })

  it('separates the pieces by blank lines when blank lines separate paragraphs', () => {
    expect(breakLongLines('aaaa bbbb cccc dddd', 'blank-line', 10)).toBe('aaaa bbbb\n\ncccc dddd')
  })

  it('cuts text without whitespace at the limit, never inside a surrogate pair', () => {
    expect(breakLongLines('x'.repeat(25), 'new-line', 10)).toBe('xxxxxxxxxx\nxxxxxxxxxx\nxxxxx')
    expect(breakLongLines(`${'x'.repeat(9)}😀${'x'.repeat(9)}`, 'new-line', 10)).toBe(`${'x'.repeat(9)}\n😀${'x'.repeat(8)}\nx`)
  })

  it('ends a paragraph of many lines with a blank line before it grows past the limit', () => {
    expect(breakLongLines('aaaa\nbbbb\ncccc\n\ndddd', 'blank-line', 10)).toBe('aaaa\nbbbb\n\ncccc\n\ndddd')
  })

  it('leaves whitespace-only lines alone', () => {
    const text = `a\n${' '.repeat(30)}\nb`

    expect(breakLongLines(text, 'new-line', 10)).toBe(text)
  })
})
