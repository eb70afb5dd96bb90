/**
 * @module elements/python-strings
 * The Python `str` semantics the upstream text heuristics rely on (`partition/text_type.py`,
 * `cleaners/core.py`), so a port gives the same answers on non-ASCII text: `strip()`/`split()` use
 * Python's whitespace (U+001C–U+001F and U+0085 count, the BOM U+FEFF does not), `isupper()` and
 * `istitle()` use the Unicode Uppercase/Lowercase properties and titlecase letters, `len()` counts
 * code points, and `\w`/`\s`/`\d` in Python's `re` are Unicode-aware.
 */
import { isPythonSpaceCode } from '../whitespace.js'

/** Python whitespace (`str.isspace()`, re `\s` on str patterns), as a regex character-class body. */
export const PY_WS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'

/** A run of one or more Python whitespace characters (global). */
export const PY_WHITESPACE_RUN = new RegExp(`[${PY_WS}]+`, 'g')

/** Python re `\w` on str patterns (`str.isalnum()` or `_`), as a class body; needs the `u` flag. */
export const PY_WORD = '\\p{L}\\p{N}_'

const LOWER_OR_TITLE = /[\p{Lowercase}\p{Lt}]/u
const UPPER = /\p{Uppercase}/u
const LOWER = /\p{Lowercase}/u
const TITLECASE = /\p{Lt}/u
const ALPHA_ONLY = /^\p{L}+$/u
const PUNCTUATION = /\p{P}/gu
const ONE_PUNCTUATION = /^\p{P}$/u
/** ASCII_PUNCTUATION[code]: whether the ASCII character `code` is of category P*. */
const ASCII_PUNCTUATION: readonly boolean[] = Array.from({ length: 0x80 }, (_, code) => ONE_PUNCTUATION.test(String.fromCharCode(code)))
const NUMERIC_CHAR = /[\p{N}〇一二三四五六七八九十百千万萬億亿兆零壱壹弐貳贰参參叁肆伍陆陸柒捌玖拾佰仟廿卅卌]/u

/** Whether the UTF-16 code unit `code` is Python whitespace (the characters of `PY_WS`). */
export const isPyWhitespaceCode = isPythonSpaceCode

/** Python `s.strip()` (no argument): a scan from both ends (a `\s+$` regex is quadratic on long inner runs). */
export function pyStrip(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isPyWhitespaceCode(text.charCodeAt(start))) start += 1
  while (end > start && isPyWhitespaceCode(text.charCodeAt(end - 1))) end -= 1
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Python `s.split()` (no argument): the non-empty runs between whitespace. */
export function pySplit(text: string): string[] {
  const parts: string[] = []
  let start = -1
  for (let i = 0; i < text.length; i++) {
    if (isPyWhitespaceCode(text.charCodeAt(i))) {
      if (start >= 0) parts.push(text.slice(start, i))
      start = -1
    } else if (start < 0) {
      start = i
    }
  }
  if (start >= 0) parts.push(start === 0 ? text : text.slice(start))
  return parts
}

/** Python `" ".join(s.split())`: whitespace runs collapsed to one space, ends trimmed. */
export function pyNormalizeSpaces(text: string): string {
  return pySplit(text).join(' ')
}

/** Python `ch.isspace()` for one character (`ch.strip() == ""`); false for a longer or empty string. */
export function isPyWhitespace(char: string): boolean {
  return char.length === 1 && isPyWhitespaceCode(char.charCodeAt(0))
}

/** Python `len(s)`: the number of code points (not UTF-16 units). */
export function pyLen(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

/** Python `s.isupper()`: at least one cased character and no lowercase or titlecase one. */
export function pyIsUpper(text: string): boolean {
  // ASCII by code (A–Z the only uppercase, a–z the only lowercase, no titlecase); from the first other
  // character on, the Unicode properties decide.
  let upper = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x80) {
      const rest = text.slice(i)
      return !LOWER_OR_TITLE.test(rest) && (upper || UPPER.test(rest))
    }
    if (code >= 0x61 && code <= 0x7a) return false
    if (code >= 0x41 && code <= 0x5a) upper = true
  }
  return upper
}

/**
 * Python `s.istitle()`: uppercase/titlecase characters only after uncased ones, lowercase only after
 * cased ones, and at least one cased character ("Hello World" yes, "HELLO" no, "hello" no).
 */
export function pyIsTitle(text: string): boolean {
  let cased = false
  let previousIsCased = false
  for (const char of text) {
    const code = char.charCodeAt(0)
    // ASCII by code (A–Z upper, a–z lower, the rest uncased); other characters by their Unicode properties
    if (code < 0x80 ? code >= 0x41 && code <= 0x5a : UPPER.test(char) || TITLECASE.test(char)) {
      if (previousIsCased) return false
      previousIsCased = true
      cased = true
    } else if (code < 0x80 ? code >= 0x61 && code <= 0x7a : LOWER.test(char)) {
      if (!previousIsCased) return false
      previousIsCased = true
      cased = true
    } else {
      previousIsCased = false
    }
  }
  return cased
}

/** Python `s.isalpha()`: non-empty and every character a letter (categories L*). */
export function pyIsAlpha(text: string): boolean {
  // ASCII answers without the Unicode regex; any other character leaves it to the regex.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x80) return ALPHA_ONLY.test(text)
    if (!isAsciiLetter(code)) return false
  }
  return text.length > 0
}

/** A–Z or a–z. */
export function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)
}

/**
 * Python `s.isnumeric()`: non-empty and every character has a numeric value. Approximated by the
 * categories N* plus the common CJK numeral ideographs (Unicode Numeric_Type=Numeric letters such
 * as 三 or 萬); rarer numeric ideographs are not recognized.
 */
export function pyIsNumeric(text: string): boolean {
  if (text === '') return false
  for (const char of text) if (!NUMERIC_CHAR.test(char)) return false
  return true
}

/** Python `str.isascii()`-style check used by the short-text language rule: every code unit < 0x80. */
export function pyIsAscii(text: string): boolean {
  return /^[\x00-\x7f]*$/.test(text)
}

/** `cleaners.core.remove_punctuation`: deletes every character of Unicode category P*. */
export function removePunctuation(text: string): string {
  return text.replace(PUNCTUATION, '')
}

/**
 * `len(remove_punctuation(text).split())` without building either: the whitespace-separated runs
 * that keep at least one character once punctuation (P*) is deleted. Deleting punctuation never joins
 * two runs (whitespace is not punctuation), so each run counts when it has a non-punctuation character.
 */
export function countWordsWithoutPunctuation(text: string): number {
  let count = 0
  let inRun = false
  let runCounted = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isPyWhitespaceCode(code)) {
      inRun = false
      continue
    }
    if (!inRun) {
      inRun = true
      runCounted = false
    }
    if (runCounted) continue
    let punctuation: boolean
    if (code < 0x80) {
      punctuation = ASCII_PUNCTUATION[code]!
    } else {
      const char = String.fromCodePoint(text.codePointAt(i)!)
      i += char.length - 1
      punctuation = ONE_PUNCTUATION.test(char)
    }
    if (!punctuation) {
      runCounted = true
      count++
    }
  }
  return count
}
