/**
 * @module elements/split-at-sentence-ends
 * `text.split(/(?<=[.!?。！？])\s+|\n+/u)` — pieces of a text cut at the white space after a sentence end
 * and at line breaks — without the lookbehind: a regular expression without one finds each cut's start (a
 * sentence end before white space, or a line feed), and the white space (line feeds) of the cut is skipped
 * by character codes. A document's whole text (1.8 million characters on a 619-page one) goes through here
 * for language detection; the search runs in the engine's regular-expression code instead of a loop over
 * every character.
 */
import { isJsSpaceCode } from '../whitespace.js'

/** A sentence end (. ! ? and their ideographic/full-width forms 。！？) before white space, or a line feed. */
const CUT_START = /[.!?\u3002\uff01\uff1f](?=\s)|\n/g

const LINE_FEED = 0x0a

/** The pieces of `text` between its cuts (empty pieces included, as `split` gives them). */
export function splitAtSentenceEnds(text: string): string[] {
  const pieces: string[] = []
  let start = 0
  CUT_START.lastIndex = 0
  for (let match = CUT_START.exec(text); match !== null; match = CUT_START.exec(text)) {
    let at: number
    let end: number
    if (text.charCodeAt(match.index) !== LINE_FEED) {
      // the white space after a sentence end, all of it (line feeds included)
      at = match.index + 1
      end = at + 1
      while (end < text.length && isJsSpaceCode(text.charCodeAt(end))) end++
    } else {
      at = match.index
      end = at + 1
      while (end < text.length && text.charCodeAt(end) === LINE_FEED) end++
    }
    pieces.push(text.slice(start, at))
    start = end
    CUT_START.lastIndex = end
  }
  pieces.push(text.slice(start))
  return pieces
}
