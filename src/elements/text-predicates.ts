/**
 * @module elements/text-predicates
 * The text-type predicates of upstream `partition/text_type.py`, check for check (in the same order, but for
 * the one reordering `isPossibleNarrativeText` explains).
 * Upstream reads threshold overrides from environment variables (`UNSTRUCTURED_NARRATIVE_TEXT_CAP_THRESHOLD`,
 * …); here they are parameters (`TextTypeOptions`), so core code never reads the environment.
 */
import { pyIsNumeric, pyIsUpper, pyStrip, PY_WS } from './python-strings.js'
import {
  EMAIL_ADDRESS_PATTERN,
  ENDS_IN_PUNCT_RE,
  NUMBERED_LIST_PATTERN,
  UNICODE_BULLETS_PATTERN,
  US_CITY_STATE_ZIP_PATTERN,
} from './text-patterns.js'
import { capitalizedWords, containsVerb, hasSentences, isEnglishWord, letterCounts } from './text-statistics.js'

/**
 * Threshold overrides, each named after the upstream environment variable it replaces. A Node caller
 * may fill them from `process.env`; absent fields take upstream's defaults.
 */
export interface TextTypeOptions {
  /** UNSTRUCTURED_NARRATIVE_TEXT_CAP_THRESHOLD: share of capitalized words that rules out narrative text. Default 0.5. */
  narrativeTextCapThreshold?: number
  /** UNSTRUCTURED_NARRATIVE_TEXT_NON_ALPHA_THRESHOLD: minimum share of letters among non-space characters. Default 0.5. */
  narrativeTextNonAlphaThreshold?: number
  /** UNSTRUCTURED_TITLE_MAX_WORD_LENGTH: maximum words (split on single spaces) in a title. Default 12. */
  titleMaxWordLength?: number
  /** UNSTRUCTURED_TITLE_NON_ALPHA_THRESHOLD: minimum share of letters in a title. Default 0.5. */
  titleNonAlphaThreshold?: number
  /** UNSTRUCTURED_LANGUAGE_CHECKS: with English, require at least one English word. Default false. */
  languageChecks?: boolean
}

// Python's re.match anchors at the start: each pattern gets a leading ^.
const BULLETED_RE = new RegExp(`^${UNICODE_BULLETS_PATTERN}`, 'u')
const EMAIL_RE = new RegExp(`^${EMAIL_ADDRESS_PATTERN}`, 'u')
const CITY_STATE_ZIP_RE = new RegExp(`^${US_CITY_STATE_ZIP_PATTERN}`, 'iu')
/**
 * What `CITY_STATE_ZIP_RE` needs before its state: `(?:[A-Z][a-z.\-]{1,15}[ ]?){1,5},` (same flags) is
 * 2 to 85 characters of letters, dots, hyphens and spaces, a letter first, then the text's first comma.
 */
const CITY_PREFIX_RE = /^[A-Z][a-z.\- ]{1,84},/iu
/** The ZIP code `CITY_STATE_ZIP_RE` needs: five decimal digits (\p{Nd}) in a row, somewhere in the text. */
const FIVE_DIGITS_RE = /\p{Nd}{5}/u
const NUMBERED_LIST_RE = new RegExp(NUMBERED_LIST_PATTERN, 'u')
const ENGLISH_WORD_SPLIT_RE = new RegExp(`[${PY_WS}\\-,.!?_/]+`, 'u')
const NON_LOWERCASE_ALPHA_RE = /[^a-z]/g

/** Starts (after stripping) with a bullet character not followed by another one: "• item", "-5". */
export function isBulletedText(text: string): boolean {
  return BULLETED_RE.test(pyStrip(text))
}

/** Starts (after stripping) with a lowercase e-mail address; trailing text is allowed. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_RE.test(pyStrip(text))
}

/** Starts (after stripping) with "City, ST 12345" or "City, State, 12345" (see `US_CITY_STATE_ZIP_PATTERN`). */
export function isUsCityStateZip(text: string): boolean {
  // The pattern needs a comma after the city: text without one skips the (long) regex, and so does
  // text whose first comma does not follow 1–5 words of letters, dots and hyphens (CITY_PREFIX_RE), and
  // text without five digits in a row for its ZIP code (a prose sentence that starts "However, the …").
  if (!text.includes(',')) return false
  const stripped = pyStrip(text)
  return CITY_PREFIX_RE.test(stripped) && FIVE_DIGITS_RE.test(stripped) && CITY_STATE_ZIP_RE.test(stripped)
}

/** "1. Item" or "2) Item": one level of numbering, a whitespace, then text. */
export function isPossibleNumberedList(text: string): boolean {
  return NUMBERED_LIST_RE.test(pyStrip(text))
}

/**
 * Whether the share of letters among the non-whitespace characters is below `threshold` (default 0.5).
 * Empty or all-whitespace text → false.
 */
export function underNonAlphaRatio(text: string, threshold = 0.5): boolean {
  const { letters, characters } = letterCounts(text)
  return characters > 0 ? letters / characters < threshold : false
}

/**
 * Whether more than `threshold` (default 0.5) of the alphabetic word tokens are capitalized or
 * all caps. Text of more than one sentence (of ≥ 3 words) → false; all-caps text → true; text with
 * no alphabetic token → true.
 */
export function exceedsCapRatio(text: string, threshold = 0.5): boolean {
  // NOTE(robinson) upstream: only single-sentence text can be a title.
  if (hasSentences(text, 2, 3)) return false
  if (pyIsUpper(text)) return true
  const { alphabetic, capitalized } = capitalizedWords(text)
  if (alphabetic === 0) return true
  return capitalized / alphabetic > threshold
}

/** Upstream `contains_english_word`: some word (lowercased, letters a–z only, ≥ 2 letters) is English. */
export function containsEnglishWord(text: string): boolean {
  for (const raw of text.toLowerCase().split(ENGLISH_WORD_SPLIT_RE)) {
    const word = raw.replace(NON_LOWERCASE_ALPHA_RE, '')
    if (word.length > 1 && isEnglishWord(word)) return true
  }
  return false
}

export interface NarrativeTextOptions {
  /** Default 0.5. */
  capThreshold?: number
  /** Default 0.5. */
  nonAlphaThreshold?: number
  /** ISO 639-3 codes; the verb check applies only when 'eng' is among them. Default ['eng']. */
  languages?: string[]
  /** Default false. */
  languageChecks?: boolean
}

/** Upstream `is_possible_narrative_text`: prose rather than a heading, a number or a symbol run. */
export function isPossibleNarrativeText(text: string, options: NarrativeTextOptions = {}): boolean {
  const { capThreshold = 0.5, nonAlphaThreshold = 0.5, languages = ['eng'], languageChecks = false } = options
  if (text.length === 0) return false
  if (pyIsNumeric(text)) return false
  // Upstream checks the capital ratio before the letter ratio. Every check is a pure condition that must
  // hold, so their order changes no answer, only the cost: the letter ratio is one scan, while the capital
  // ratio cuts the text into sentences and words (a page of undecoded "(cid:8)" glyphs fails the first).
  if (underNonAlphaRatio(text, nonAlphaThreshold)) return false
  if (languages.includes('eng') && languageChecks && !containsEnglishWord(text)) return false
  if (exceedsCapRatio(text, capThreshold)) return false
  if (languages.includes('eng') && !hasSentences(text, 2, 3) && !containsVerb(text)) return false
  return true
}

export interface TitleOptions {
  /** Minimum words for a piece to count as a sentence. Default 5. */
  sentenceMinLength?: number
  /** Default 12. */
  titleMaxWordLength?: number
  /** Default 0.5. */
  nonAlphaThreshold?: number
  /** ISO 639-3 codes; the English-word check applies only with 'eng'. Default ['eng']. */
  languages?: string[]
  /** Default false. */
  languageChecks?: boolean
}

/** The number of U+0020 spaces in `text` (`text.split(' ').length - 1`, without the array). */
function spaceCount(text: string): number {
  let count = 0
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) count++
  return count
}

/** Upstream `is_possible_title`. */
export function isPossibleTitle(text: string, options: TitleOptions = {}): boolean {
  const { sentenceMinLength = 5, titleMaxWordLength = 12, nonAlphaThreshold = 0.5, languages = ['eng'], languageChecks = false } = options
  if (text.length === 0) return false
  if (pyIsUpper(text) && ENDS_IN_PUNCT_RE.test(text)) return false
  // NOTE(robinson) upstream: split on spaces, not tokens; cheaper and good enough for a length check.
  if (spaceCount(text) + 1 > titleMaxWordLength) return false
  if (underNonAlphaRatio(text, nonAlphaThreshold)) return false
  // NOTE(robinson) upstream: keeps salutations like "To My Dearest Friends," from being titles.
  if (text.endsWith(',')) return false
  if (languages.includes('eng') && languageChecks && !containsEnglishWord(text)) return false
  if (pyIsNumeric(text)) return false
  // NOTE(robinson) upstream: the minimum length keeps "ITEM 1A. RISK FACTORS" a title.
  if (hasSentences(text, 2, sentenceMinLength)) return false
  return true
}
