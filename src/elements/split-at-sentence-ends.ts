/**
 * @module elements/split-at-sentence-ends
 * `text.split(/(?<=[.!?。！？])\s+|\n+/u)` — pieces of a text cut at the white space after a sentence end
 * and at line breaks — in one pass over character codes instead of a regular expression with a lookbehind.
 */
import { isJsSpaceCode } from '../whitespace.js'

/** . ! ? and their ideographic/full-width forms 。！？ */
function endsSentence(unit: number): boolean {
  return unit === 0x2e || unit === 0x21 || unit === 0x3f || unit === 0x3002 || unit === 0xff01 || unit === 0xff1f
}

const LINE_FEED = 0x0a

/** The pieces of `text` between its cuts (empty pieces included, as `split` gives them). */
export function splitAtSentenceEnds(text: string): string[] {
  const pieces: string[] = []
  let start = 0
  let i = 0
  while (i < text.length) {
    const unit = text.charCodeAt(i)
    if (unit > 0x20 && unit < 0xa0) {
      i++ // neither white space nor a line break: most characters
      continue
    }
    let end = i
    if (i > 0 && isJsSpaceCode(unit) && endsSentence(text.charCodeAt(i - 1))) {
      do end++
      while (end < text.length && isJsSpaceCode(text.charCodeAt(end)))
    } else if (unit === LINE_FEED) {
      do end++
      while (end < text.length && text.charCodeAt(end) === LINE_FEED)
    }
    if (end === i) {
      i++
      continue
    }
    pieces.push(text.slice(start, i))
    start = i = end
  }
  pieces.push(text.slice(start))
  return pieces
}
