import { describe, expect, it } from 'vitest'
import { SentenceTokenizer } from '../../src/elements/sentence-tokenizer.js'
import { SENTENCE_ABBREVIATIONS } from '../../src/elements/split-sentences.js'

const tokenizer = new SentenceTokenizer(SENTENCE_ABBREVIATIONS)

// Expected sentences are those natural 8.1.1's SentenceTokenizer returned with the same abbreviations.
describe('SentenceTokenizer (natural port)', () => {
  it('cuts after delimiters, keeping abbreviations and decimals inside sentences', () => {
    expect(tokenizer.tokenize('Fill in {{name}}. Mr. Smith agrees. 5.5 {{NUMBER_0}} left.')).toEqual([
      'Fill in {{name}}.',
      'Mr. Smith agrees.',
      '5.5 {{NUMBER_0}} left.',
    ])
  })

  it('puts values back as String.replace patterns, so "$\'" and "$&" in a URI are expanded', () => {
    expect(tokenizer.tokenize("Go to http://x.org/$'a. Now.")).toEqual(['Go to http://x.org/ Now.a. Now.'])
    expect(tokenizer.tokenize('Pay at http://x.org/$&y now! Done.')).toEqual(['Pay at http://x.org/{{URI_0}}y now!', 'Done.'])
  })

  it('leaves an abbreviation swallowed by a URI as its placeholder', () => {
    expect(tokenizer.tokenize('Visit www.site.com mr. Smith. Then leave.')).toEqual(['Visit www.site.com{{ABBREV_0}} Smith.', 'Then leave.'])
  })

  it('drops empty strings only at the ends, before trimming', () => {
    expect(tokenizer.tokenize('Hello.  ')).toEqual(['Hello.', ''])
    expect(tokenizer.tokenize('  ')).toEqual([''])
    expect(tokenizer.tokenize('A {{DELIM_0}} b. c')).toEqual(['A .', 'b.', 'c'])
  })
})
