/**
 * @module chunking/split-text
 * The text splitter for an oversized chunk: port of `unstructured/chunking/base.py::_TextSplitter`
 * in character mode (core §4.5). Lengths and positions are code points.
 *
 * Upstream re-slices the whole remainder after every cut, which is quadratic in the length of one
 * huge element. Here the remainder is a view — a short head (the overlap tail) plus an offset into
 * the original text — and each cut reads only a window of `maxlen + 1` code points, so splitting a
 * text into pieces costs time linear in its length. The pieces are the same.
 */
import { codePointSlice, hasAstralCharacters } from './code-point-length.js'
import { isPyWhitespaceChar, pyLstrip, pyRstrip } from './python-strip.js'

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
  const source = sourceOf(text)
  const view: View = { head: [], pos: 0 }
  const piece = cut(source, view, options)
  return [piece, materialize(source, view)]
}

/**
 * All the pieces of `text`: `splitText` applied to the text, then to each remainder until none is
 * left. Linear in the length of `text`.
 */
export function splitTextPieces(text: string, options: SplitTextOptions): string[] {
  const source = sourceOf(text)
  const view: View = { head: [], pos: 0 }
  const pieces: string[] = []
  do pieces.push(cut(source, view, options))
  while (view.head.length > 0 || view.pos < source.length)
  return pieces
}

/** The text as indexable code points: the string itself when it has no astral characters. */
type Source = string | string[]

/** The current remainder: `head` (code points, at most the overlap tail and a space) then `source[pos:]`. */
interface View {
  head: string[]
  pos: number
}

function sourceOf(text: string): Source {
  return hasAstralCharacters(text) ? Array.from(text) : text
}

function sliceSource(source: Source, start: number, end?: number): string {
  return typeof source === 'string' ? source.slice(start, end) : source.slice(start, end).join('')
}

function materialize(source: Source, view: View): string {
  return view.head.join('') + sliceSource(source, view.pos)
}

/**
 * One cut of the remainder in `view` (upstream `_TextSplitter.__call__`): returns the split and moves
 * `view` to the (stripped) remainder; an empty view means nothing is left.
 */
function cut(source: Source, view: View, options: SplitTextOptions): string {
  const { maxlen } = options
  const overlap = options.overlap ?? 0
  const separators = options.separators ?? TEXT_SPLITTING_SEPARATORS
  const length = view.head.length + (source.length - view.pos)
  if (length <= maxlen) {
    const whole = materialize(source, view)
    view.head = []
    view.pos = source.length
    return whole
  }
  // Only the first maxlen + 1 code points matter for the cut (a separator may start at maxlen).
  const window = [...view.head, ...Array.from(sliceSource(source, view.pos, view.pos + maxlen + 1 - view.head.length))]

  for (const separator of separators) {
    // Upstream: `regex.search("(?r)" + sep, s, pos=overlap + 1, endpos=maxlen + len(sep))`, the
    // right-most separator starting in [overlap + 1, maxlen].
    const at = window.lastIndexOf(separator, maxlen)
    if (at < overlap + 1) continue
    const fragment = pyRstrip(window.slice(0, at).join(''))
    const raw = strippedFrom(source, view, at + 1)
    // The separator is replaced by one space in the overlap; the tail takes the rest of `overlap`.
    const tail = overlap > 1 ? Array.from(pyLstrip(codePointSlice(fragment, -(overlap - 1)))) : []
    const rawLength = raw.head.length + (source.length - raw.pos)
    const remainderLength = overlap > 1 ? tail.length + 1 + rawLength : rawLength
    // Skip a separator that leaves nothing before it or does not shorten the text.
    if (fragment === '' || remainderLength >= length) continue
    view.head = tail.length > 0 ? [...tail, ' ', ...raw.head] : raw.head
    view.pos = raw.pos
    return fragment
  }
  // Last resort, upstream's implicit "" separator: cut at maxlen, the remainder re-reads `overlap` chars.
  const fragment = pyRstrip(window.slice(0, maxlen).join(''))
  const rest = strippedFrom(source, view, maxlen - overlap)
  view.head = rest.head
  view.pos = rest.pos
  return fragment
}

/** The remainder view from code point `index` of `view` on, leading whitespace skipped (Python `lstrip`). */
function strippedFrom(source: Source, view: View, index: number): View {
  if (index < view.head.length) {
    let start = index
    while (start < view.head.length && isPyWhitespaceChar(view.head[start]!)) start++
    if (start < view.head.length) return { head: view.head.slice(start), pos: view.pos }
    index = view.head.length
  }
  let pos = view.pos + (index - view.head.length)
  while (pos < source.length && isPyWhitespaceChar(source[pos]!)) pos++
  return { head: [], pos }
}
