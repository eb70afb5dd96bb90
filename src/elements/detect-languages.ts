/**
 * @module elements/detect-languages
 * `metadata.languages` (core §5.6, upstream `partition/common/lang.py`): explicit languages mapped to
 * ISO 639-3, or automatic detection, per document or per element.
 */
import { hasFrancScript, identifyLanguages } from './identify-language.js'
import { wordCounter } from './count-words.js'
import { normalizeLanguageCodes } from './language-codes.js'
import { isPyWhitespaceCode, pyIsAscii, pyStrip } from './python-strings.js'
import { sampleChunks } from './sample-chunks.js'
import type { Element } from './types.js'
import { withMetadata } from './element-draft.js'

export interface DetectLanguagesOptions {
  /**
   * Languages for short ASCII text (fewer than 5 words), where detection is unreliable. Default: always
   * ['eng'], as upstream. Returning undefined leaves the language unknown.
   */
  languageFallback?: (text: string) => string[] | undefined
}

/** A language is reported when more than this share of the text's chunks (by length) is in it. */
const MIN_LANGUAGE_SHARE = 0.1

/**
 * English function words that are not also common words of another language langdetect knows
 * ("a", "in", "no", "de", "do", "me" are left out). franc is weak on short English (it reads
 * "This is a test document … I love fuzzy blankets" as Catalan); a chunk in which at least 15 % of
 * the words (and at least 2) are among these is English. Measured on 3,000 paragraphs of War and
 * Peace: 6.0 % were not ['eng'] without this rule.
 */
const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'the',
  'and',
  'of',
  'to',
  'is',
  'are',
  'was',
  'were',
  'that',
  'this',
  'with',
  'for',
  'you',
  'she',
  'it',
  'they',
  'we',
  'have',
  'has',
  'had',
  'not',
  'but',
  'what',
  'which',
  'will',
  'would',
  'there',
  'their',
  'his',
  'her',
  'my',
  'your',
  'from',
  'by',
  'at',
  'been',
  'or',
  'if',
  'can',
  'all',
  'who',
  'our',
  'said',
  'him',
])
const MIN_ENGLISH_SHARE = 0.15
const countEnglishWords = wordCounter(ENGLISH_FUNCTION_WORDS)
/**
 * Characters of a chunk read by `looksEnglish`. A chunk is whole sentences of about 100 characters; one
 * this long is text without sentence ends (a 200 MB line was one chunk). franc itself reads only the first
 * 2,048 characters.
 */
const MAX_CHUNK_READ = 100_000

function looksEnglish(chunk: string): boolean {
  const read = chunk.length > MAX_CHUNK_READ ? chunk.slice(0, MAX_CHUNK_READ) : chunk
  const { words, among } = countEnglishWords(read.toLowerCase())
  return among >= 2 && among / words >= MIN_ENGLISH_SHARE
}

/**
 * The languages of `text` as ISO 639-3 codes, or undefined when unknown.
 * - `languages` [''] or blank text → undefined (detection disabled / nothing to detect);
 * - pure-ASCII text of fewer than 5 whitespace-separated words → ['eng'] (or `languageFallback`), even
 *   when languages were given (upstream's short-text rule comes first);
 * - languages given without 'auto' → those languages in ISO 639-3 (`en`, `chi_sim`, `eng+kor`,
 *   `spanish` are understood), unknown codes dropped;
 * - otherwise (default ['auto'], or [] ) → detected: see `detectAutomatically`.
 */
export function detectLanguages(text: string, languages: readonly string[] = ['auto'], options: DetectLanguagesOptions = {}): string[] | undefined {
  return detectLanguagesWith(text, languages, options, detectAutomatically)
}

/**
 * `detectLanguages` with the same `languages` and `options` for many texts of one document (its elements):
 * the automatic detection of a text met before is not done again (a document repeats headers, footers and
 * undecodable runs: TAMReview.pdf has 152 distinct texts among its 245 elements). The answers are kept as
 * long as the returned function is, so make one per document or call.
 */
export function languageDetector(
  languages: readonly string[] = ['auto'],
  options: DetectLanguagesOptions = {},
): (text: string) => string[] | undefined {
  const detected = new Map<string, string[] | undefined>()
  const remembered = (text: string): string[] | undefined => {
    let found = detected.get(text)
    if (found === undefined && !detected.has(text)) detected.set(text, (found = detectAutomatically(text)))
    return found?.slice()
  }
  return (text) => detectLanguagesWith(text, languages, options, remembered)
}

function detectLanguagesWith(
  text: string,
  languages: readonly string[],
  options: DetectLanguagesOptions,
  automatically: (text: string) => string[] | undefined,
): string[] | undefined {
  if (languages[0] === '' || pyStrip(text) === '') return undefined
  if (pyIsAscii(text) && hasFewerWordsThan(text, 5)) {
    return options.languageFallback ? options.languageFallback(text) : ['eng']
  }
  if (languages.length > 0 && !languages.includes('auto')) {
    const codes = normalizeLanguageCodes(languages)
    return codes.length > 0 ? codes : undefined
  }
  return automatically(text)
}

/** `pySplit(text).length < count`, without splitting all of a long text. */
function hasFewerWordsThan(text: string, count: number): boolean {
  let words = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const space = isPyWhitespaceCode(text.charCodeAt(i))
    if (!space && !inWord && ++words >= count) return false
    inWord = !space
  }
  return true
}

/**
 * Automatic detection, designed to give what upstream's langdetect gives (every language whose
 * probability exceeds 0.1, most probable first): the text is cut at sentence ends into chunks of at
 * least 100 characters, franc names the language of each chunk (a chunk full of English function
 * words is English, see `looksEnglish`), and every language holding more
 * than 10 % of the text (by chunk length) is reported, largest share first. A one-language text
 * gives one language; a text half English, half Spanish gives both. Undefined when franc cannot
 * name any chunk (digits, symbols); a text without a character of any script franc knows is not cut at all.
 */
export function detectAutomatically(text: string): string[] | undefined {
  if (!hasFrancScript(text)) return undefined
  const chunks = sampleChunks(text)
  const shares = new Map<string, number>()
  let total = 0
  for (const chunk of chunks) {
    const language = looksEnglish(chunk) ? 'eng' : identifyLanguages(chunk)[0]?.language
    if (language === undefined) continue
    shares.set(language, (shares.get(language) ?? 0) + chunk.length)
    total += chunk.length
  }
  if (total === 0) return undefined
  return [...shares.entries()]
    .filter(([, length]) => length / total > MIN_LANGUAGE_SHARE)
    .sort((a, b) => b[1] - a[1])
    .map(([language]) => language)
}

export interface ApplyLanguageOptions extends DetectLanguagesOptions {
  /** Detect every element on its own instead of the document as a whole first. Default false. */
  perElement?: boolean
}

/**
 * Returns copies of `elements` with `metadata.languages` (upstream `apply_lang_metadata`). `languages`
 * [''] leaves the elements as they are. Otherwise the document's text (element texts joined by
 * spaces) is detected first; exactly one language → every element gets it. Otherwise (several or
 * none, or `perElement`) each element is detected on its own, with the same `languages` (so explicit
 * languages still apply, and short ASCII elements become ['eng']); an element whose language is
 * unknown gets no `languages` key. A text met again in the same call is not detected again.
 */
export function applyLanguageMetadata(
  elements: readonly Element[],
  languages: readonly string[] = ['auto'],
  options: ApplyLanguageOptions = {},
): Element[] {
  const found = documentLanguages(elements, languages, options)
  if (found === undefined) return [...elements]
  return elements.map((element, i) => withLanguages(element, languagesOfElement(found, i)))
}

/**
 * What `applyLanguageMetadata` finds before it is given to each element: the one language of the whole document
 * (`every`), or each element's own languages (`each`); undefined when `languages` is [''].
 */
export type DocumentLanguages = { every: string; each: undefined } | { every: undefined; each: (string[] | undefined)[] }

/** The languages of `elements` as `applyLanguageMetadata` detects them, before each element has its own array (`languagesOfElement`). */
export function documentLanguages(
  elements: readonly Element[],
  languages: readonly string[] = ['auto'],
  options: ApplyLanguageOptions = {},
): DocumentLanguages | undefined {
  if (languages.length === 1 && languages[0] === '') return undefined
  const detect = languageDetector(languages, options)
  if (!options.perElement) {
    const found = detect(documentText(elements))
    if (found !== undefined && found.length === 1) return { every: found[0]!, each: undefined }
  }
  // Both kinds of answer have both fields (one shape), and `each` is pushed, not mapped: compiled, `map` makes holey
  // arrays where the interpreter's are packed, and either change threw away the compiled readers (applyMetadata's).
  const each: (string[] | undefined)[] = []
  for (let i = 0; i < elements.length; i++) each.push(detect(elements[i]!.text))
  return { every: undefined, each }
}

/** The languages element `index` gets from `found` (its own array), or undefined for none. */
export function languagesOfElement(found: DocumentLanguages, index: number): string[] | undefined {
  if (found.every !== undefined) return [found.every]
  const own = found.each[index]
  return own !== undefined && own.length > 0 ? own.slice() : undefined
}

/** The elements' texts joined by spaces, empty ones left out. */
function documentText(elements: readonly Element[]): string {
  const texts: string[] = []
  for (let i = 0; i < elements.length; i++) {
    const text = elements[i]!.text
    if (text) texts.push(text)
  }
  return texts.join(' ')
}

function withLanguages(element: Element, languages: string[] | undefined): Element {
  if (languages !== undefined) return withMetadata(element, { ...element.metadata, languages })
  if (element.metadata.languages === undefined) return element
  const { languages: _dropped, ...metadata } = element.metadata
  return withMetadata(element, metadata)
}
