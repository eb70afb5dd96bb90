/**
 * @module formats/text/break-long-lines
 * Bounds the paragraphs of plain text before they are grouped and classified. A line (and, where blank
 * lines separate paragraphs, a paragraph) longer than `MAX_PARAGRAPH_LENGTH` characters is cut into
 * pieces of at most that length, at the last whitespace before the limit (a hard cut when a piece has
 * none, as in a base64 blob or minified code) — what upstream's text splitter does to an oversized
 * element when chunking. Without it one 200 MB line became one 200 MB paragraph, and the arrays the
 * paragraph steps and the classifier build from it (whitespace runs, words, sentences) outgrew what V8
 * can allocate: an uncatchable abort. No ordinary document is affected: the corpus's longest paragraph
 * has 26,000 characters.
 */
import type { ParagraphGrouping } from './paragraphs.js'
import { isPyWhitespace } from '../../elements/python-strings.js'

/** Longest paragraph of plain text kept whole (about 15,000 words, some forty printed pages). */
export const MAX_PARAGRAPH_LENGTH = 100_000

/**
 * `text` with every line longer than `maxLength` cut into pieces of at most `maxLength` characters.
 * With 'new-line' grouping (a paragraph per line) the pieces become lines; with 'blank-line' grouping
 * they are separated by blank lines, and a blank line is also put before a line that would make its
 * paragraph longer than `maxLength`. The same string comes back when nothing is that long.
 */
export function breakLongLines(text: string, grouping: ParagraphGrouping, maxLength = MAX_PARAGRAPH_LENGTH): string {
  const separator = grouping === 'new-line' ? '\n' : '\n\n'
  // Pieces are concatenated only where a cut is made, so the work is one scan of the text.
  let out = ''
  let copiedTo = 0
  let paragraphLength = 0
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start)
    const end = newline < 0 ? text.length : newline
    const length = end - start
    const blank = (grouping === 'blank-line' || length > maxLength) && isBlank(text, start, end)
    if (grouping === 'blank-line') {
      if (blank) {
        paragraphLength = 0
      } else if (paragraphLength > 0 && paragraphLength + length > maxLength) {
        out += `${text.slice(copiedTo, start)}\n` // a blank line ends the paragraph before this line
        copiedTo = start
        paragraphLength = 0
      }
    }
    if (length > maxLength && !blank) {
      let pieceStart = start
      while (end - pieceStart > maxLength) {
        const cut = cutPoint(text, pieceStart, pieceStart + maxLength)
        out += text.slice(copiedTo, cut) + separator
        // the whitespace at a cut is dropped (the separator replaces it)
        copiedTo = pieceStart = cut < text.length && isPyWhitespace(text[cut]!) ? cut + 1 : cut
      }
      paragraphLength = end - pieceStart
    } else if (!blank) {
      paragraphLength += length + 1
    }
    start = end + 1
  }
  return copiedTo === 0 ? text : out + text.slice(copiedTo)
}

/** Whether text[start, end) is only whitespace (a blank line). */
function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isPyWhitespace(text[i]!)) return false
  return true
}

/**
 * Where a piece that may reach `limit` ends: at the last whitespace after `start`, else at `limit`
 * (moved back one when it would split a surrogate pair).
 */
function cutPoint(text: string, start: number, limit: number): number {
  for (let i = limit; i > start; i--) if (isPyWhitespace(text[i]!)) return i
  const code = text.charCodeAt(limit - 1)
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit
}
