import { describe, expect, it } from 'vitest'
import { posTag } from '../../src/elements/brill-tagger.js'
import { SentenceTokenizer } from '../../src/elements/sentence-tokenizer.js'
import {
  capitalizedWords,
  containsVerb,
  hasSentences,
  POS_VERB_TAGS,
  sentenceCount,
  sentenceTokenize,
  wordTokenize,
} from '../../src/elements/text-statistics.js'
import { forgetTextMemos } from '../../src/elements/forget-text-memos.js'
import { inLexicon } from '../../src/elements/pos-lexicon.js'
import { pyIsAlpha, pyIsTitle, pyIsUpper, pySplit } from '../../src/elements/python-strings.js'
import { SENTENCE_ABBREVIATIONS } from '../../src/elements/split-sentences.js'
import { classifierTexts } from './classifier-texts.js'

/** wordTokenize as it was written with a regex per step (leading and trailing punctuation, contraction, infix). */
function wordTokenizeByRegexes(text: string): string[] {
  const tokens: string[] = []
  for (let chunk of pySplit(text)) {
    while (chunk.length > 1 && /^[\p{P}\p{S}]/u.test(chunk)) {
      const first = String.fromCodePoint(chunk.codePointAt(0)!)
      tokens.push(first)
      chunk = chunk.slice(first.length)
    }
    const suffixes: string[] = []
    while (chunk.length > 1 && /[\p{P}\p{S}]$/u.test(chunk) && !/^(?:\p{L}\.)+$/u.test(chunk)) {
      const last = Array.from(chunk.slice(-2)).pop()!
      suffixes.push(last)
      chunk = chunk.slice(0, -last.length)
    }
    const contraction = /^(\p{L}+?)(n['’]t|['’](?:s|re|ve|ll|m|d))$/iu.exec(chunk)
    for (const part of contraction ? [contraction[1]!, contraction[2]!] : [chunk]) {
      for (const piece of part.split(/(?<=[\p{L}\p{N}])(-+|–|—|\/|:|=|\.{2,}|,)(?=\p{L})/u)) if (piece !== '') tokens.push(piece)
    }
    for (let i = suffixes.length - 1; i >= 0; i--) tokens.push(suffixes[i]!)
  }
  return tokens
}

/** containsVerb as it was written before it stopped at the first verb and the first certain foreign verdict. */
function containsVerbByAllTags(text: string): boolean {
  const words = wordTokenize(pyIsUpper(text) ? text.toLowerCase() : text)
  let letterWords = 0
  let unknown = 0
  for (const word of words) {
    if (!pyIsAlpha(word)) continue
    letterWords++
    if (!inLexicon(word) && !inLexicon(word.toLowerCase())) unknown++
  }
  if (letterWords > 0 && unknown / letterWords > 0.5) return letterWords >= 6
  return posTag(words).some((tag) => tag !== undefined && POS_VERB_TAGS.has(tag))
}

describe('text statistics', () => {
  it('splits sentences at terminal punctuation', () => {
    expect(sentenceTokenize('Hi my name is Matt. I work with Crag.')).toEqual(['Hi my name is Matt.', 'I work with Crag.'])
    expect(sentenceTokenize('   ')).toEqual([])
  })

  it('does not split after a title abbreviation or inside a decimal number', () => {
    expect(sentenceTokenize('We met Mr. Smith today. It cost 5.50 dollars.')).toHaveLength(2)
  })

  it('counts only sentences with at least minLength words once punctuation is gone', () => {
    expect(sentenceCount('Hi my name is Matt. I work with Crag.')).toBe(2)
    expect(sentenceCount('ITEM 1(A). THIS IS A TITLE', 3)).toBe(1)
    expect(sentenceCount('ITEM 1A. RISK FACTORS', 5)).toBe(0)
  })

  it('tells whether a text has so many sentences of at least minLength words, as sentenceCount counts them', () => {
    const text = 'Go. The cat sat down. Oh dear. A dog came by the door. It ran off.'
    expect(hasSentences(text, 2, 3)).toBe(true)
    expect(hasSentences(text, 3, 3)).toBe(true)
    expect(hasSentences(text, 4, 3)).toBe(false)
    expect(hasSentences(text, 2, 5)).toBe(false)
    expect(sentenceCount(text, 3)).toBe(3)
    expect(sentenceCount(text)).toBe(5)
    expect(hasSentences('ITEM 1A. RISK FACTORS', 1, 5)).toBe(false)
  })

  it('answers as sentenceCount(text, minLength) >= count on 5,000 generated texts (short ones are not cut into sentences)', () => {
    let differing = 0
    for (const text of classifierTexts(5000, 31, 12)) {
      for (const [count, minLength] of [
        [1, 1],
        [2, 1],
        [2, 3],
        [3, 2],
        [2, 5],
        [1, 4],
      ] as const) {
        if (hasSentences(text, count, minLength) !== sentenceCount(text, minLength) >= count) differing++
      }
    }
    expect(differing).toBe(0)
  })

  it('finds a verb where tagging every word finds one, on 5,000 generated texts (foreign and English, short and long)', () => {
    let differing = 0
    for (const text of classifierTexts(5000, 37)) if (containsVerb(text) !== containsVerbByAllTags(text)) differing++
    expect(differing).toBe(0)
  })

  it('counts the alphabetic and the capitalized tokens of wordTokenize, tokens made or not, on 5,000 generated texts', () => {
    const fromTokens = (text: string): { alphabetic: number; capitalized: number } => {
      const alphabetic = wordTokenize(text).filter(pyIsAlpha)
      return { alphabetic: alphabetic.length, capitalized: alphabetic.filter((token) => pyIsTitle(token) || pyIsUpper(token)).length }
    }
    let differing = 0
    const texts = [...classifierTexts(5000, 71), 'A', 'aB', 'AbC', 'ABC abc Abc a1 1a ÉTÉ Été', '  Two  Words ', '']
    for (const text of texts) {
      forgetTextMemos()
      const counted = capitalizedWords(text)
      // and again once wordTokenize has made the tokens
      if (JSON.stringify(counted) !== JSON.stringify(fromTokens(text)) || JSON.stringify(capitalizedWords(text)) !== JSON.stringify(counted))
        differing++
    }
    expect(differing).toBe(0)
  })

  it('gives the tokens of the regex-per-step tokenizer on 5,000 generated texts', () => {
    let differing = 0
    for (const text of classifierTexts(5000, 61)) if (JSON.stringify(wordTokenize(text)) !== JSON.stringify(wordTokenizeByRegexes(text))) differing++
    expect(differing).toBe(0)
  })

  it('tokenizes words the way spaCy roughly does', () => {
    expect(wordTokenize('ITEM 1. Financial Statements (Unaudited)')).toEqual(['ITEM', '1', '.', 'Financial', 'Statements', '(', 'Unaudited', ')'])
    expect(wordTokenize("don't U.S. Big/Brown $5.00 10%")).toEqual(['do', "n't", 'U.S.', 'Big', '/', 'Brown', '$', '5.00', '10', '%'])
  })

  it('tags with Penn Treebank tags', () => {
    expect(posTag(['The', 'dog', 'runs'])).toEqual(['DT', 'NN', 'VBZ'])
  })

  it('counts foreign text of six or more mostly unknown words as containing a verb, as spaCy tends to', () => {
    expect(containsVerb('Todos los seres humanos nacen libres e iguales')).toBe(true)
    expect(containsVerb('Propiedad intelectual mundial')).toBe(false)
  })

  it('finds no verb in a short foreign phrase even where one word is an English verb (upstream fake.docx)', () => {
    expect(containsVerb('Lorem ipsum dolor sit amet.')).toBe(false)
  })

  it('ends sentences at the Devanagari danda and the Armenian full stop too', () => {
    expect(sentenceTokenize('सभी मनुष्य स्वतंत्र हैं। उन्हें बुद्धि मिली है।')).toHaveLength(2)
    expect(sentenceTokenize('Բոլոր մարդիկ ծնվում են ազատ։ Նրանք ունեն բանականություն։')).toHaveLength(2)
  })

  it.each([
    ['Ask the teacher for an apple', true],
    ['Intellectual property', false],
    ['THIS MESSAGE WAS APPROVED', true],
  ] as const)('containsVerb(%j) is %s', (text, expected) => {
    expect(containsVerb(text)).toBe(expected)
  })
})

describe('sentenceTokenize on text the fast splitter leaves to natural', () => {
  it('returns natural\'s sentences for text containing "{{"', () => {
    const text = 'Fill in {{name}}. Mr. Smith agrees. 5.5 {{NUMBER_0}} left.'
    const natural = new SentenceTokenizer([...SENTENCE_ABBREVIATIONS])

    const sentences = sentenceTokenize(text)

    expect(sentences).toEqual(natural.tokenize(text))
  })
})
