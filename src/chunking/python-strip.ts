/**
 * @module chunking/python-strip
 * Python's one-sided `str.lstrip()` / `str.rstrip()` (no argument) and `str.isspace()` for one
 * character, which the text splitter uses (core §4.5), and `" ".join(s.split())`, which every chunk
 * segment goes through (core §4.3). Whitespace is Python's, from elements/python-strings
 * (U+001C–U+001F and U+0085 count, the BOM does not).
 */
import { PY_WHITESPACE_RUN } from '../elements/python-strings.js'

const ONE = new RegExp(`^(?:${PY_WHITESPACE_RUN.source.slice(0, -1)})$`)

/** Python `char.isspace()` for one code point. */
export function isPyWhitespaceChar(char: string): boolean {
  return ONE.test(char)
}

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

const RUN = new RegExp(PY_WHITESPACE_RUN.source, 'g')
/** Anything `pyCollapseSpaces` would change: a whitespace character other than a lone inner space. */
const NOT_COLLAPSED = new RegExp(`^ | $|  |(?! )${PY_WHITESPACE_RUN.source.slice(0, -1)}`)

/**
 * Python `" ".join(text.split())`: whitespace runs collapsed to one space, ends trimmed. Same result as
 * elements/python-strings `pyNormalizeSpaces`, with one replace instead of an array per call (chunking
 * normalizes every element and the allocations showed up as GC time on 10,000-element documents).
 */
export function pyCollapseSpaces(text: string): string {
  // Most element text is already collapsed: answer it without allocating a copy.
  if (!NOT_COLLAPSED.test(text)) return text
  const collapsed = text.replace(RUN, ' ')
  const start = collapsed.startsWith(' ') ? 1 : 0
  const end = collapsed.endsWith(' ') ? collapsed.length - 1 : collapsed.length
  return start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, Math.max(start, end))
}
