/**
 * @module elements/count-words
 * Words as `text.match(/\p{L}+(?:['’]\p{L}+)?/gu)` finds them (letters, at most one inner apostrophe),
 * counted in one pass without the array of all of them: how many there are, and how many are in a set of
 * words. A word of 1–6 letters a–z is compared by a number computed while reading it; only another word
 * no longer than the set's longest is cut out of the text and looked up.
 */

/** Whether a code point is a letter (\p{L}); for UTF-16 units outside the surrogates, kept once known (-1: not yet). */
const LETTER = /^\p{L}$/u
const UNIT_IS_LETTER = new Int8Array(0x10000).fill(-1)

/** The UTF-16 length of the letter at `i` of `text` (1, or 2 for a surrogate pair), 0 when no letter starts there. */
function letterAt(text: string, i: number): number {
  const unit = text.charCodeAt(i)
  if (unit < 0x80) return ((unit | 0x20) - 0x61) >>> 0 < 26 ? 1 : 0
  return i < text.length ? nonAsciiLetterAt(text, i, unit) : 0
}

function nonAsciiLetterAt(text: string, i: number, unit: number): number {
  if (unit < 0xd800 || unit > 0xdfff) {
    let known = UNIT_IS_LETTER[unit]!
    if (known === -1) known = UNIT_IS_LETTER[unit] = LETTER.test(text[i]!) ? 1 : 0
    return known
  }
  if (unit > 0xdbff || i + 1 >= text.length) return 0
  const low = text.charCodeAt(i + 1)
  return low >= 0xdc00 && low <= 0xdfff && LETTER.test(text.slice(i, i + 2)) ? 2 : 0
}

const APOSTROPHE = 0x27
const RIGHT_QUOTE = 0x2019
/** Words of at most this many letters a–z have a number: base 27, a = 1 … z = 26 (27^6 stays a small integer). */
const MAX_KEYED_LENGTH = 6
const NOT_KEYED = -1

/** The number of the word `text[start … end)` when it is 1–6 letters a–z, else NOT_KEYED. */
function keyOf(text: string, start = 0, end = text.length): number {
  if (end <= start || end - start > MAX_KEYED_LENGTH) return NOT_KEYED
  let key = 0
  for (let i = start; i < end; i++) {
    const letter = text.charCodeAt(i) - 96
    if (letter < 1 || letter > 26) return NOT_KEYED
    key = key * 27 + letter
  }
  return key
}

export interface WordCount {
  /** Words of the text. */
  words: number
  /** Of these, the words that are in the set. */
  among: number
}

/**
 * Returns a function that counts the words of a text and those of them in `set` (compared as they are written:
 * lower-case the text first for a lower-case set). The set is read once, here.
 */
export function wordCounter(set: ReadonlySet<string>): (text: string) => WordCount {
  const keyed = new Set<number>()
  const others = new Set<string>()
  let longest = 0
  for (const word of set) {
    const key = keyOf(word)
    if (key === NOT_KEYED) others.add(word)
    else keyed.add(key)
    longest = Math.max(longest, word.length)
  }
  return (text) => {
    let words = 0
    let among = 0
    let i = 0
    while (i < text.length) {
      let length = letterAt(text, i)
      if (length === 0) {
        i++
        continue
      }
      const start = i
      do {
        i += length
        length = letterAt(text, i)
      } while (length > 0)
      let keyable = i - start <= MAX_KEYED_LENGTH
      const mark = text.charCodeAt(i)
      if ((mark === APOSTROPHE || mark === RIGHT_QUOTE) && letterAt(text, i + 1) > 0) {
        keyable = false
        for (i++, length = letterAt(text, i); length > 0; length = letterAt(text, i)) i += length
      }
      words++
      if (i - start > longest) continue
      const key = keyable ? keyOf(text, start, i) : NOT_KEYED
      if (key !== NOT_KEYED ? keyed.has(key) : others.size > 0 && others.has(text.slice(start, i))) among++
    }
    return { words, among }
  }
}
