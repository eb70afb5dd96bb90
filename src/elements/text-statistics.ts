/**
 * @module elements/text-statistics
 * Sentence and part-of-speech statistics for the text heuristics (`sentence_count`, `contains_verb`,
 * `word_tokenize` of upstream `partition/text_type.py`). Upstream runs spaCy `en_core_web_sm`; this
 * approximates it with natural's rule-based sentence tokenizer and a Brill POS tagger (natural's English
 * lexicon and transformation rules, from pos-js), plus a small spaCy-like word tokenizer. Sentences come
 * from ./split-sentences.ts, natural's tokenizer with its regexes built once (same sentences, several
 * times faster); the plain port of natural's tokenizer (./sentence-tokenizer.ts) runs only for the rare
 * text that leaves to it. The tagger is ./brill-tagger.ts over ./pos-lexicon.ts (natural's lexicon as
 * compact data, searched as it is loaded); natural itself is no longer a dependency (it pulled in database
 * drivers). Nothing here needs a Node built-in, so the module runs in a browser bundle.
 * Results are memoized per text, in one analysis record (classification asks the same text several times
 * in a row: sentences and their word counts, word tokens, the verb verdict).
 */
import { someTag } from './brill-tagger.js'
import { inLexicon } from './pos-lexicon.js'
import {
  countWordsWithoutPunctuation,
  isAsciiLetter,
  isPyWhitespace,
  isPyWhitespaceCode,
  pyIsAlpha,
  pyIsTitle,
  pyIsUpper,
  pySplit,
} from './python-strings.js'
import { SentenceTokenizer } from './sentence-tokenizer.js'
import { SENTENCE_ABBREVIATIONS, splitSentences } from './split-sentences.js'

/** Penn Treebank verb tags (upstream `POS_VERB_TAGS`). */
export const POS_VERB_TAGS: ReadonlySet<string> = new Set(['VB', 'VBG', 'VBD', 'VBN', 'VBP', 'VBZ'])

let naturalSentences: SentenceTokenizer | undefined

const CACHE_SIZE = 256
/**
 * The cache also holds at most this many characters of text (the newest analysis always stays): the
 * analyses of 256 long texts (their sentence and word arrays) would otherwise hold gigabytes.
 */
const CACHE_CHARS = 4_000_000
const SENTENCE_DELIMITER = /[.?!…]/
/**
 * Sentence ends natural does not know (Armenian ։, Devanagari/Bengali । ॥, Urdu ۔, Arabic ؟, Ethiopic ።,
 * Myanmar ။, Khmer ។, CJK 。！？): the text is cut after them first.
 */
const OTHER_SENTENCE_END = /(?<=[\u0589\u0964\u0965\u06D4\u061F\u1362\u104B\u17D4\u3002\uFF01\uFF1F])\s*/u
/** One of OTHER_SENTENCE_END's characters: text without one is not cut by it (the split's lookbehind is tried at every position). */
const HAS_OTHER_SENTENCE_END = /[\u0589\u0964\u0965\u06D4\u061F\u1362\u104B\u17D4\u3002\uFF01\uFF1F]/
/**
 * What is known of one text; each field is filled on first request. Every record is made by `newAnalysis`, all
 * fields present from the start: records that got their fields in the order their texts were asked about had
 * many shapes, and each new one threw away the compiled code of the functions reading them (letterCounts,
 * capitalizedWords: "wrong map" in a cold process).
 */
interface TextAnalysis {
  sentences: string[] | undefined
  /** Words of each sentence once punctuation is gone, for the first sentences (all of them once `sentenceCount` asked). */
  sentenceWords: number[] | undefined
  words: string[] | undefined
  verb: boolean | undefined
  /** Letters and non-whitespace characters (code points), for the non-alpha ratio. */
  letters: { letters: number; characters: number } | undefined
}

function newAnalysis(): TextAnalysis {
  return { sentences: undefined, sentenceWords: undefined, words: undefined, verb: undefined, letters: undefined }
}
/** The analyses of the last CACHE_SIZE texts (the predicates ask about the same text in a row). */
const analyses = new Map<string, TextAnalysis>()
/** Total length of the texts in `analyses`. */
let cachedChars = 0
/**
 * The texts of `analyses` in the order they came, in a ring: `ring[nextSlot]` is the oldest, the one the next text
 * replaces ('' in a slot not filled yet or emptied). A new text always deletes the oldest (deleting '' deletes
 * nothing until the ring is full): a deletion made only once the cache is full was code the compiled callers
 * (letterCounts, capitalizedWords, … hold this) first ran at the 257th text, and they were thrown away there.
 */
const ring: string[] = new Array<string>(CACHE_SIZE).fill('')
let nextSlot = 0

/** The text asked about last and its analysis: the predicates ask about one text several times in a row. */
let lastText: string | undefined
let lastAnalysis: TextAnalysis = newAnalysis()

/** Forgets every remembered analysis: the next text is analysed as in a fresh process (benchmarks time documents met the first time). */
export function forgetTextAnalyses(): void {
  analyses.clear()
  cachedChars = 0
  ring.fill('')
  nextSlot = 0
  lastText = undefined
  lastAnalysis = newAnalysis()
}

function analysisOf(text: string): TextAnalysis {
  if (text === lastText) return lastAnalysis
  let analysis = analyses.get(text)
  if (analysis === undefined) analysis = remember(text)
  lastText = text
  lastAnalysis = analysis
  return analysis
}

/** A new analysis for `text`, kept in place of the oldest (and of more of the oldest while the texts would be over CACHE_CHARS). */
function remember(text: string): TextAnalysis {
  const oldest = ring[nextSlot]!
  const oldestLength = oldest.length
  cachedChars -= analyses.delete(oldest) ? oldestLength : 0
  if (cachedChars + text.length > CACHE_CHARS) dropForChars(text.length)
  const analysis = newAnalysis()
  analyses.set(text, analysis)
  cachedChars += text.length
  ring[nextSlot] = text
  nextSlot = (nextSlot + 1) % CACHE_SIZE
  return analysis
}

/** Deletes the oldest analyses (after the slot `nextSlot`, already free) until a text of `length` fits within CACHE_CHARS. */
function dropForChars(length: number): void {
  for (let k = 1; k < CACHE_SIZE && analyses.size > 0 && cachedChars + length > CACHE_CHARS; k++) {
    const slot = (nextSlot + k) % CACHE_SIZE
    const text = ring[slot]!
    if (analyses.delete(text)) cachedChars -= text.length
    ring[slot] = ''
  }
}

/** ASCII_KIND[code] for an ASCII character: 0 white space (Python's), 2 another character, 3 a letter (bit 1: counted, bit 0: a letter). */
const ASCII_KIND = Uint8Array.from({ length: 0x80 }, (_, code) => (isPyWhitespaceCode(code) ? 0 : isAsciiLetter(code) ? 3 : 2))

/**
 * The letters (`str.isalpha`) and the non-whitespace characters of `text`, counted in code points as Python
 * counts them; kept with the text's analysis (the narrative and the title checks both ask, one after the other).
 */
export function letterCounts(text: string): { letters: number; characters: number } {
  const analysis = analysisOf(text)
  if (analysis.letters !== undefined) return analysis.letters
  let alpha = 0
  let total = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // ASCII from a table; other characters one code point at a time (Python counts code points).
    if (code < 0x80) {
      const kind = ASCII_KIND[code]!
      total += kind >> 1
      alpha += kind & 1
      continue
    }
    const char = String.fromCodePoint(text.codePointAt(i)!)
    i += char.length - 1
    if (isPyWhitespace(char)) continue
    total++
    if (pyIsAlpha(char)) alpha++
  }
  analysis.letters = { letters: alpha, characters: total }
  return analysis.letters
}

/** The sentences of `text` (upstream `sent_tokenize`), trimmed, in order. Text without a delimiter is one sentence. */
export function sentenceTokenize(text: string): string[] {
  const analysis = analysisOf(text)
  if (analysis.sentences !== undefined) return analysis.sentences
  // Without a delimiter natural returns the whole (trimmed) text; skipping it saves its regex passes.
  const sentences: string[] = []
  for (const piece of HAS_OTHER_SENTENCE_END.test(text) ? text.split(OTHER_SENTENCE_END) : [text]) {
    const trimmed = piece.trim()
    if (trimmed === '') continue
    if (!SENTENCE_DELIMITER.test(piece)) sentences.push(trimmed)
    // a loop, not push(...): a spread passes every sentence as an argument, and a long text's
    // hundreds of thousands of sentences overflow the stack
    else for (const sentence of splitSentences(piece) ?? naturalSentenceSplit(piece)) sentences.push(sentence)
  }
  analysis.sentences = sentences
  return sentences
}

/** natural's tokenizer as it is, for the rare text ./split-sentences.ts leaves to it. */
function naturalSentenceSplit(text: string): string[] {
  naturalSentences ??= new SentenceTokenizer([...SENTENCE_ABBREVIATIONS])
  return naturalSentences.tokenize(text)
}

/**
 * Upstream `sentence_count(text, min_length)`: the number of sentences; with `minLength` (words,
 * default none), only sentences that still have at least that many whitespace-separated words
 * once all Unicode punctuation (P*) is removed are counted.
 */
export function sentenceCount(text: string, minLength?: number): number {
  const sentences = sentenceTokenize(text)
  if (!minLength) return sentences.length
  const wordCounts = sentenceWordsOf(text, sentences.length)
  let count = 0
  for (const words of wordCounts) if (words >= minLength) count++
  return count
}

/**
 * `sentenceCount(text, minLength) >= count`, counting the words of only as many sentences as it takes
 * (the predicates ask whether a paragraph has two sentences; a long one answers in its first lines).
 */
export function hasSentences(text: string, count: number, minLength: number): boolean {
  if (!canHaveWords(text, count * minLength)) return false
  const sentences = sentenceTokenize(text)
  let found = 0
  for (let i = 0; i < sentences.length; i++) {
    if (sentenceWordsOf(text, i + 1)[i]! >= minLength && ++found >= count) return true
  }
  return false
}

/** Characters beyond ASCII after which a sentence may be cut: natural's … and the ends of OTHER_SENTENCE_END. */
const SENTENCE_CUT = new Set([...'…\u0589\u0964\u0965\u06D4\u061F\u1362\u104B\u17D4\u3002\uFF01\uFF1F'].map((c) => c.charCodeAt(0)))

/** Whether a sentence may be cut after the UTF-16 code unit `code`: . ? ! or one of SENTENCE_CUT. */
function isSentenceCut(code: number): boolean {
  return code < 0x80 ? code === 0x2e || code === 0x3f || code === 0x21 : SENTENCE_CUT.has(code)
}

/**
 * Whether `text`'s sentences could hold `words` words between them, by a bound read in one scan without
 * cutting the text: a sentence is a piece of the text cut after such a character (`isSentenceCut`), and its words
 * are whitespace runs, so all sentences together have at most the text's runs plus one per such character
 * (a cut splits at most one run in two). Text left to natural's own tokenizer ("{{", or "$" in a URI) is
 * not bounded. Short texts (a table cell, a heading) then never go through the sentence tokenizer.
 */
function canHaveWords(text: string, words: number): boolean {
  if (words <= 0) return true
  let bound = 0
  let inRun = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isPyWhitespaceCode(code)) {
      inRun = false
      continue
    }
    if (!inRun) {
      inRun = true
      bound++
    }
    // "{{" and "$" may send the text to natural's tokenizer, which this bound does not describe
    if (code === 0x7b || code === 0x24) return true
    if (isSentenceCut(code)) bound++
    if (bound >= words) return true
  }
  return false
}

/** The cached word counts of `text`'s sentences, holding at least the first `upTo`. */
function sentenceWordsOf(text: string, upTo: number): number[] {
  const analysis = analysisOf(text)
  const wordCounts = (analysis.sentenceWords ??= [])
  if (wordCounts.length < upTo) {
    const sentences = sentenceTokenize(text)
    for (let i = wordCounts.length; i < upTo; i++) wordCounts.push(countWordsWithoutPunctuation(sentences[i]!))
  }
  return wordCounts
}

const PREFIX = /^[\p{P}\p{S}]/u
const SUFFIX = /[\p{P}\p{S}]$/u
const CONTRACTION = /^(\p{L}+?)(n['’]t|['’](?:s|re|ve|ll|m|d))$/iu
const INFIX = /(?<=[\p{L}\p{N}])(-+|–|—|\/|:|=|\.{2,}|,)(?=\p{L})/u
/** A character every INFIX separator contains: a part without one is not split. */
const INFIX_HINT = /[-–—/:=.,]/
/** ASCII_PUNCTUATION_OR_SYMBOL[code]: whether the ASCII character `code` is of category P* or S*. */
const ASCII_PUNCTUATION_OR_SYMBOL: readonly boolean[] = Array.from({ length: 0x80 }, (_, code) => PREFIX.test(String.fromCharCode(code)))

/** `PREFIX.test(chunk)`, an ASCII first character read from a table. */
function startsWithPunctuation(chunk: string): boolean {
  const code = chunk.charCodeAt(0)
  return code < 0x80 ? ASCII_PUNCTUATION_OR_SYMBOL[code]! : PREFIX.test(chunk)
}

/** `SUFFIX.test(chunk)`, an ASCII last character read from a table. */
function endsWithPunctuation(chunk: string): boolean {
  const code = chunk.charCodeAt(chunk.length - 1)
  return code < 0x80 ? ASCII_PUNCTUATION_OR_SYMBOL[code]! : SUFFIX.test(chunk)
}

/**
 * Word tokens the way spaCy's English tokenizer roughly makes them: whitespace splits, leading and
 * trailing punctuation/symbols become tokens of their own ("(Unaudited)" → "(", "Unaudited", ")"),
 * contractions split ("don't" → "do", "n't"), and hyphens, slashes and colons between letters split
 * ("Big/Brown" → "Big", "/", "Brown"). Acronyms with periods stay whole ("U.S."). The returned
 * array is shared with a cache: do not modify it.
 */
export function wordTokenize(text: string): string[] {
  const analysis = analysisOf(text)
  if (analysis.words !== undefined) return analysis.words
  const tokens: string[] = []
  for (const chunk of pySplit(text)) {
    // No punctuation, apostrophe or separator: the chunk is one token.
    if (isAsciiAlphanumeric(chunk)) tokens.push(chunk)
    else pushChunkTokens(chunk, tokens)
  }
  analysis.words = tokens
  return tokens
}

/** Pushes the tokens of one whitespace-free chunk that is not only ASCII letters and digits (see `wordTokenize`). */
function pushChunkTokens(text: string, tokens: string[]): void {
  let chunk = text
  while (chunk.length > 1 && startsWithPunctuation(chunk)) {
    const first = String.fromCodePoint(chunk.codePointAt(0)!)
    tokens.push(first)
    chunk = chunk.slice(first.length)
  }
  // Suffixes come off last first; they are pushed after the core, in reading order. Whether what is
  // left is an acronym is asked of the ends found once (ACRONYM per cut would be quadratic).
  const suffixes: string[] = []
  let acronymEnds: ReadonlySet<number> | undefined
  while (chunk.length > 1 && endsWithPunctuation(chunk)) {
    acronymEnds ??= acronymPrefixEnds(chunk)
    if (acronymEnds.has(chunk.length)) break
    const last = Array.from(chunk.slice(-2)).pop()!
    suffixes.push(last)
    chunk = chunk.slice(0, -last.length)
  }
  // a contraction needs an apostrophe, a separator one of INFIX_HINT's characters
  const contraction = chunk.includes("'") || chunk.includes('’') ? CONTRACTION.exec(chunk) : null
  const core = contraction ? [contraction[1]!, contraction[2]!] : [chunk]
  for (const part of core) {
    if (!INFIX_HINT.test(part)) {
      if (part !== '') tokens.push(part)
      continue
    }
    for (const piece of part.split(INFIX)) if (piece !== '') tokens.push(piece)
  }
  for (let i = suffixes.length - 1; i >= 0; i--) tokens.push(suffixes[i]!)
}

/** How many of some word tokens are alphabetic (`str.isalpha`), and how many of those are capitalized (`istitle` or `isupper`). */
export interface CapitalizedWords {
  alphabetic: number
  capitalized: number
}

/**
 * The alphabetic tokens of `wordTokenize(text)` and the capitalized ones among them, counted without making
 * the tokens: a chunk of ASCII letters and digits (the usual one) is one token, read where it stands; other
 * chunks are cut as `wordTokenize` cuts them. The text is read even when its tokens are made already: reading
 * those instead was a branch the compiled function first took late (few texts have their tokens made before
 * this is asked), and it was thrown away there.
 */
export function capitalizedWords(text: string): CapitalizedWords {
  const counts: CapitalizedWords = { alphabetic: 0, capitalized: 0 }
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isPyWhitespaceCode(text.charCodeAt(i))) {
      if (start === -1) start = i
      continue
    }
    if (start === -1) continue
    const kind = asciiChunkKind(text, start, i)
    if (kind === OTHER_CHUNK) {
      const tokens: string[] = []
      pushChunkTokens(text.slice(start, i), tokens)
      for (const token of tokens) countToken(token, counts)
    } else if (kind !== ALPHANUMERIC) {
      counts.alphabetic++
      if (kind === CAPITALIZED) counts.capitalized++
    }
    start = -1
  }
  return counts
}

function countToken(token: string, counts: CapitalizedWords): void {
  if (!pyIsAlpha(token)) return
  counts.alphabetic++
  if (pyIsTitle(token) || pyIsUpper(token)) counts.capitalized++
}

/** `asciiChunkKind`: not only ASCII letters and digits. */
const OTHER_CHUNK = 0
/** ASCII letters and digits, a digit among them (one token, not alphabetic). */
const ALPHANUMERIC = 1
/** ASCII letters, neither title case ("Word") nor all capitals ("WORD"). */
const UNCAPITALIZED = 2
/** ASCII letters, title case or all capitals. */
const CAPITALIZED = 3

/** What `text.slice(start, end)` (not empty) is as a token, read in place (see the constants above). */
function asciiChunkKind(text: string, start: number, end: number): number {
  let upper = 0
  let lower = 0
  let digits = 0
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x61 && code <= 0x7a) lower++
    else if (code >= 0x41 && code <= 0x5a) upper++
    else if (code >= 0x30 && code <= 0x39) digits++
    else return OTHER_CHUNK
  }
  if (digits > 0) return ALPHANUMERIC
  const first = text.charCodeAt(start)
  // istitle of letters: an upper-case first letter and only lower-case ones after it; isupper: no lower-case letter
  const title = upper === 1 && first >= 0x41 && first <= 0x5a
  return title || lower === 0 ? CAPITALIZED : UNCAPITALIZED
}

const LETTER = /^\p{L}$/u

/** The lengths `e` for which `chunk.slice(0, e)` is an acronym, `^(?:\p{L}\.)+$` ("U.S." gives 2 and 4), in one scan. */
function acronymPrefixEnds(chunk: string): Set<number> {
  const ends = new Set<number>()
  let at = 0
  while (at < chunk.length) {
    const letter = String.fromCodePoint(chunk.codePointAt(at)!)
    // the unit after the letter by its code: `chunk[k]` compiles to a read of the kinds of string met so far, and
    // each new kind (two-byte, sliced) threw away the compiled pushChunkTokens holding this loop ("wrong instance type")
    if (!LETTER.test(letter) || chunk.charCodeAt(at + letter.length) !== 0x2e) break
    at += letter.length + 1
    ends.add(at)
  }
  return ends
}

/** Only A–Z, a–z and 0–9. */
function isAsciiAlphanumeric(chunk: string): boolean {
  for (let i = 0; i < chunk.length; i++) {
    const code = chunk.charCodeAt(i)
    if (!isAsciiLetter(code) && (code < 0x30 || code > 0x39)) return false
  }
  return true
}

/**
 * Upstream `contains_verb`: whether any token is tagged VB, VBG, VBD, VBN, VBP or VBZ. All-caps text
 * is lowercased first (upstream does the same: capitalized words would all look like proper nouns).
 */
export function containsVerb(text: string): boolean {
  const analysis = analysisOf(text)
  if (analysis.verb !== undefined) return analysis.verb
  const input = pyIsUpper(text) ? text.toLowerCase() : text
  const words = wordTokenize(input)
  const foreign = foreignText(words)
  const verb = foreign ?? hasVerbTag(words)
  analysis.verb = verb
  return verb
}

function isVerbTag(tag: string | undefined): boolean {
  return tag !== undefined && POS_VERB_TAGS.has(tag)
}

/** Words tagged in one go; a longer text is tagged window by window (see `hasVerbTag`). */
const MAX_TAGGED_WORDS = 10_000
/** Words each window shares with the one before, so a rule that reads its neighbours has them. */
const WINDOW_OVERLAP = 16

/**
 * Whether some word is tagged as a verb. Up to MAX_TAGGED_WORDS words (every ordinary paragraph) the
 * words are tagged together; a longer text is tagged in overlapping windows, stopping at the first
 * verb, so a huge text costs time in proportion to the words read until then, never more memory.
 */
function hasVerbTag(words: string[]): boolean {
  if (words.length <= MAX_TAGGED_WORDS) return someTag(words, isVerbTag)
  for (let start = 0; start < words.length; start += MAX_TAGGED_WORDS - WINDOW_OVERLAP) {
    if (someTag(words.slice(start, start + MAX_TAGGED_WORDS), isVerbTag)) return true
    if (start + MAX_TAGGED_WORDS >= words.length) break
  }
  return false
}

/**
 * The verb verdict for foreign text — more than half of the words of letters unknown to the English
 * lexicon — or undefined for English text, which the tagger decides. spaCy's statistical tagger,
 * unlike a lexicon tagger that calls every unknown word a noun, gives some words of a long foreign
 * paragraph (6 words or more) verb tags, so upstream classifies those as narrative; in a short foreign
 * phrase it tags the few English-looking words by their neighbours, as nouns ("Lorem ipsum dolor sit
 * amet." has no verb upstream, while the lexicon would call "sit" one).
 */
function foreignText(words: readonly string[]): boolean | undefined {
  let letterWords = 0
  for (const word of words) if (pyIsAlpha(word)) letterWords++
  if (letterWords === 0) return undefined
  // Words are looked up only until the verdict is certain: more than half unknown already, or at most
  // half left that could be.
  let known = 0
  let unknown = 0
  for (const word of words) {
    if (!pyIsAlpha(word)) continue
    if (inLexicon(word) || inLexicon(word.toLowerCase())) known++
    else unknown++
    if (unknown / letterWords > 0.5) return letterWords >= 6
    if ((letterWords - known) / letterWords <= 0.5) return undefined
  }
  return undefined
}

/**
 * Whether `word` (lowercase letters) is an English word. Upstream checks a bundled word list
 * (`nlp/english_words.py`); this uses the POS lexicon's vocabulary (about 90,000 forms) instead.
 */
export function isEnglishWord(word: string): boolean {
  return inLexicon(word)
}
