/**
 * @module layout/side-heads
 * Side heads: a manual's section numbers and titles set in a narrow left margin, each level with the
 * first line of its section's body in the wide column to its right (IRS manuals, many reference books).
 * Read as columns, every side head of the page came first and then the whole body; a person reads each
 * head, then its section. Here a side head's box is widened across its body, so reading order treats it
 * as a heading of the body column: after the body above it, before the body below it.
 * A block is a side head when (1) a block at least twice as wide starts to its right at the same height
 * (within a third of a line), (2) nothing stands left of it on its lines (the margin is the page's left
 * column: a form's value beside its label is no head), and (3) every other body block in its margin is a
 * side head too or is short (at most 3.5 lines: a footer, a stacked label) — a narrow column of running
 * text is not a margin of heads, and two equal columns that start at the same height fail (1).
 */
import { lineHeight } from './page-bands.js'
import type { OrderBox } from './page-bands.js'

const SHORT_LINES = 3.5

/** The boxes reading order should use: side heads widened to the right edge of their body; others as given. */
export function withSideHeadsWidened(boxes: readonly OrderBox[], inBody: (i: number) => boolean): OrderBox[] {
  const line = lineHeight(boxes)
  const tolerance = line / 3
  const width = (b: OrderBox): number => b.x2 - b.x1
  const partner = new Int32Array(boxes.length).fill(-1)
  boxes.forEach((h, i) => {
    if (!inBody(i)) return
    let best = -1
    boxes.forEach((p, j) => {
      if (j === i || !inBody(j) || p.x1 < h.x2 || Math.abs(p.y1 - h.y1) > tolerance || width(p) < 2 * width(h)) return
      if (best === -1 || p.x1 < boxes[best]!.x1) best = j
    })
    partner[i] = best
  })
  const margins = boxes.map((h, i) => {
    if (partner[i] === -1) return false
    // the margin is the page's left column: nothing of the body stands left of a head on its lines
    if (boxes.some((c, k) => inBody(k) && c.x2 <= h.x1 && c.y1 < h.y2 && h.y1 < c.y2)) return false
    return boxes.every((c, k) => k === i || !inBody(k) || partner[k] !== -1 || !(c.x1 < h.x2 && h.x1 < c.x2) || c.y2 - c.y1 <= SHORT_LINES * line)
  })
  if (!margins.some(Boolean)) return [...boxes]
  return boxes.map((b, i) => {
    if (!margins[i]) return b
    // the body's right edge: the widest reach of the blocks to the right of the head, level with it or below
    const body = boxes.filter((c, k) => k !== i && inBody(k) && c.x1 >= b.x2 && c.y2 > b.y1)
    // level with its partner's top at least (tops a rounding apart must not put the body first)
    const p = boxes[partner[i]!]!
    return { x1: b.x1, y1: Math.min(b.y1, p.y1), x2: Math.max(p.x2, ...body.map((c) => c.x2)), y2: b.y2 }
  })
}
