/**
 * @module formats/python-whitespace
 * Python's idea of whitespace (`str.isspace`, `str.split()` with no argument, `str.strip()`), which the
 * upstream text cleaners rely on. It differs from JavaScript's `\s`: Python also counts the ASCII
 * separators U+001C–U+001F and NEL U+0085, and does not count the BOM U+FEFF.
 */

/** One Python whitespace character, as a regex character-class body. */
const PY_WS_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'

/** A run of one or more Python whitespace characters (global). */
export const PY_WHITESPACE_RUN = new RegExp(`[${PY_WS_CLASS}]+`, 'g')

const ONE = new RegExp(`[${PY_WS_CLASS}]`)

/** Python `c.isspace()` for one character. */
export function isPyWhitespace(char: string): boolean {
  return char.length === 1 && ONE.test(char)
}

/** Python `s.split()`: the non-empty runs of non-whitespace, in order. */
export function pySplit(text: string): string[] {
  return text.split(PY_WHITESPACE_RUN).filter((part) => part !== '')
}

/**
 * Python `s.strip()`: `text` without leading and trailing whitespace. A scan from both ends, not a
 * `\s+$` regex: that one retries at every position of an inner whitespace run (quadratic).
 */
export function pyStrip(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isPyWhitespace(text[start]!)) start += 1
  while (end > start && isPyWhitespace(text[end - 1]!)) end -= 1
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Python `" ".join(s.split())`: whitespace runs collapsed to one space, ends trimmed. */
export function pyNormalizeSpaces(text: string): string {
  return pySplit(text).join(' ')
}
