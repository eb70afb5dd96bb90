import { describe, expect, it } from 'vitest'
import { cleanExtraWhitespace } from '../../src/pages/clean-extra-whitespace.js'

describe('cleanExtraWhitespace', () => {
  it('turns newlines and no-break spaces into single spaces and strips, leaving tabs', () => {
    expect(cleanExtraWhitespace(' a\nb\xa0\xa0 c\td \n')).toBe('a b c\td')
  })
})
