/**
 * @module layout/boxes
 * Lines → text boxes: pdfminer.six's `LTLayoutContainer.group_textlines`, ported literally. Each line
 * collects its neighbours (see `findNeighbors`) through a `Plane` over the container's bbox, merging the
 * boxes those neighbours already belong to; boxes are returned in the order of their first line.
 */
import { expandRect, PDFMINER_INF, width, height } from './rect.js'
import { findNeighborPositionsInto } from './lines.js'
import { filledPlane } from './filled-plane.js'
import type { Rect, TextBox, TextLine } from './types.js'

function newBox(line: TextLine): TextBox {
  return { mode: line.mode, x0: PDFMINER_INF, y0: PDFMINER_INF, x1: -PDFMINER_INF, y1: -PDFMINER_INF, lines: [], index: -1 }
}

/**
 * Groups lines into boxes. `container` is the page (or figure) bbox: lines entirely outside it are never
 * anyone's neighbour, as in pdfminer. `lineMargin` is the share of a line's height searched above and below.
 */
export function groupLinesIntoBoxes(lines: readonly TextLine[], container: Rect, lineMargin: number): TextBox[] {
  const { boxOf, pool, start, size } = boxOfEachLine(lines, container, lineMargin)
  const result: TextBox[] = []
  const done = new Uint8Array(lines.length)
  for (let i = 0; i < lines.length; i++) {
    const id = boxOf[i]!
    if (id < 0 || done[id] === 1) continue
    done[id] = 1
    const box = newBox(lines[id]!)
    // the members in the order pdfminer adds them, into an array of their number (no growth by push)
    const count = size[id]!
    const members = new Array<TextLine>(count)
    for (let at = start[id]!, m = 0; m < count; m++) {
      const member = lines[pool[at + m]!]!
      members[m] = member
      expandRect(box, member)
    }
    box.lines = members
    if (!(width(box) <= 0 || height(box) <= 0)) result.push(box)
  }
  return result
}

/**
 * The box each line ends up in, by line index (lines of merged boxes share the last one), in a function of its
 * own: V8 compiles a long loop on its own while it runs (on-stack replacement), and when this loop was
 * groupLinesIntoBoxes's first, that code also held the rest of the function, not run yet; it was entered
 * and thrown away at the loop's end ("insufficient type feedback") on page after page, up to 133 times in
 * one pass over DA-619p.pdf, until the whole function was compiled.
 * Lines are numbered by their index (the plane's insertion position), and so are boxes, by the line that
 * opened them (pdfminer makes a box per line, most merged into a later one at once): the box of each line,
 * the members of each box and the lines already taken into a box are typed arrays and stamps, and only the
 * boxes that remain become objects (in `groupLinesIntoBoxes`, their members in the order pdfminer adds them).
 * A box that takes a line of an older box through a neighbour takes all of that box's lines, which is then empty; so
 * the boxes alive at any time normally share no line and their members fit in n slots. (A line that is not its own
 * neighbour — no area — leaves its older box, which keeps it, as pdfminer's dict does.) Each new box's members are
 * written after the last ones in one pool of 2n slots or more (kept from page to page with the other arrays, see `boxScratch`); when fewer than n are left, the live boxes are moved to its
 * front (and the pool grows if they still leave fewer).
 */
function boxOfEachLine(lines: readonly TextLine[], container: Rect, lineMargin: number): BoxMembers {
  const n = lines.length
  const plane = filledPlane(container, lines)
  const scratch = boxScratch(n)
  /** boxOf[i]: the box line i was last put in (pdfminer's `boxes` dict), -1 once a later line took it over. */
  const boxOf = scratch.boxOf.fill(-1, 0, n)
  /** Box b (opened by line b) has the lines pool[start[b] … start[b] + size[b]) in the order they were added; size 0 once taken over. */
  let pool = scratch.pool
  const { start, size, neighbors } = scratch
  let end = 0
  // seen[k] === i + 1: line k is already a member of line i's box (cleared: the array may hold an earlier page's stamps)
  const seen = scratch.seen.fill(0, 0, n)
  for (let i = 0; i < n; i++) {
    if (end + n > pool.length) {
      end = compact(pool, start, size, i)
      if (end + n > pool.length) {
        const larger = new Int32Array(2 * (end + n))
        larger.set(pool.subarray(0, end))
        pool = larger
      }
    }
    const stamp = i + 1
    let at = end
    // pdfminer's uniq(members): each line the first time it comes
    seen[i] = stamp
    pool[at++] = i
    const found = findNeighborPositionsInto(lines[i]!, plane, lineMargin, neighbors)
    for (let q = 0; q < found; q++) {
      const neighbor = neighbors[q]!
      if (seen[neighbor] !== stamp) {
        seen[neighbor] = stamp
        pool[at++] = neighbor
      }
      const previous = boxOf[neighbor]!
      if (previous >= 0) {
        boxOf[neighbor] = -1
        // the older box's lines, all now members: the box is emptied (read again through another of its lines, it adds nothing)
        for (let from = start[previous]!, to = from + size[previous]!; from < to; from++) {
          const k = pool[from]!
          if (seen[k] === stamp) continue
          seen[k] = stamp
          pool[at++] = k
        }
        size[previous] = 0
      }
    }
    for (let m = end; m < at; m++) boxOf[pool[m]!] = i
    start[i] = end
    size[i] = at - end
    end = at
  }
  return { boxOf, pool, start, size }
}

/** The arrays of `boxOfEachLine` for up to `capacity` lines (the pool twice that). */
interface BoxScratch {
  capacity: number
  boxOf: Int32Array
  pool: Int32Array
  start: Int32Array
  size: Int32Array
  seen: Int32Array
  neighbors: Int32Array
}

function newBoxScratch(capacity: number): BoxScratch {
  const ints = (k: number) => new Int32Array(k)
  return {
    capacity,
    boxOf: ints(capacity),
    pool: ints(2 * capacity),
    start: ints(capacity),
    size: ints(capacity),
    seen: ints(capacity),
    neighbors: ints(capacity),
  }
}

/** Most lines of the kept arrays (about 230 KB): a page or figure of more lines gets its own. */
const KEPT_LINES = 8192

/** The arrays of the pages grouped so far, grown as needed up to `KEPT_LINES` (a pool grown past them is not kept). */
let kept: BoxScratch | undefined

function boxScratch(n: number): BoxScratch {
  if (n > KEPT_LINES) return newBoxScratch(n)
  if (kept === undefined || kept.capacity < n) kept = newBoxScratch(Math.min(KEPT_LINES, Math.max(n, 2 * (kept?.capacity ?? 0))))
  return kept
}

interface BoxMembers {
  boxOf: Int32Array
  pool: Int32Array
  start: Int32Array
  size: Int32Array
}

/** Moves the members of boxes 0 … count−1 that are still alive (size > 0) to the front of the pool, in order; returns the new end. */
function compact(pool: Int32Array, start: Int32Array, size: Int32Array, count: number): number {
  let end = 0
  for (let b = 0; b < count; b++) {
    const length = size[b]!
    if (length === 0) continue
    pool.copyWithin(end, start[b]!, start[b]! + length)
    start[b] = end
    end += length
  }
  return end
}
