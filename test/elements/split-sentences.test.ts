import { describe, expect, it } from 'vitest'
import { SentenceTokenizer } from '../../src/elements/sentence-tokenizer.js'
import { SENTENCE_ABBREVIATIONS, splitSentences } from '../../src/elements/split-sentences.js'

/** The reference: natural's own tokenizer with the same abbreviations. */
const natural = new SentenceTokenizer([...SENTENCE_ABBREVIATIONS])

describe('splitSentences', () => {
  it('cuts after terminal punctuation and trims each sentence', () => {
    const text = 'Hi my name is Matt. I work with Crag!  Do you?'

    const sentences = splitSentences(text)

    expect(sentences).toEqual(['Hi my name is Matt.', 'I work with Crag!', 'Do you?'])
  })

  it.each([
    ['abbreviations', 'We met Mr. Smith and DR. Jones, e.g. at St. Mary vs. the rest. Fig. 3 shows it.'],
    ['an abbreviation needs its leading space', 'Hmr. Lee played the piano. No. 5 is next.'],
    ['decimals and thousands', 'It cost 5.50 dollars. Then 1,000.25 more. Version 12.5.3 shipped. 1234.5 too.'],
    ['quotes and brackets after the delimiter', 'He said "stop." Then she left.) (Really?) [Yes.] {Sure!} ‘Ok.’ “Fine.” Done'],
    ['ellipses and delimiter runs', 'Wait... What?! Well . . . maybe… or not ?! . End'],
    ['URLs and e-mail addresses', 'See www.example.com. Mail a.b@example.org. Or http://x.org/a.b?c=1! Done.'],
    ['an abbreviation swallowed by a URL stays a placeholder, as in natural', 'Visit www.site.com mr. Smith. Then leave.'],
    ['a sentence of spaces between delimiters', 'One. . Two.   '],
    ['leading and trailing whitespace', '  \n Start here. And end.\n\n'],
    ['no delimiter at all', 'just some words'],
    ['single braces', 'Set {a.} and b} mr. c{ d. e'],
    ['non-Latin sentence ends natural does not know', 'सभी मनुष्य स्वतंत्र हैं। उन्हें बुद्धि मिली है। 你好。再见！ Ok.'],
    ['non-ASCII letters and spaces', 'Ça va. Très bien\u00a0! Ünïcödé… ok'],
  ])('returns what natural returns: %s', (_name, text) => {
    const sentences = splitSentences(text)

    expect(sentences).toEqual(natural.tokenize(text))
  })

  it("keeps natural's empty sentence for a whitespace-only piece after the last delimiter", () => {
    expect(splitSentences('Hello.  ')).toEqual(['Hello.', ''])
  })

  it('leaves text that already contains "{{" to natural', () => {
    expect(splitSentences('Template {{NUMBER_0}}. Text.')).toBeUndefined()
  })

  it('leaves a URL with "$" to natural, which puts it back as a replacement pattern', () => {
    expect(splitSentences("Go to http://x.org/$'a. Now.")).toBeUndefined()
    expect(splitSentences('It costs $5.00. Cheap.')).toEqual(natural.tokenize('It costs $5.00. Cheap.'))
  })
})
