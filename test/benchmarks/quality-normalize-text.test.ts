import { expect, test } from 'vitest'
import { normalizeText } from '../../benchmarks/quality/normalize-text.js'

test('ligatures, quotes, dashes, minus signs and soft hyphens are standardised', () => {
  expect(normalizeText('\ufb01ne \u201cquoted\u201d \u2018it\u2019s\u2019 2\u20133 \u22120.5 co\u00adoperate')).toBe(
    "fine \"quoted\" 'it's' 2-3 -0.5 cooperate",
  )
})

test('whitespace collapses to single spaces and is trimmed', () => {
  expect(normalizeText('  a\n\n b\t c \u00a0 d ')).toBe('a b c d')
})
