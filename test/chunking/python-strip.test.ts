import { describe, expect, test } from 'vitest'
import { pyCollapseSpaces, pyLstrip, pyRstrip } from '../../src/chunking/python-strip.js'

describe('pyLstrip and pyRstrip', () => {
  test("strip one side only, with Python's whitespace", () => {
    expect(pyLstrip(' \n\u0085\u00a0a b \t')).toBe('a b \t')
    expect(pyRstrip('\t a b \u2003\u001f')).toBe('\t a b')
  })

  test('leave the byte-order mark, which Python does not count as whitespace', () => {
    expect(pyLstrip('\ufeffa')).toBe('\ufeffa')
  })
})

describe('pyCollapseSpaces', () => {
  test.each([
    ['  a \n b\t\tc  ', 'a b c'],
    ['abc', 'abc'],
    [' \u0085\u3000 ', ''],
    ['', ''],
    ['a\u001fb', 'a b'],
    [' x', 'x'],
  ])('collapses %j as Python " ".join(s.split()) does', (input, expected) => {
    expect(pyCollapseSpaces(input)).toBe(expected)
  })
})
