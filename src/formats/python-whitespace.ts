/**
 * @module formats/python-whitespace
 * Python's idea of whitespace (`str.isspace`, `str.split()` with no argument, `str.strip()`), which the
 * upstream text cleaners rely on. It differs from JavaScript's `\s`: Python also counts the ASCII
 * separators U+001C–U+001F and NEL U+0085, and does not count the BOM U+FEFF.
 */

import { PY_WS, isPyWhitespace, pySplit, pyStrip } from '../elements/python-strings.js'

export { isPyWhitespace, pySplit, pyStrip }

/** A run of one or more Python whitespace characters (global). */
export const PY_WHITESPACE_RUN = new RegExp(`[${PY_WS}]+`, 'g')

/** Python `" ".join(s.split())`: whitespace runs collapsed to one space, ends trimmed. */
export function pyNormalizeSpaces(text: string): string {
  return pySplit(text).join(' ')
}
