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

const LEADING = new RegExp(`^[${PY_WS_CLASS}]+`)
const TRAILING = new RegExp(`[${PY_WS_CLASS}]+$`)

/** Python `s.split()`: the non-empty runs of non-whitespace, in order. */
export function pySplit(text: string): string[] {
  return text.split(PY_WHITESPACE_RUN).filter((part) => part !== '')
}

/** Python `s.strip()`: `text` without leading and trailing whitespace. */
export function pyStrip(text: string): string {
  return text.replace(LEADING, '').replace(TRAILING, '')
}

/** Python `" ".join(s.split())`: whitespace runs collapsed to one space, ends trimmed. */
export function pyNormalizeSpaces(text: string): string {
  return pySplit(text).join(' ')
}
