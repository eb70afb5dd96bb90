/**
 * @module layout/boxes
 * Lines → text boxes: pdfminer.six's `LTLayoutContainer.group_textlines`, ported literally. Each line
 * collects its neighbours (see `findNeighbors`) through a `Plane` over the container's bbox, merging the
 * boxes those neighbours already belong to; boxes are returned in the order of their first line.
 */
import { expandRect, PDFMINER_INF, width, height } from './rect.js'
import { findNeighborPositions } from './lines.js'
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
  const { boxOf, membersOf } = boxOfEachLine(lines, container, lineMargin)
  const result: TextBox[] = []
  const done = new Uint8Array(lines.length)
  for (let i = 0; i < lines.length; i++) {
    const id = boxOf[i]!
    if (id < 0 || done[id] === 1) continue
    done[id] = 1
    const box = newBox(lines[id]!)
    for (const k of membersOf[id]!) {
      const member = lines[k]!
      box.lines.push(member)
      expandRect(box, member)
    }
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
 * the members of each box and the lines already taken into a box are arrays and stamps, and only the boxes
 * that remain become objects (in `groupLinesIntoBoxes`, their members in the order pdfminer adds them).
 */
function boxOfEachLine(lines: readonly TextLine[], container: Rect, lineMargin: number): { boxOf: Int32Array; membersOf: (number[] | undefined)[] } {
  const n = lines.length
  const plane = filledPlane(container, lines)
  /** boxOf[i]: the box line i was last put in (pdfminer's `boxes` dict), -1 once a later line took it over. */
  const boxOf = new Int32Array(n).fill(-1)
  /** membersOf[b]: the lines of box b (opened by line b) in the order they were added. */
  const membersOf = new Array<number[] | undefined>(n).fill(undefined)
  // seen[k] === i + 1: line k is already a member of line i's box
  const seen = new Int32Array(n)
  const members: number[] = []
  for (let i = 0; i < n; i++) {
    members.length = 0
    members.push(i)
    for (const neighbor of findNeighborPositions(lines[i]!, plane, lineMargin)) {
      members.push(neighbor)
      const previous = boxOf[neighbor]!
      if (previous >= 0) {
        boxOf[neighbor] = -1
        for (const k of membersOf[previous]!) members.push(k)
      }
    }
    const taken: number[] = []
    for (const k of members) {
      if (seen[k] === i + 1) continue
      seen[k] = i + 1
      taken.push(k)
      boxOf[k] = i
    }
    membersOf[i] = taken
  }
  return { boxOf, membersOf }
}
