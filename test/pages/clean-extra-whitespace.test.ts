import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanExtraWhitespace } from '../../src/pages/clean-extra-whitespace.js'

/** Upstream's steps as regex replacements, the form the function had before its fast paths. */
const byRegexes = (text: string): string =>
  text
    .replace(/[\xa0\n]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/^\s+|\s+$/g, '')

describe('cleanExtraWhitespace', () => {
  it('turns newlines and no-break spaces into single spaces and strips, leaving tabs', () => {
    expect(cleanExtraWhitespace(' a\nb\xa0\xa0 c\td \n')).toBe('a b c\td')
  })

  it('gives what the three regex replacements give, on any mix of spaces, newlines, tabs and Unicode whitespace', () => {
    const unit = fc.constantFrom('a', 'b', ' ', '\n', '\xa0', '\t', '\r', '\v', '\f', '\u2028', '\u3000', '\ufeff', '\u200b', '\x1c')
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => cleanExtraWhitespace(text) === byRegexes(text)),
      { numRuns: 2000 },
    )
  })
})
