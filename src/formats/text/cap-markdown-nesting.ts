/**
 * @module formats/text/cap-markdown-nesting
 * Bounds how deeply Markdown source nests block quotes and lists before marked reads it. marked lexes a
 * nested quote or list item by calling itself on the item's content, and does so once per enclosing
 * level: 100,000 nested `>` overflowed the stack, and a 2,000-level list took 97 s and 3 GB, since each
 * level re-reads every deeper line. Beyond `MAX_MARKDOWN_NESTING` levels the structure is flattened
 * into the deepest level and the text kept:
 *
 * - a line's leading container markers (`>`, and list markers `-`, `+`, `*`, `1.`, `1)` followed by
 *   whitespace) beyond the 32nd are removed, so `> > > … text` is a quote 32 deep holding the text;
 * - a list item indented more than 64 columns (32 levels of the narrowest nesting, `- ` items two
 *   columns apart) is indented 64 columns, so deeper items become siblings at that level.
 *
 * 32 levels is far past real documents (a list or quote nested even ten deep is rare; upstream's
 * python-markdown itself fails with a RecursionError some hundreds of levels down), and keeps marked's
 * cost, which grows with depth × size, to seconds for megabytes.
 */

/** Deepest nesting of quotes and lists kept (see the module comment). */
export const MAX_MARKDOWN_NESTING = 32
/** Widest list-item indentation kept, in columns: two per level. */

/** The source with its nesting bounded, and whether anything had to change. */
export interface CappedMarkdown {
  text: string
  capped: boolean
}

/** `text` with quote and list nesting bounded as the module comment says; the same string when nothing is too deep. */
export function capMarkdownNesting(text: string, maxNesting = MAX_MARKDOWN_NESTING): CappedMarkdown {
  let out = ''
  let copiedTo = 0
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start)
    const end = newline < 0 ? text.length : newline
    const replacement = cappedLine(text, start, end, maxNesting)
    if (replacement !== undefined) {
      out += text.slice(copiedTo, start) + replacement
      copiedTo = end
    }
    start = end + 1
  }
  if (copiedTo === 0) return { text, capped: false }
  return { text: out + text.slice(copiedTo), capped: true }
}

/** The bounded form of the line text[start, end), or undefined when it is within bounds. */
function cappedLine(text: string, start: number, end: number, maxNesting: number): string | undefined {
  // list items indented further than this are read at this indentation
  const maxListIndent = 2 * maxNesting
  // leading indentation, in columns (a tab advances to the next multiple of 4)
  let at = start
  let columns = 0
  while (at < end && (text[at] === ' ' || text[at] === '\t')) {
    columns = text[at] === '\t' ? columns + 4 - (columns % 4) : columns + 1
    at++
  }
  const contentStart = at
  // container markers, each with the whitespace after it
  let markers = 0
  let keptPrefixEnd = -1 // where the prefix is cut once there are too many markers
  for (;;) {
    const markerEnd = markerAt(text, at, end)
    if (markerEnd === undefined) break
    at = markerEnd
    while (at < end && (text[at] === ' ' || text[at] === '\t')) at++
    markers++
    if (markers === maxNesting) keptPrefixEnd = at
  }
  const tooManyMarkers = markers > maxNesting
  const tooIndented = columns > maxListIndent && markers > 0 && text[contentStart] !== '>'
  if (!tooManyMarkers && !tooIndented) return undefined
  const indentation = tooIndented ? ' '.repeat(maxListIndent) : text.slice(start, contentStart)
  const prefix = tooManyMarkers ? text.slice(contentStart, keptPrefixEnd) : text.slice(contentStart, at)
  return indentation + prefix + text.slice(at, end)
}

/**
 * The end of the container marker at `at` — `>` (whitespace after it optional), or a list marker
 * (`-`, `+`, `*`, or 1–9 digits then `.` or `)`) followed by whitespace — or undefined when there is none.
 */
function markerAt(text: string, at: number, end: number): number | undefined {
  if (at >= end) return undefined
  const char = text[at]!
  if (char === '>') return at + 1
  let markerEnd: number
  if (char === '-' || char === '+' || char === '*') {
    markerEnd = at + 1
  } else {
    let digits = at
    while (digits < end && digits - at < 9 && text[digits]! >= '0' && text[digits]! <= '9') digits++
    if (digits === at || (text[digits] !== '.' && text[digits] !== ')')) return undefined
    markerEnd = digits + 1
  }
  return markerEnd < end && (text[markerEnd] === ' ' || text[markerEnd] === '\t') ? markerEnd : undefined
}
