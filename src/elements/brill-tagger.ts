/**
 * @module elements/brill-tagger
 * Part-of-speech tags (Penn Treebank) by Eric Brill's transformation-based method: each word starts
 * with its lexicon tag (./pos-lexicon.ts), then the words are visited left to right and, at each,
 * every transformation rule is tried in order, a rule seeing the tags the earlier ones left.
 *
 * The 18 rules are those natural 8.1.1 ships for English (`tr_from_posjs.json`, derived from pos-js),
 * and each predicate is evaluated the way natural evaluates it, so the tags are the ones natural's
 * `BrillPOSTagger` gave docparts before it was replaced. Two of those ways are quirks kept on purpose:
 * "ends with" compares the suffix's *first* occurrence with the end ("ss" does not end with "s"), and a
 * word is a number when JavaScript's `isNaN` says it is not NaN or `parseFloat` gives a non-zero value
 * ("", "0x1F" and "12kg" are numbers, "0kg" is not).
 */
import { lexiconTag } from './pos-lexicon.js'

interface Rule {
  /** The tag a word must have for the rule to apply; `*` for any. */
  from: string
  to: string
  applies(words: readonly string[], tags: readonly (string | undefined)[], at: number): boolean
}

const previousTagIs = (tag: string) => (_words: readonly string[], tags: readonly (string | undefined)[], at: number) =>
  at > 0 && tags[at - 1] === tag
const previousWordIs = (word: string) => (words: readonly string[], _tags: readonly unknown[], at: number) =>
  at > 0 && words[at - 1]!.toLowerCase() === word
const endsWith = (suffix: string) => (words: readonly string[], _tags: readonly unknown[], at: number) => {
  const word = words[at]!
  return suffix.length <= word.length && word.indexOf(suffix) === word.length - suffix.length
}
const isNumber = (words: readonly string[], _tags: readonly unknown[], at: number) =>
  !Number.isNaN(Number(words[at])) || Boolean(Number.parseFloat(words[at]!))
/** pos-js's URL test: a dot and two ASCII letters in a row. */
const isUrl = (words: readonly string[], _tags: readonly unknown[], at: number) => words[at]!.includes('.') && /[a-zA-Z]{2}/.test(words[at]!)

/** natural's English rules, in its order. */
const RULES: readonly Rule[] = [
  { from: 'VBD', to: 'NN', applies: previousTagIs('DT') },
  { from: 'VBP', to: 'NN', applies: previousTagIs('DT') },
  { from: 'VB', to: 'NN', applies: previousTagIs('DT') },
  { from: 'NN', to: 'CD', applies: isNumber },
  { from: 'NNP', to: 'CD', applies: isNumber },
  { from: 'NNS', to: 'CD', applies: isNumber },
  { from: 'NNPS', to: 'CD', applies: isNumber },
  { from: 'NN', to: 'URL', applies: isUrl },
  { from: 'NNS', to: 'URL', applies: isUrl },
  { from: 'NNP', to: 'URL', applies: isUrl },
  { from: 'NNPS', to: 'URL', applies: isUrl },
  { from: 'NN', to: 'VBN', applies: endsWith('ed') },
  { from: '*', to: 'RB', applies: endsWith('ly') },
  { from: 'NN', to: 'JJ', applies: endsWith('al') },
  { from: 'NNS', to: 'JJ', applies: endsWith('al') },
  { from: 'NN', to: 'VB', applies: previousWordIs('would') },
  { from: 'NN', to: 'NNS', applies: endsWith('s') },
  { from: 'NN', to: 'VBG', applies: endsWith('ing') },
]

/**
 * The tags of `words`, in order. A tag is `undefined` only for the two words natural's lexicon gives
 * none ("" and "__proto__", see ./pos-lexicon.ts) when no rule changes it.
 *
 * @example posTag(['The', 'dog', 'runs']) // ['DT', 'NN', 'VBZ']
 */
export function posTag(words: readonly string[]): (string | undefined)[] {
  const tags: (string | undefined)[] = []
  for (let at = 0; at < words.length; at++) tagAt(words, tags, at)
  return tags
}

/**
 * `posTag(words).some(test)`, tagging only up to the first word whose tag passes. A word's tag is final
 * once the rules have visited it (they read its own tag and the tag before it, never a later one), so
 * the answer is the same; a paragraph with a verb in its first words is not tagged to its end.
 */
export function someTag(words: readonly string[], test: (tag: string | undefined) => boolean): boolean {
  const tags: (string | undefined)[] = []
  for (let at = 0; at < words.length; at++) if (test(tagAt(words, tags, at))) return true
  return false
}

/** Tags the word at `at` (the words before it tagged already): its lexicon tag, then every rule in order. */
function tagAt(words: readonly string[], tags: (string | undefined)[], at: number): string | undefined {
  tags[at] = lexiconTag(words[at]!)
  for (const rule of RULES) {
    if ((rule.from === '*' || tags[at] === rule.from) && rule.applies(words, tags, at)) tags[at] = rule.to
  }
  return tags[at]
}
