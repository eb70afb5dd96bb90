/**
 * @module layout/reading-order
 * The order a person reads a page's text blocks in, after Breuel's rules ("High performance document
 * layout analysis", 2003, §5, as OCRopus implements them): block `a` comes before block `b` when
 *  1. their x-ranges overlap and `a` starts above `b` (one column, top to bottom), or
 *  2. `a` lies entirely left of `b` and no block `c` *separates* them: `c` lies vertically within the span
 *     of `a` and `b` and reaches horizontally across the gap from `a` to `b` (a full-width heading, figure
 *     or rule of text between two stretches of columns).
 * The blocks are then sorted topologically; among the blocks free to come next, the one that starts
 * highest (then leftmost) goes first, so independent blocks keep the page's top-down order.
 * Why not upstream's xy-cut: xy-cut splits a page into rows wherever *every* column has a gap at the same
 * height, so two columns whose paragraph gaps line up are read stripe by stripe (left, right, left, right),
 * and one block that spans both columns stops it from finding them at all. Rule 2 reads each column to its
 * end before the next, and a spanning block ends the columns above it.
 * Three exceptions: blocks on different rows of a grid (see `gridsOf`) are read row by row, a head or
 * foot band of the page (see ./page-bands.ts; blocks typed Footer join the foot band) comes first or last, and a side head in a margin column
 * (./side-heads.ts) is read as a heading of the body beside it.
 * Blocks are in a top-left origin, y down. Cost: O(n²) pairs, each separator test over the blocks wide
 * enough to bridge the gap only.
 */

import { BODY, FOOT_BAND, lineHeight, pageBands } from './page-bands.js'
import { withSideHeadsWidened } from './side-heads.js'
import { blocksByTop, orderBoxColumns } from './order-box-columns.js'
import { orderByKey } from './order-by-key.js'
import type { OrderBoxColumns } from './order-box-columns.js'
import type { OrderBox } from './page-bands.js'

export type { OrderBox }

/** Page furniture as the elements are typed: a Footer is read with the foot band (a Header is not: upstream types
 * any text in the top 7 % of the page a Header, the first line of a column too, which must stay in its column). */
export type Furniture = 'Header' | 'Footer' | undefined

/** Indices of `boxes` in reading order; `furniture[i]` 'Footer' puts block i in the page's foot band. */
export function readingOrder(given: readonly OrderBox[], furniture?: readonly Furniture[]): number[] {
  const n = given.length
  // two tests made on every page (a test inside the branch would first run on the first one-block page)
  if (n === 0) return []
  if (n === 1) return [0]
  // one line height for the bands, the side heads and (when no head was widened) the row mates
  const line = lineHeight(given)
  // the blocks' order by top, sorted once: the head band, the side heads and (no head widened) the row mates walk it
  const givenCols = orderBoxColumns(given)
  const band = pageBands(given, line, blocksByTop(givenCols))
  // every block's band written back, a footer's as the foot band: a store in a branch would be code the compiled
  // function has never run until the first page with a Footer, which threw it away there
  if (furniture !== undefined) for (let i = 0; i < n; i++) band[i] = furniture[i] === 'Footer' ? FOOT_BAND : band[i]!
  const boxes = withSideHeadsWidened(given, (i) => band[i] === BODY, line, givenCols)
  const widened = boxes.some((b, i) => b !== given[i])
  const cols = widened ? orderBoxColumns(boxes) : givenCols
  const { x1: X1, y1: Y1, x2: X2, y2: Y2 } = cols
  // after[i * n + j] = 1: block j must come after block i; indegree[j]: blocks that must come before j
  const after = edgeMatrix(n)
  const indegree = new Uint32Array(n)
  const byWidth = separatorsOf(cols)
  const grid = gridsOf(cols, rowMates(cols, widened ? lineHeight(boxes) : line))
  // Each pair once: every rule decides both directions from the same facts (rule 2 tests each side's gap).
  // The coordinates come from typed arrays, block i's in locals: this runs on every pair of blocks of every page.
  for (let i = 0; i < n; i++) {
    const ax1 = X1[i]!
    const ay1 = Y1[i]!
    const ax2 = X2[i]!
    const ay2 = Y2[i]!
    const bandI = band[i]!
    const gridI = grid[i]!
    for (let j = i + 1; j < n; j++) {
      const bx1 = X1[j]!
      const by1 = Y1[j]!
      const bx2 = X2[j]!
      const by2 = Y2[j]!
      let iFirst = false
      let jFirst = false
      if (bandI !== band[j]) {
        if (bandI < band[j]!) iFirst = true
        else jFirst = true
      } else if (ax1 < bx2 && bx1 < ax2) {
        // overlapping in x: the one that starts above (equal tops: the left one, then the lower index, i) comes first
        if (ay1 < by1 || (ay1 === by1 && ax1 <= bx1)) iFirst = true
        else jFirst = true
      } else if (gridI === grid[j] && gridI !== -1 && !(ay1 < by2 && by1 < ay2)) {
        if (ay1 < by1) iFirst = true
        else if (by1 < ay1) jFirst = true
      } else {
        const top = Math.min(ay1, by1)
        const bottom = Math.max(ay2, by2)
        if (ax2 <= bx1 && !separated(ax2, bx1, top, bottom, i, j, byWidth)) iFirst = true
        if (bx2 <= ax1 && !separated(bx2, ax1, top, bottom, j, i, byWidth)) jFirst = true
      }
      if (iFirst) {
        after[i * n + j] = 1
        indegree[j]!++
      }
      if (jFirst) {
        after[j * n + i] = 1
        indegree[i]!++
      }
    }
  }
  return topologicalOrder(Y1, X1, after, indegree)
}

/** A page's matrix above this size (more than 1,024 blocks) is its own, so a huge page's n² bytes are not held after it. */
const KEPT_EDGE_BYTES = 1 << 20
/**
 * The edge matrix kept between pages: no fresh buffer per page. Made at its full size at once (untouched pages of
 * it cost no memory): grown from small, it grew on the first page with more blocks than any before, a branch the
 * compiled readingOrder (which holds this function) had never run and was thrown away for.
 */
const edges = new Uint8Array(KEPT_EDGE_BYTES)

/** A cleared n × n edge matrix, valid until the next call (readingOrder runs to its end before another starts). */
function edgeMatrix(n: number): Uint8Array {
  const size = n * n
  if (size > KEPT_EDGE_BYTES) return new Uint8Array(size)
  edges.fill(0, 0, size)
  return edges
}

/**
 * For each block, the blocks beside it on the same row: short blocks (at most three lines) whose tops
 * and bottoms are at the same height within a third of a line — table cells, a number and its entry in a
 * list or a table of contents, a label and its value. A line is `lineHeight` (./page-bands.ts); taller
 * blocks are paragraphs, which are never row mates, however close their tops are.
 */
function rowMates(cols: OrderBoxColumns, line: number): RowMates {
  const { x1, y1, x2, y2 } = cols
  const n = y1.length
  // the pairs in the order found, then each block's mates in that order: block i's are list[start[i], start[i + 1])
  const pairs: number[] = []
  const tolerance = line / 3
  const shortest = 3.5 * line
  const byTop = blocksByTop(cols)
  for (let k = 0; k < n; k++) {
    const a = byTop[k]!
    if (!(y2[a]! - y1[a]! <= shortest)) continue
    for (let m = k + 1; m < n; m++) {
      const b = byTop[m]!
      if (y1[b]! - y1[a]! > tolerance) break
      // short, apart in x, bottoms level
      if (!(y2[b]! - y1[b]! <= shortest) || (x1[a]! < x2[b]! && x1[b]! < x2[a]!) || Math.abs(y2[a]! - y2[b]!) > tolerance) continue
      pairs.push(a, b)
    }
  }
  const start = new Int32Array(n + 1)
  for (let p = 0; p < pairs.length; p++) start[pairs[p]! + 1]!++
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!
  const next = start.slice(0, n)
  const list = new Int32Array(pairs.length)
  for (let p = 0; p < pairs.length; p += 2) {
    const a = pairs[p]!
    const b = pairs[p + 1]!
    list[next[a]!++] = b
    list[next[b]!++] = a
  }
  return { start, list }
}

/** Each block's row mates: block i's are `list[start[i], start[i + 1])`, in the order they were found. */
interface RowMates {
  start: Int32Array
  list: Int32Array
}

/** Fewest consecutive rows that make a grid: two lines of two columns can line up by chance. */
const GRID_MIN_ROWS = 3

/**
 * For each block, the grid it belongs to, or -1. A row is a block with its row mates (two or more
 * blocks); a grid is a run of at least three rows, one under the other, with no block between two of
 * them that has no row mate (a paragraph, a heading of one column) — a table, a numbered list, a table
 * of contents, a form's labels and values. Inside a grid the page is read row by row, not column by
 * column. Two columns of running text whose headings or single lines happen to line up do not make
 * one: the paragraphs between those lines have no row mates.
 */
function gridsOf(cols: OrderBoxColumns, mates: RowMates): Int32Array {
  const { y1, y2 } = cols
  const { start, list } = mates
  const n = y1.length
  const rowOf = new Int32Array(n).fill(-1)
  const rows: Row[] = []
  for (let i = 0; i < n; i++) {
    if (rowOf[i] !== -1 || start[i] === start[i + 1]) continue
    const members = [i]
    rowOf[i] = rows.length
    for (let k = 0; k < members.length; k++) {
      const member = members[k]!
      for (let at = start[member]!, end = start[member + 1]!; at < end; at++) {
        const m = list[at]!
        if (rowOf[m] !== -1) continue
        rowOf[m] = rows.length
        members.push(m)
      }
    }
    // Math.min / Math.max over the members, as the spread call gives (NaN and signed zeros included)
    let top = Infinity
    let bottom = -Infinity
    for (const m of members) {
      top = Math.min(top, y1[m]!)
      bottom = Math.max(bottom, y2[m]!)
    }
    rows.push({ members, y1: top, y2: bottom })
  }
  if (rows.length === 0) return new Int32Array(n).fill(-1)
  rows.sort((p, q) => p.y1 - q.y1)
  const loners: number[] = []
  for (let i = 0; i < n; i++) if (start[i] === start[i + 1]) loners.push(i)
  const gridOf = new Int32Array(n).fill(-1)
  let grids = 0
  let run: Row[] = []
  const close = (): void => {
    if (run.length >= GRID_MIN_ROWS) {
      for (const row of run) for (const m of row.members) gridOf[m] = grids
      grids++
    }
    run = []
  }
  for (const row of rows) {
    const previous = run[run.length - 1]
    if (previous !== undefined && (row.y1 < previous.y2 || interrupted(cols, loners, previous, row))) close()
    run.push(row)
  }
  close()
  return gridOf
}

interface Row {
  members: number[]
  y1: number
  y2: number
}

/** A block without row mate stands between two rows, under either's blocks. */
function interrupted(cols: OrderBoxColumns, loners: readonly number[], upper: Row, lower: Row): boolean {
  const { x1, y1, x2, y2 } = cols
  for (const k of loners) {
    if (!(y1[k]! >= upper.y2 && y2[k]! <= lower.y1)) continue
    const cx1 = x1[k]!
    const cx2 = x2[k]!
    for (const members of [upper.members, lower.members]) for (const b of members) if (x1[b]! < cx2 && cx1 < x2[b]!) return true
  }
  return false
}

/** The blocks by width, widest first (a separator must be at least as wide as the gap it bridges), as columns. */
interface Separators {
  index: Int32Array
  width: Float64Array
  x1: Float64Array
  y1: Float64Array
  x2: Float64Array
  y2: Float64Array
}

function separatorsOf(cols: OrderBoxColumns): Separators {
  const { x1, y1, x2, y2 } = cols
  const n = x1.length
  const widths = new Float64Array(n)
  for (let i = 0; i < n; i++) widths[i] = x2[i]! - x1[i]!
  const order = orderByKey(widths, true)
  const s: Separators = {
    index: order,
    width: new Float64Array(n),
    x1: new Float64Array(n),
    y1: new Float64Array(n),
    x2: new Float64Array(n),
    y2: new Float64Array(n),
  }
  for (let k = 0; k < n; k++) {
    const i = order[k]!
    s.width[k] = widths[i]!
    s.x1[k] = x1[i]!
    s.y1[k] = y1[i]!
    s.x2[k] = x2[i]!
    s.y2[k] = y2[i]!
  }
  return s
}

/**
 * Some block other than i and j lies vertically within [top, bottom] (their span) and reaches across the gap
 * from `leftEnd` (the right edge of i, the left block) to `rightStart` (the left edge of j).
 */
function separated(leftEnd: number, rightStart: number, top: number, bottom: number, i: number, j: number, s: Separators): boolean {
  const gap = rightStart - leftEnd
  const n = s.index.length
  const { width, x1, y1, x2, y2, index } = s
  for (let k = 0; k < n; k++) {
    if (width[k]! < gap) return false
    if (y1[k]! < top || y2[k]! > bottom) continue
    if (x1[k]! < leftEnd && x2[k]! > rightStart) {
      const c = index[k]!
      if (c !== i && c !== j) return true
    }
  }
  return false
}

/**
 * Kahn's algorithm, taking among the free blocks the one that starts highest, then leftmost. A cycle
 * cannot arise from the rules above (rule 1 is a strict order on tops, rule 2 on x), but should one
 * blocks remain, they follow in top-left order rather than being lost.
 */
function topologicalOrder(y1: Float64Array, x1: Float64Array, after: Uint8Array, indegree: Uint32Array): number[] {
  const n = y1.length
  const free: number[] = []
  for (let i = 0; i < n; i++) if (indegree[i] === 0) free.push(i)
  const out: number[] = []
  const placed = new Uint8Array(n)
  const first = (p: number, q: number): number => y1[p]! - y1[q]! || x1[p]! - x1[q]! || p - q
  while (free.length > 0) {
    let best = 0
    for (let k = 1; k < free.length; k++) if (first(free[k]!, free[best]!) < 0) best = k
    const next = free[best]!
    free[best] = free[free.length - 1]!
    free.pop()
    out.push(next)
    placed[next] = 1
    const row = next * n
    for (let j = 0; j < n; j++) if (after[row + j] === 1 && --indegree[j]! === 0) free.push(j)
  }
  if (out.length < n) {
    const rest: number[] = []
    for (let i = 0; i < n; i++) if (placed[i] === 0) rest.push(i)
    out.push(...rest.sort(first))
  }
  return out
}
