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
import { orderBoxColumns } from './order-box-columns.js'
import type { OrderBoxColumns } from './order-box-columns.js'
import { sideHeadPartners } from './side-head-partners.js'
import { lineHeight } from './page-bands.js'
import type { OrderBox } from './page-bands.js'

const SHORT_LINES = 3.5

/**
 * The boxes reading order should use: side heads widened to the right edge of their body; others as given
 * (the same objects). `line` is `lineHeight(boxes)` and `cols` the boxes' coordinates, passed by a caller that has them already.
 */
export function withSideHeadsWidened(
  boxes: readonly OrderBox[],
  inBody: (i: number) => boolean,
  line = lineHeight(boxes),
  cols: OrderBoxColumns = orderBoxColumns(boxes),
): OrderBox[] {
  const n = boxes.length
  const tolerance = line / 3
  // plain loops over flags computed once: every pair of blocks is looked at, on every page
  const body = new Uint8Array(n)
  for (let i = 0; i < n; i++) body[i] = inBody(i) ? 1 : 0
  const { x1, y1, x2, y2 } = cols
  const partner = sideHeadPartners(cols, body, tolerance)
  const margins = new Uint8Array(n)
  let anyMargin = false
  for (let i = 0; i < n; i++) {
    // a flag written for every block: written only for a head, it was a store the compiled function first ran on
    // the first page with a side head, and it was thrown away there
    const head = partner[i] !== -1 && isMarginHead(cols, i, body, partner, line)
    margins[i] = head ? 1 : 0
    anyMargin ||= head
  }
  const widened = boxes.slice()
  if (!anyMargin) return widened
  for (let i = 0; i < n; i++) {
    if (margins[i] === 0) continue
    const hx2 = x2[i]!
    const hy1 = y1[i]!
    // level with its partner's top at least (tops a rounding apart must not put the body first)
    const p = partner[i]!
    // the body's right edge: the widest reach of the blocks to the right of the head, level with it or below
    let right = x2[p]!
    for (let k = 0; k < n; k++) if (k !== i && body[k] === 1 && x1[k]! >= hx2 && y2[k]! > hy1) right = Math.max(right, x2[k]!)
    widened[i] = { x1: x1[i]!, y1: Math.min(hy1, y1[p]!), x2: right, y2: y2[i]! }
  }
  return widened
}

/** Conditions (2) and (3) for block `i`, which has a partner: nothing of the body left of it on its lines, and its margin holds only heads and short blocks. */
function isMarginHead(cols: OrderBoxColumns, i: number, body: Uint8Array, partner: Int32Array, line: number): boolean {
  const { x1, y1, x2, y2 } = cols
  const n = x1.length
  const hx1 = x1[i]!
  const hy1 = y1[i]!
  const hx2 = x2[i]!
  const hy2 = y2[i]!
  // the margin is the page's left column: nothing of the body stands left of a head on its lines
  for (let k = 0; k < n; k++) if (body[k] === 1 && x2[k]! <= hx1 && y1[k]! < hy2 && hy1 < y2[k]!) return false
  for (let k = 0; k < n; k++) {
    if (k === i || body[k] === 0 || partner[k] !== -1) continue
    if (x1[k]! < hx2 && hx1 < x2[k]! && !(y2[k]! - y1[k]! <= SHORT_LINES * line)) return false
  }
  return true
}
