import { describe, expect, it } from 'vitest'
import { posTag, someTag } from '../../src/elements/brill-tagger.js'
import { classifierTexts } from './classifier-texts.js'

// Expected tags are those natural 8.1.1's BrillPOSTagger (English lexicon and rules) gave for the same words.
describe('posTag', () => {
  it('starts from the lexicon and tags unknown words as nouns, capitalised ones as proper nouns', () => {
    expect(posTag(['The', 'dog', 'runs'])).toEqual(['DT', 'NN', 'VBZ'])
    expect(posTag(['Zorblax'])).toEqual(['NNP'])
  })

  it('guesses an unknown word from its ending: -ing, -ed, -s, -al, -ly', () => {
    expect(posTag(['zorblaxing', 'zorblaxed', 'zorblaxes', 'zorblaxal', 'kindly'])).toEqual(['VBG', 'VBN', 'NNS', 'JJ', 'RB'])
  })

  it('compares an ending by its first occurrence, as natural does: "boss" and "glass" stay singular', () => {
    expect(posTag(['boss', 'bass', 'glass', 'sadly'])).toEqual(['NN', 'NN', 'NN', 'RB'])
  })

  it('turns a noun after "would" into a verb, and a verb after a determiner into a noun', () => {
    expect(posTag(['I', 'would', 'love'])).toEqual(['NN', 'MD', 'VB'])
    expect(posTag(['the', 'walked'])).toEqual(['DT', 'VBN'])
  })

  it("tags numbers as JavaScript's isNaN and parseFloat see them, and dotted words as URLs", () => {
    expect(posTag(['12kg', '0kg', '0x1F', 'Infinity'])).toEqual(['CD', 'NN', 'CD', 'CD'])
    expect(posTag(['www.example.com', 'a.b'])).toEqual(['URL', 'NN'])
  })

  it('gives no tag to the two words natural had none for, and treats Object.prototype names as unknown words', () => {
    expect(posTag(['__proto__', '', 'constructor', 'Constructor'])).toEqual([undefined, undefined, 'NN', 'NNP'])
  })

  it('answers someTag(words, test) as posTag(words).some(test) does, on the words of 5,000 generated texts and for every tag', () => {
    const tagsSeen = new Set<string | undefined>()
    let differing = 0
    for (const text of classifierTexts(5000, 41)) {
      const words = text.split(/\s+/)
      const tags = posTag(words)
      for (const tag of tags) tagsSeen.add(tag)
      for (const wanted of ['VB', 'VBZ', 'NN', 'CD', 'URL', 'RB', 'JJ', 'NNS', undefined]) {
        if (someTag(words, (tag) => tag === wanted) !== tags.includes(wanted)) differing++
      }
    }
    expect(differing).toBe(0)
    expect(tagsSeen.size).toBeGreaterThan(10)
  })
})
