import { describe, expect, it } from 'vitest'
import {
  EMAIL_DATETIMETZ_PATTERN_RE,
  ENDS_IN_PUNCT_RE,
  IP_ADDRESS_PATTERN_RE,
  NUMBERED_LIST_RE,
  PARAGRAPH_SPLIT_PATTERN,
  REFERENCE_PATTERN_RE,
  UNICODE_BULLETS,
  UNICODE_BULLETS_RE,
  US_CITY_STATE_ZIP_RE,
  US_PHONE_NUMBERS_RE,
} from '../../src/elements/text-patterns.js'

describe('nlp patterns', () => {
  it('lists the upstream bullets, including the Symbol-font bullet U+F0B7 and the middle dot', () => {
    expect(UNICODE_BULLETS).toContain('\uF0B7')
    expect(UNICODE_BULLETS).toContain('·')
    expect(UNICODE_BULLETS).toHaveLength(22)
  })

  it('matches a bullet only when the next character is not another bullet', () => {
    expect(UNICODE_BULLETS_RE.exec('• item')?.index).toBe(0)
    // search semantics: in "--" only the second dash is not followed by a bullet
    expect(UNICODE_BULLETS_RE.exec('--')?.index).toBe(1)
  })

  it('finds a city/state/zip anywhere (search semantics), case-insensitively', () => {
    expect(US_CITY_STATE_ZIP_RE.test('Ship to: Doylestown, pa 18901')).toBe(true)
    expect(US_CITY_STATE_ZIP_RE.test('Doylestown, PA 189011')).toBe(false)
  })

  it('treats "." and ")" numbering with a space as a numbered list, not "1.1"', () => {
    expect(NUMBERED_LIST_RE.test('3) Third')).toBe(true)
    expect(NUMBERED_LIST_RE.test('1.1 Scope')).toBe(false)
    expect(NUMBERED_LIST_RE.test('1. ')).toBe(false)
  })

  it('ends in punctuation when the last character is neither a word character nor whitespace', () => {
    expect(ENDS_IN_PUNCT_RE.test('RISK FACTORS.')).toBe(true)
    expect(ENDS_IN_PUNCT_RE.test('RISK FACTORS')).toBe(false)
    expect(ENDS_IN_PUNCT_RE.test('ÉTÉ')).toBe(false)
  })

  it('recognizes US phone numbers, e-mail dates, IPv4 addresses and [n] references', () => {
    expect(US_PHONE_NUMBERS_RE.test('Tel: 1(800)-867-5309')).toBe(true)
    expect(EMAIL_DATETIMETZ_PATTERN_RE.exec('Date: Fri, 26 Mar 2021 11:04:09 +1200')?.[0]).toBe('Fri, 26 Mar 2021 11:04:09 +1200')
    expect(IP_ADDRESS_PATTERN_RE.exec('from 68.183.71.12 by')?.[0]).toBe('68.183.71.12')
    expect(REFERENCE_PATTERN_RE.test('as shown [12].')).toBe(true)
  })

  it('splits paragraphs at line breaks but not before a final newline', () => {
    const parts = 'one\n  two\n'.split(new RegExp(PARAGRAPH_SPLIT_PATTERN, 'u'))
    expect(parts).toEqual(['one', '\n  ', 'two\n'])
  })
})
