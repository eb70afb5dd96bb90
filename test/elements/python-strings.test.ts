import { describe, expect, it } from 'vitest'
import {
  countWordsWithoutPunctuation,
  isAsciiLetter,
  isPyWhitespace,
  isPyWhitespaceCode,
  PY_WS,
  pyIsAlpha,
  pyIsAscii,
  pyIsNumeric,
  pyIsTitle,
  pyIsUpper,
  pyLen,
  pySplit,
  pyStrip,
  removePunctuation,
} from '../../src/elements/python-strings.js'
import { classifierTexts } from './classifier-texts.js'

describe('Python str semantics', () => {
  it('answers pyIsUpper as the Unicode-property regexes do, on 5,000 generated texts and each of their words', () => {
    const byRegexes = (text: string): boolean => !/[\p{Lowercase}\p{Lt}]/u.test(text) && /\p{Uppercase}/u.test(text)
    let differing = 0
    let upper = 0
    for (const text of classifierTexts(5000, 59)) {
      for (const piece of [text, ...text.split(' ')]) {
        if (pyIsUpper(piece)) upper++
        if (pyIsUpper(piece) !== byRegexes(piece)) differing++
      }
    }
    expect(differing).toBe(0)
    expect(upper).toBeGreaterThan(1000)
    expect([pyIsUpper('ABCǅ'), pyIsUpper('ABª'), pyIsUpper('É1'), pyIsUpper('1é'), pyIsUpper('12')]).toEqual([false, false, true, false, false])
  })

  it('strips Python whitespace (NEL and U+001F) but keeps a BOM, unlike String.trim', () => {
    expect(pyStrip('\x85\x1f text \u3000')).toBe('text')
    expect(pyStrip('\ufefftext')).toBe('\ufefftext')
  })

  it('splits on whitespace runs and drops empty parts', () => {
    expect(pySplit('  a\t\tb \n c  ')).toEqual(['a', 'b', 'c'])
    expect(pySplit('   ')).toEqual([])
    expect(pySplit('a\u3000b\x1fc\ufeffd')).toEqual(['a', 'b', 'c\ufeffd'])
  })

  it('recognizes one whitespace character', () => {
    expect(isPyWhitespace('\xa0')).toBe(true)
    expect(isPyWhitespace('x')).toBe(false)
  })

  it('isPyWhitespaceCode agrees with the PY_WS class on every BMP code unit', () => {
    const oneWhitespace = new RegExp(`^[${PY_WS}]$`, 'u')
    const disagreements: number[] = []

    for (let code = 0; code < 0x10000; code++) {
      if (isPyWhitespaceCode(code) !== oneWhitespace.test(String.fromCharCode(code))) disagreements.push(code)
    }

    expect(disagreements).toEqual([])
  })

  it('isPyWhitespace is false for strings of more or less than one character', () => {
    expect(isPyWhitespace('  ')).toBe(false)
    expect(isPyWhitespace('')).toBe(false)
  })

  it('isAsciiLetter accepts A–Z and a–z only', () => {
    expect(['A', 'z', 'é', '1', '_', '['].map((char) => isAsciiLetter(char.charCodeAt(0)))).toEqual([true, true, false, false, false, false])
  })

  it('counts code points, not UTF-16 units', () => {
    expect(pyLen('a😀')).toBe(2)
  })

  it('isupper: needs a cased character and no lowercase one', () => {
    expect(pyIsUpper('ITEM 1A.')).toBe(true)
    expect(pyIsUpper('ÉTÉ')).toBe(true)
    expect(pyIsUpper('123')).toBe(false)
    expect(pyIsUpper('ITEm')).toBe(false)
  })

  it('istitle: capitals only after uncased characters', () => {
    expect(pyIsTitle('Hello World')).toBe(true)
    expect(pyIsTitle("They'Re")).toBe(true)
    expect(pyIsTitle('HELLO')).toBe(false)
    expect(pyIsTitle('hello')).toBe(false)
    expect(pyIsTitle('McDonald')).toBe(false)
  })

  it('isalpha: letters of any script, nothing else', () => {
    expect(pyIsAlpha('Straße')).toBe(true)
    expect(pyIsAlpha('日本')).toBe(true)
    expect(pyIsAlpha("don't")).toBe(false)
    expect(pyIsAlpha('')).toBe(false)
    expect(pyIsAlpha('abc1')).toBe(false)
    expect(pyIsAlpha('abcé')).toBe(true)
    expect(pyIsAlpha('ab😀')).toBe(false)
  })

  it('isnumeric: digits, fractions and CJK numerals, not signs or decimal points', () => {
    expect(pyIsNumeric('2024')).toBe(true)
    expect(pyIsNumeric('½')).toBe(true)
    expect(pyIsNumeric('三百')).toBe(true)
    expect(pyIsNumeric('-1')).toBe(false)
    expect(pyIsNumeric('1.5')).toBe(false)
    expect(pyIsNumeric('')).toBe(false)
  })

  it('isascii-style check accepts only code points below 128', () => {
    expect(pyIsAscii('plain text!')).toBe(true)
    expect(pyIsAscii('café')).toBe(false)
  })

  it('removes every Unicode punctuation character and keeps symbols', () => {
    expect(removePunctuation('«Hola», ¿qué? $5 + 3')).toBe('Hola qué $5 + 3')
  })

  it.each([
    ['Hi, my name is Matt.', 5],
    ['ITEM 1(A). THIS IS A TITLE', 6],
    ['a . b -- c', 3],
    ['« ¿ — . !', 0],
    ["don't stop-me\u3000now", 3],
    ['', 0],
  ])('countWordsWithoutPunctuation(%j) is %i, as len(remove_punctuation(text).split())', (text, expected) => {
    expect(countWordsWithoutPunctuation(text)).toBe(expected)
    expect(countWordsWithoutPunctuation(text)).toBe(pySplit(removePunctuation(text)).length)
  })
})
