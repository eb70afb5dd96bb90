/**
 * @module layout/page-bands
 * A page's head and foot bands: the row of blocks at the very top (bottom) of the page that stands
 * apart from the body. Reading order puts them first (last).
 */
import { orderByKey } from './order-by-key.js'

/** A block's box: left, top, right, bottom, y down. */
export interface OrderBox {
  x1: number
  y1: number
  x2: number
  y2: number
}

/**
 * The height of a line of text on the page: the lower-quartile block height (most pages have many
 * one-line blocks — headings, list items, labels — so this is one line, whatever the paragraphs hold).
 */
export function lineHeight(boxes: readonly OrderBox[]): number {
  const n = boxes.length
  if (n === 0) return 0
  const heights = new Float64Array(n)
  for (let i = 0; i < n; i++) heights[i] = boxes[i]!.y2 - boxes[i]!.y1
  // a typed array sorts numbers without a comparator call; it orders -0 before 0 (the same line height in every
  // use) and NaN last, where the comparator sort does not: a page with a NaN height takes that sort
  if (hasNaN(heights)) return Array.from(heights).sort((p, q) => p - q)[Math.floor((n - 1) / 4)]!
  return heights.sort()[Math.floor((n - 1) / 4)]!
}

function hasNaN(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (Number.isNaN(values[i]!)) return true
  return false
}

export const HEAD_BAND = 0
export const BODY = 1
export const FOOT_BAND = 2

/** Height in lines of the tallest block a band may hold (a stacked running head or footer, not a paragraph or a picture). */
const SHORT_LINES = 3.5

/** Most blocks a band holds: a running header or footer has a few parts, figure labels have many. */
const MAX_BAND_BLOCKS = 4

/**
 * For each block, `HEAD_BAND`, `BODY` or `FOOT_BAND`. The head band is the first row of blocks (those
 * overlapping the top block's height, at most four, none taller than 3.5 lines) when a gap of a line and
 * a half or more separates it from everything below (see `lineHeight`). A photo beside the first
 * paragraphs of a column is no head band: that band would read the other column's top first. A running header
 * ("page 194 … 2.3 IDRS Terminal Responses") is then read first even when its right part stands above a
 * column read after the left one. The foot band is the same at the bottom (page number, footer).
 * A second row (third…) joins a band when the band still has at most four blocks, the row holds no
 * paragraph (blocks of at most 3.5 lines) and it stands at least twice as far from the body as from the
 * band: a page number and copyright line under a short right column,
 * with a tiny producer line at the very bottom edge, are all foot band, read after both columns.
 * Headings at the top of two columns are no band: the paragraphs under them follow within a line or so.
 * `line` is `lineHeight(boxes)` and `byTop` the blocks ordered by top (`orderByKey` of their tops), passed by a caller
 * that has them already.
 */
export function pageBands(boxes: readonly OrderBox[], line = lineHeight(boxes), byTop?: Int32Array): Uint8Array {
  const band = new Uint8Array(boxes.length).fill(BODY)
  if (boxes.length < 2) return band
  const gap = 1.5 * line
  const n = boxes.length
  const outer = new Float64Array(n)
  const inner = new Float64Array(n)
  const tall = new Uint8Array(n)
  for (let i = 0; i < n; i++) tall[i] = boxes[i]!.y2 - boxes[i]!.y1 > SHORT_LINES * line ? 1 : 0
  // From the top: y grows inwards. From the bottom: flip the sign of y, so the same walk applies.
  const walk = (sign: 1 | -1, value: number): void => {
    for (let i = 0; i < n; i++) {
      const b = boxes[i]!
      outer[i] = sign === 1 ? b.y1 : -b.y2
      inner[i] = sign === 1 ? b.y2 : -b.y1
    }
    const order = sign === 1 && byTop !== undefined ? byTop : orderByKey(outer)
    let taken = 0
    let bandReach = -Infinity
    // one row at a time: the blocks overlapping the outermost one's height, chained
    while (taken < n) {
      let reach = inner[order[taken]!]!
      let count = taken + 1
      while (count < n && outer[order[count]!]! < reach) reach = Math.max(reach, inner[order[count++]!]!)
      if (count > MAX_BAND_BLOCKS || count === n) break
      // the foot band never takes a block of the head band
      let inBand = false
      for (let k = taken; k < count; k++) if (band[order[k]!] !== BODY) inBand = true
      if (inBand) break
      const gapAfter = outer[order[count]!]! - reach
      if (gapAfter < gap) break
      // a band holds short blocks (no paragraph, no picture); a further row joins it only when it stands
      // at least twice as far from the body as from the band
      let anyTall = false
      for (let k = taken; k < count; k++) if (tall[order[k]!] === 1) anyTall = true
      if (anyTall) break
      if (taken > 0 && gapAfter < 2 * (outer[order[taken]!]! - bandReach)) break
      for (let k = taken; k < count; k++) band[order[k]!] = value
      taken = count
      bandReach = reach
    }
  }
  walk(1, HEAD_BAND)
  walk(-1, FOOT_BAND)
  return band
}
