import { describe, expect, it } from 'vitest'
import { inLexicon, lexiconTag } from '../../src/elements/pos-lexicon.js'

describe('the POS lexicon', () => {
  it('knows words as written, and their first tag', () => {
    expect(inLexicon('dog')).toBe(true)
    expect(lexiconTag('dog')).toBe('NN')
    expect(lexiconTag('runs')).toBe('VBZ')
    expect(inLexicon('zorblax')).toBe(false)
  })

  it('falls back to the lower-cased word, then to NN, or NNP for a word starting with A–Z', () => {
    expect(lexiconTag('DOG')).toBe('NN')
    expect(lexiconTag('zorblax')).toBe('NN')
    expect(lexiconTag('Zorblax')).toBe('NNP')
    expect(lexiconTag('Ézorblax')).toBe('NN')
  })

  it('does not take Object.prototype names for words', () => {
    expect(inLexicon('constructor')).toBe(false)
    expect(inLexicon('toString')).toBe(false)
  })
})
