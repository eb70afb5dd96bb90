import { describe, expect, test } from 'vitest'
import { codePointLength, codePointSlice, hasAstralCharacters } from '../../src/chunking/code-point-length.js'

describe('codePointLength', () => {
  test('counts code points, not UTF-16 units', () => {
    expect(codePointLength('abc')).toBe(3)
    expect(codePointLength('a😀b')).toBe(3)
    expect(codePointLength('𠀀𠀁')).toBe(2)
    expect(codePointLength('')).toBe(0)
  })
})

describe('codePointSlice', () => {
  test('slices like Python, negative indexes from the end', () => {
    expect(codePointSlice('a😀b😀c', 1, 3)).toBe('😀b')
    expect(codePointSlice('a😀b😀c', -2)).toBe('😀c')
    expect(codePointSlice('abc', -10)).toBe('abc')
    expect(codePointSlice('abcdef', 2, 4)).toBe('cd')
  })
})

describe('hasAstralCharacters', () => {
  test('is true only with characters outside the BMP', () => {
    expect(hasAstralCharacters('é漢')).toBe(false)
    expect(hasAstralCharacters('x😀')).toBe(true)
  })
})
