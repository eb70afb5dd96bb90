import { describe, expect, it } from 'vitest'
import {
  containsEnglishWord,
  exceedsCapRatio,
  isBulletedText,
  isEmailAddress,
  isPossibleNarrativeText,
  isPossibleNumberedList,
  isPossibleTitle,
  isUsCityStateZip,
  underNonAlphaRatio,
} from '../../src/elements/text-predicates.js'
import { pyIsNumeric, pyStrip } from '../../src/elements/python-strings.js'
import { US_CITY_STATE_ZIP_PATTERN } from '../../src/elements/text-patterns.js'
import { containsVerb, hasSentences } from '../../src/elements/text-statistics.js'
import { classifierTexts } from './classifier-texts.js'

/** Upstream `is_possible_narrative_text` with its checks in upstream's order (English, no language checks). */
function narrativeInUpstreamOrder(text: string, capThreshold: number, nonAlphaThreshold: number): boolean {
  if (text.length === 0) return false
  if (pyIsNumeric(text)) return false
  if (exceedsCapRatio(text, capThreshold)) return false
  if (underNonAlphaRatio(text, nonAlphaThreshold)) return false
  if (!hasSentences(text, 2, 3) && !containsVerb(text)) return false
  return true
}

describe('text_type predicates', () => {
  it("answers isPossibleNarrativeText as upstream's order of checks does, on 5,000 generated texts and three threshold pairs", () => {
    let differing = 0
    let narrative = 0
    for (const text of classifierTexts(5000, 53)) {
      for (const [capThreshold, nonAlphaThreshold] of [
        [0.5, 0.5],
        [0.3, 0.8],
        [0.9, 0.2],
      ] as const) {
        const answer = isPossibleNarrativeText(text, { capThreshold, nonAlphaThreshold })
        if (answer) narrative++
        if (answer !== narrativeInUpstreamOrder(text, capThreshold, nonAlphaThreshold)) differing++
      }
    }
    expect(differing).toBe(0)
    expect(narrative).toBeGreaterThan(500)
  })

  it.each(['• This is a fine point!', ' • extra space in front', '◦  hollow', '\uF0B7 symbol font', '* star', '- dash', '-5'])(
    'sees %j as bulleted',
    (text) => expect(isBulletedText(text)).toBe(true),
  )

  it('does not see a bullet in the middle of text or a double bullet', () => {
    expect(isBulletedText('I love morse code! ● ● ●')).toBe(false)
    expect(isBulletedText('--- rule')).toBe(false)
  })

  it('accepts a lowercase e-mail address at the start only', () => {
    expect(isEmailAddress('  john@example.com')).toBe(true)
    expect(isEmailAddress('John@Example.com')).toBe(false)
    expect(isEmailAddress('write to john@example.com')).toBe(false)
  })

  it('recognizes city/state/zip lines', () => {
    expect(isUsCityStateZip('Doylestown, Pennsylvania 18901')).toBe(true)
    expect(isUsCityStateZip('     Doylestown, Pennsylvania 18901')).toBe(true)
    expect(isUsCityStateZip('The Business Report is expected within 6 hours of closing')).toBe(false)
    expect(isUsCityStateZip('')).toBe(false)
  })

  it('reads a city of up to five words of up to 16 letters, and no more', () => {
    const word = 'Abcdefghijklmnop'
    expect(isUsCityStateZip(`${word} ${word} ${word} ${word} ${word} , TX 75001`)).toBe(true)
    expect(isUsCityStateZip(`St. Louis-Park, MO 63101-1234`)).toBe(true)
    expect(isUsCityStateZip(`${word} ${word} ${word} ${word} ${word} ${word}, TX 75001`)).toBe(false)
    expect(isUsCityStateZip(`Room 5, Boston, MA 02110`)).toBe(false)
  })

  it('answers as the city/state/zip pattern alone does, its quick refusals included, on 5,000 generated texts and addresses', () => {
    const pattern = new RegExp(`^${US_CITY_STATE_ZIP_PATTERN}`, 'iu')
    const addresses = [
      'Doylestown, PA 18901',
      'Austin, Texas, 78701-1234',
      'Boston, {MA 02110',
      'Salem, OR\u00a0９７３０１',
      'Springfield, IL 6270',
      'Provo, UT 84601 and more',
    ]
    const texts = [...classifierTexts(5000, 29), ...addresses, ...addresses.map((address) => `  ${address}\n`)]
    let addressesFound = 0
    for (const text of texts) {
      const expected = text.includes(',') && pattern.test(pyStrip(text))
      expect(isUsCityStateZip(text)).toBe(expected)
      if (expected) addressesFound++
    }
    expect(addressesFound).toBeGreaterThan(4)
  })

  it('recognizes numbered list items', () => {
    expect(isPossibleNumberedList('1. Item')).toBe(true)
    expect(isPossibleNumberedList('1.Item')).toBe(false)
  })

  it('measures the share of letters among non-space characters', () => {
    expect(underNonAlphaRatio('-----------BREAK---------')).toBe(true)
    expect(underNonAlphaRatio('Mostly letters 12')).toBe(false)
    expect(underNonAlphaRatio('   ')).toBe(false)
    expect(underNonAlphaRatio('ab12', 0.6)).toBe(true)
  })

  it('counts code points of any script in the non-alpha ratio and skips Unicode whitespace', () => {
    // 2 letters (é, 日) of 4 code points: the emoji is one character, not two; U+3000 is not counted.
    expect(underNonAlphaRatio('é\u3000日😀1', 0.5)).toBe(false)
    expect(underNonAlphaRatio('é\u3000日😀1', 0.51)).toBe(true)
  })

  it.each([
    ['Intellectual Property in the United States', true],
    ['Intellectual property helps incentivize innovation.', false],
    ['THIS IS ALL CAPS. BUT IT IS TWO SENTENCES.', false],
    ['LOOK AT THIS IT IS CAPS BUT NOT A TITLE.', true],
    ['The Business Report is expected within 6 hours of closing', false],
    ['12 34', true],
  ] as const)('exceedsCapRatio(%j) is %s', (text, expected) => {
    expect(exceedsCapRatio(text)).toBe(expected)
  })

  it.each([
    ['Ask the teacher for an apple.', true],
    ['Ask Me About Intellectual Property', false],
    ['7', false],
    ['intellectual property', false],
    ['---------------Aske the teacher for an apple----------', false],
    ['', false],
  ] as const)('isPossibleNarrativeText(%j) is %s', (text, expected) => {
    expect(isPossibleNarrativeText(text, { capThreshold: 0.3 })).toBe(expected)
  })

  it('does not require a verb for non-English text', () => {
    expect(isPossibleNarrativeText('Риски и права')).toBe(false)
    expect(isPossibleNarrativeText('Риски и права', { languages: ['rus'] })).toBe(true)
  })

  it.each([
    ['Intellectual Property', true],
    ['Ask the teacher for an apple. You might get a gold star.', false],
    ['7', false],
    ['', false],
    ['ITEM 1A. RISK FACTORS', true],
    ['To My Dearest Friends,', false],
    ['ITEM 1A. RISK FACTORS '.repeat(15), false],
    ['/--------BREAK-------/', false],
    ['1. Unstructured Technologies', true],
    ['Big/Brown/Sheet', true],
    ['SECTION ONE.', false],
  ] as const)('isPossibleTitle(%j) is %s', (text, expected) => {
    expect(isPossibleTitle(text)).toBe(expected)
  })

  it('with language checks, requires an English word', () => {
    expect(isPossibleTitle('BTAR ADFJA L')).toBe(true)
    expect(isPossibleTitle('BTAR ADFJA L', { languageChecks: true })).toBe(false)
    expect(containsEnglishWord('Unstructured Technologies')).toBe(true)
    expect(containsEnglishWord('1.A.RISKS')).toBe(true)
    expect(containsEnglishWord('daljdf adlfajldj ajadfa')).toBe(false)
  })
})
