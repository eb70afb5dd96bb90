/**
 * @module layout/page-bands
 * A page's head and foot bands: the row of blocks at the very top (bottom) of the page that stands
 * apart from the body. Reading order puts them first (last).
 */

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
  const heights = boxes.map((b) => b.y2 - b.y1).sort((p, q) => p - q)
  return heights[Math.floor((heights.length - 1) / 4)] ?? 0
}

export const HEAD_BAND = 0
export const BODY = 1
export const FOOT_BAND = 2

/** Most blocks a band holds: a running header or footer has a few parts, figure labels have many. */
const MAX_BAND_BLOCKS = 4

/**
 * For each block, `HEAD_BAND`, `BODY` or `FOOT_BAND`. The head band is the first row of blocks (those
 * overlapping the top block's height, at most four) when a gap of a line and a half or more separates
 * it from everything below (see `lineHeight`). A running header
 * ("page 194 … 2.3 IDRS Terminal Responses") is then read first even when its right part stands above a
 * column read after the left one. The foot band is the same at the bottom (page number, footer).
 * Headings at the top of two columns are no band: the paragraphs under them follow within a line or so.
 */
export function pageBands(boxes: readonly OrderBox[]): Uint8Array {
  const band = new Uint8Array(boxes.length).fill(BODY)
  if (boxes.length < 2) return band
  const gap = 1.5 * lineHeight(boxes)
  const indices = boxes.map((_, i) => i)
  // From the top: y grows inwards. From the bottom: flip the sign of y, so the same walk applies.
  const walk = (sign: 1 | -1, value: number): void => {
    const outer = (b: OrderBox): number => (sign === 1 ? b.y1 : -b.y2)
    const inner = (b: OrderBox): number => (sign === 1 ? b.y2 : -b.y1)
    const order = [...indices].sort((p, q) => outer(boxes[p]!) - outer(boxes[q]!))
    let reach = inner(boxes[order[0]!]!)
    let count = 1
    while (count < order.length && outer(boxes[order[count]!]!) < reach) reach = Math.max(reach, inner(boxes[order[count++]!]!))
    if (count > MAX_BAND_BLOCKS || count === order.length) return
    if (outer(boxes[order[count]!]!) - reach < gap) return
    for (let k = 0; k < count; k++) band[order[k]!] = value
  }
  walk(1, HEAD_BAND)
  walk(-1, FOOT_BAND)
  return band
}
