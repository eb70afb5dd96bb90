import { describe, expect, it } from 'vitest'
import { pyNormalizeSpaces, pySplit, pyStrip } from '../../src/elements/python-strings.js'

describe('python whitespace helpers', () => {
  it('split like str.split(): no empty parts, Python-only separators count as whitespace', () => {
    expect(pySplit('  a\u001cb \u0085 c\n')).toEqual(['a', 'b', 'c'])
  })

  it('do not treat the byte-order mark as whitespace, unlike JavaScript \\s', () => {
    expect(pyStrip('\ufeffa ')).toBe('\ufeffa')
  })

  it('strip only the ends', () => {
    expect(pyStrip('\t a  b \u3000')).toBe('a  b')
  })

  it('normalize runs to single spaces', () => {
    expect(pyNormalizeSpaces(' a \t\n b ')).toBe('a b')
    expect(pyNormalizeSpaces('   ')).toBe('')
  })
})

describe('pyStrip on long inner whitespace', () => {
  it('strips in linear time when a long whitespace run sits inside the text', () => {
    const text = `a${' '.repeat(300_000)}b `

    expect(pyStrip(text)).toBe(text.slice(0, -1))
  })
})
