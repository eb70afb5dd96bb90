import { describe, expect, it } from 'vitest'
import { splitAtSentenceEnds } from '../../src/elements/split-at-sentence-ends.js'
import { seededRandom } from '../../scripts/hostile/seeded-random.js'

const SENTENCE_END = /(?<=[.!?。！？])\s+|\n+/u

/** Pieces: words, every sentence end, every kind of white space, surrogates. */
const PIECES: readonly string[] = [
  ...['word', 'é', '人', '😀', '\uD83D', '\uDE00', '.', '!', '?', '。', '！', '？', '…', ';', '.)', '...'],
  ...[' ', '  ', '\n', '\n\n', '\r\n', '\t', '\v', '\f', '\u00a0', '\u1680', '\u2000', '\u200a', '\u200b', '\u2028', '\u2029', '\u202f'],
  ...['\u205f', '\u3000', '\ufeff', '\u0085', '\u180e', '.\n', '. \n ', '!\u3000'],
]

describe('splitAtSentenceEnds', () => {
  it('gives the pieces text.split(/(?<=[.!?。！？])\\s+|\\n+/u) gives, on 5,000 generated texts', () => {
    const random = seededRandom(11)
    let differing = 0
    for (let n = 0; n < 5000; n++) {
      let text = ''
      for (let k = Math.floor(random() * 40); k > 0; k--) text += PIECES[Math.floor(random() * PIECES.length)]!
      if (JSON.stringify(splitAtSentenceEnds(text)) !== JSON.stringify(text.split(SENTENCE_END))) differing++
    }
    expect(differing).toBe(0)
  })

  it('cuts after a sentence end followed by white space, and at line breaks, keeping empty pieces', () => {
    expect(splitAtSentenceEnds('One. Two!\tThree?\u3000Four.Five\n\nSix 。Seven')).toEqual(['One.', 'Two!', 'Three?', 'Four.Five', 'Six 。Seven'])
    expect(splitAtSentenceEnds('\nA.  ')).toEqual(['', 'A.', ''])
    expect(splitAtSentenceEnds('')).toEqual([''])
  })
})
