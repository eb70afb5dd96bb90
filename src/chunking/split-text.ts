/**
 * @module chunking/split-text
 * The text splitter for an oversized chunk: port of `unstructured/chunking/base.py::_TextSplitter`
 * in character mode (core §4.5). Lengths and positions are code points.
 */
import { codePointLength, codePointSlice, hasAstralCharacters } from './code-point-length.js'
import { pyLstrip, pyRstrip } from './python-strip.js'

/** Upstream's default `text_splitting_separators`, tried in this order before an arbitrary cut. */
export const TEXT_SPLITTING_SEPARATORS: readonly string[] = ['\n', ' ']

export interface SplitTextOptions {
  /** Hard maximum length of the split, in code points (`max_characters`). */
  maxlen: number
  /** Characters of the split's tail repeated at the start of the remainder. Default 0. */
  overlap?: number
  /** Single-code-point separators in order of preference. Default `["\n", " "]`. */
  separators?: readonly string[]
}

/**
 * Splits `text` into `[split, remainder]`: the split is at most `maxlen` code points, cut at the
 * right-most preferred separator that lies in the window (never before `overlap + 1`), else at
 * `maxlen` exactly. Whitespace around the cut is stripped and, when `overlap > 1`, the remainder
 * starts with the last `overlap - 1` characters of the split and a space. A text that already fits
 * comes back whole with `''` as remainder, so calling again on the remainder until it is empty
 * consumes the text.
 *
 * @example splitText('Lorem ipsum dolor amet consectetur adipiscing.  \n  In rhoncus ipsum sed lectus porta.',
 *   { maxlen: 50, overlap: 10 })
 *   // ['Lorem ipsum dolor amet consectetur adipiscing.', 'ipiscing. In rhoncus ipsum sed lectus porta.']
 */
export function splitText(text: string, options: SplitTextOptions): [string, string] {
  const { maxlen } = options
  const overlap = options.overlap ?? 0
  const separators = options.separators ?? TEXT_SPLITTING_SEPARATORS
  // Positions below are code points; without astral characters they equal UTF-16 indexes.
  const chars: string | string[] = hasAstralCharacters(text) ? Array.from(text) : text
  const length = chars.length
  if (length <= maxlen) return [text, '']
  const slice = (start: number, end?: number): string =>
    typeof chars === 'string' ? chars.slice(start, end) : chars.slice(start, end).join('')

  for (const separator of separators) {
    // Upstream: `regex.search("(?r)" + sep, s, pos=overlap + 1, endpos=maxlen + len(sep))`, the
    // right-most separator starting in [overlap + 1, maxlen].
    const at = chars.lastIndexOf(separator, maxlen)
    if (at < overlap + 1) continue
    const fragment = pyRstrip(slice(0, at))
    let remainder = pyLstrip(slice(at + 1))
    if (overlap > 1) {
      // The separator is replaced by one space in the overlap; the tail takes the rest of `overlap`.
      const tail = pyLstrip(codePointSlice(fragment, -(overlap - 1)))
      remainder = `${tail} ${remainder}`
    }
    // Skip a separator that leaves nothing before it or does not shorten the text.
    if (fragment === '' || codePointLength(remainder) >= length) continue
    return [pyRstrip(fragment), pyLstrip(remainder)]
  }
  // Last resort, upstream's implicit "" separator: cut at maxlen, the remainder re-reads `overlap` chars.
  return [pyRstrip(slice(0, maxlen)), pyLstrip(slice(maxlen - overlap))]
}
