import { describe, expect, it } from 'vitest'
import { wordCounter } from '../../src/elements/count-words.js'
import { seededRandom } from '../../scripts/hostile/seeded-random.js'

/** What countWords stands for: the regular expression's matches, and those in the set. */
function reference(text: string, set: ReadonlySet<string>): { words: number; among: number } {
  const words = text.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []
  return { words: words.length, among: words.filter((word) => set.has(word)).length }
}

const SET: ReadonlySet<string> = new Set(['the', 'and', 'of', 'it', 'which', 'abcdef', 'abcdefg', 'don', 'don’t', "it's", 'é', 'ß', 'straße'])
const countWords = wordCounter(SET)
/** Pieces of text: letters of several scripts, apostrophes in and around words, marks, digits, surrogates. */
const PIECES: readonly string[] = [
  ...'the and of it which abcdef abcdefg abcdefgh z don t s é ß straße Straße naïve ǅ ﬁ İ Σσς я ا क א 한 ก 人'.split(' '),
  ...["'", '’', "''", "'s", '’t', 'don’t', "it's", "rock'n'roll", "'quoted'", '‘x’'],
  ...['𝐀𝐁', '😀', '𠀀', '\uD800', '\uDC00', '\u0301', 'e\u0301', '١٢', '12', 'Ⅻ', '_', '-', '.', ' ', ' ', '\n', '\u00a0'],
]

function generatedTexts(count: number, seed: number): string[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => {
    let text = ''
    for (let n = Math.floor(random() * 60); n > 0; n--) text += PIECES[Math.floor(random() * PIECES.length)]!
    return text
  })
}

describe('wordCounter', () => {
  it("counts the words /\\p{L}+(?:['’]\\p{L}+)?/gu matches, and those in the set, on 5,000 generated texts", () => {
    let differing = 0
    for (const text of generatedTexts(5000, 7)) if (JSON.stringify(countWords(text)) !== JSON.stringify(reference(text, SET))) differing++
    expect(differing).toBe(0)
  })

  it('takes one apostrophe inside a word, not one that ends it or a second one', () => {
    // don’t · rock'n · roll · the · it
    expect(countWords("don’t rock'n'roll 'the' it'")).toEqual({ words: 5, among: 3 })
  })

  it('reads a surrogate pair as one letter when it is one, and a lone surrogate or a mark as a break', () => {
    // 𝐀𝐁 · the · the · of · e
    expect(countWords('𝐀𝐁 the😀the \uD800of e\u0301')).toEqual({ words: 5, among: 3 })
  })
})
