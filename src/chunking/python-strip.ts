/**
 * @module chunking/python-strip
 * Python's one-sided `str.lstrip()` / `str.rstrip()` (no argument), which the text splitter uses
 * (core §4.5). Whitespace is Python's, from formats/python-whitespace (U+001C–U+001F and U+0085 count,
 * the BOM does not).
 */
import { PY_WHITESPACE_RUN } from '../formats/python-whitespace.js'

const LEADING = new RegExp(`^(?:${PY_WHITESPACE_RUN.source})`)
const TRAILING = new RegExp(`(?:${PY_WHITESPACE_RUN.source})$`)

/** Python `text.lstrip()`: `text` without leading whitespace. */
export function pyLstrip(text: string): string {
  return text.replace(LEADING, '')
}

/** Python `text.rstrip()`: `text` without trailing whitespace. */
export function pyRstrip(text: string): string {
  return text.replace(TRAILING, '')
}
