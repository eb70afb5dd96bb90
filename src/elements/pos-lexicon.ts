/**
 * @module elements/pos-lexicon
 * The English lexicon of the Brill part-of-speech tagger (natural 8.1.1's `lexicon_from_posjs.json`,
 * from pos-js; data in ./pos-lexicon-data.ts, credited in NOTICE): each known word's first tag, the
 * only one the tagger uses. Parsed on first use (≈92,000 words).
 *
 * Lookups behave as natural's `Lexicon.tagWord` over its JSON object, quirks included, so the tags are
 * the ones it gave: the word as written, then lower-cased, then the default (`NN`, `NNP` when the
 * first character is an upper-case A–Z). natural's entry for "" has no tag (`undefined`), and
 * "__proto__", looked up on a plain object, finds Object.prototype, whose first element is `undefined`.
 */
import { POS_LEXICON_DATA } from './pos-lexicon-data.js'

/** Word → first tag (`undefined` for the one entry without a tag). */
let lexicon: Map<string, string | undefined> | undefined

function entries(): Map<string, string | undefined> {
  if (lexicon === undefined) {
    lexicon = new Map()
    for (const line of POS_LEXICON_DATA.split('\n')) {
      const tab = line.indexOf('\t')
      const tag = tab === 0 ? undefined : line.slice(0, tab)
      for (const word of line.slice(tab + 1).split(' ')) lexicon.set(word, tag)
    }
  }
  return lexicon
}

/** Whether `word` is a lexicon entry, exactly as written. */
export function inLexicon(word: string): boolean {
  return entries().has(word)
}

/** The tag the tagger starts `word` with (before its transformation rules). */
export function lexiconTag(word: string): string | undefined {
  const words = entries()
  // one lookup for the usual word; `has` only for the entry whose tag is undefined
  const tag = words.get(word)
  if (tag !== undefined || words.has(word)) return tag
  const lower = word.toLowerCase()
  const lowerTag = words.get(lower)
  if (lowerTag !== undefined || words.has(lower)) return lowerTag
  if (lower === '__proto__') return undefined
  return /[A-Z]/.test(word[0] ?? '') ? 'NNP' : 'NN'
}
