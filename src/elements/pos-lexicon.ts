/**
 * @module elements/pos-lexicon
 * The English lexicon of the Brill part-of-speech tagger (natural 8.1.1's `lexicon_from_posjs.json`,
 * from pos-js; data in ./pos-lexicon-data.ts, credited in NOTICE): each known word's first tag, the
 * only one the tagger uses (≈92,000 words). The data is read as it is, with nothing built when the module
 * loads: the words of each length are one sorted string (word i of length L at i × L), searched by
 * bisection, with one character per word naming its tag (see scripts/pos-lexicon-layout.ts).
 *
 * Lookups behave as natural's `Lexicon.tagWord` over its JSON object, quirks included, so the tags are
 * the ones it gave: the word as written, then lower-cased, then the default (`NN`, `NNP` when the
 * first character is an upper-case A–Z). natural's entry for "" has no tag (`undefined`), and
 * "__proto__", looked up on a plain object, finds Object.prototype, whose first element is `undefined`.
 */
import { POS_LEXICON_TAGS, POS_LEXICON_WORD_TAGS, POS_LEXICON_WORDS } from './pos-lexicon-data.js'

/** The code of the tag character of tag index 0 (scripts/pos-lexicon-layout's TAG_CODE_BASE). */
const TAG_CODE_BASE = 0x30
const NOT_FOUND = -1

/**
 * The answers of `tagIndexOf` for the words asked about lately, at most MEMO_WORDS of them (emptied when full):
 * a document asks about the same words again and again (DA-619p: 24,698 lookups of 4,215 words), and a map
 * lookup costs about half a bisection. The answers never change; the memo only saves the search.
 */
const memo = new Map<string, number>()
const MEMO_WORDS = 8192

/** The index in POS_LEXICON_TAGS of `word`'s tag (0: the entry has no tag), or NOT_FOUND. */
function tagIndexOf(word: string): number {
  let index = memo.get(word)
  if (index === undefined) {
    index = searchedTagIndexOf(word)
    if (memo.size >= MEMO_WORDS) memo.clear()
    memo.set(word, index)
  }
  return index
}

/** Forgets the remembered lookups (benchmarks time documents met the first time: elements/forget-text-memos). */
export function forgetLexiconLookups(): void {
  memo.clear()
}

/** `tagIndexOf` by bisection of the group of words as long as `word`. */
function searchedTagIndexOf(word: string): number {
  const length = word.length
  if (length >= POS_LEXICON_WORDS.length) return NOT_FOUND
  const words = POS_LEXICON_WORDS[length]!
  const tags = POS_LEXICON_WORD_TAGS[length]!
  let low = 0
  let high = tags.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const order = compareAt(words, middle * length, word)
    if (order === 0) return tags.charCodeAt(middle) - TAG_CODE_BASE
    if (order < 0) low = middle + 1
    else high = middle - 1
  }
  return NOT_FOUND
}

/** How the word of `words` starting at `at` (as long as `word`) sorts against `word`: negative before, 0 equal, positive after. */
function compareAt(words: string, at: number, word: string): number {
  for (let k = 0; k < word.length; k++) {
    const difference = words.charCodeAt(at + k) - word.charCodeAt(k)
    if (difference !== 0) return difference
  }
  return 0
}

/** The tag of tag index `index` (index 0: the entry without a tag). */
function tagAt(index: number): string | undefined {
  return index === 0 ? undefined : POS_LEXICON_TAGS[index]
}

/** Whether `word` is a lexicon entry, exactly as written. */
export function inLexicon(word: string): boolean {
  return tagIndexOf(word) !== NOT_FOUND
}

/** The tag the tagger starts `word` with (before its transformation rules). */
export function lexiconTag(word: string): string | undefined {
  const index = tagIndexOf(word)
  if (index !== NOT_FOUND) return tagAt(index)
  const lower = word.toLowerCase()
  const lowerIndex = tagIndexOf(lower)
  if (lowerIndex !== NOT_FOUND) return tagAt(lowerIndex)
  if (lower === '__proto__') return undefined
  return /[A-Z]/.test(word[0] ?? '') ? 'NNP' : 'NN'
}
