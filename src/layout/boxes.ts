/**
 * @module layout/boxes
 * Lines → text boxes: pdfminer.six's `LTLayoutContainer.group_textlines`, ported literally. Each line
 * collects its neighbours (see `findNeighbors`) through a `Plane` over the container's bbox, merging the
 * boxes those neighbours already belong to; boxes are returned in the order of their first line.
 */
import { expandRect, PDFMINER_INF, width, height } from './rect.js'
import { findNeighborPositions } from './lines.js'
import { Plane } from './plane.js'
import type { Rect, TextBox, TextLine } from './types.js'

function newBox(line: TextLine): TextBox {
  return { mode: line.mode, x0: PDFMINER_INF, y0: PDFMINER_INF, x1: -PDFMINER_INF, y1: -PDFMINER_INF, lines: [], index: -1 }
}

/**
 * Groups lines into boxes. `container` is the page (or figure) bbox: lines entirely outside it are never
 * anyone's neighbour, as in pdfminer. `lineMargin` is the share of a line's height searched above and below.
 */
export function groupLinesIntoBoxes(lines: readonly TextLine[], container: Rect, lineMargin: number): TextBox[] {
  const boxes = boxOfEachLine(lines, container, lineMargin)
  const result: TextBox[] = []
  const done = new Set<TextBox>()
  for (let i = 0; i < lines.length; i++) {
    const box = boxes[i]
    if (box === undefined || done.has(box)) continue
    done.add(box)
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
 * Lines are numbered by their index (the plane's insertion position), so the boxes, the members of each box
 * and the lines already taken into a box are arrays and stamps, not maps and sets of lines.
 */
function boxOfEachLine(lines: readonly TextLine[], container: Rect, lineMargin: number): (TextBox | undefined)[] {
  const n = lines.length
  const plane = new Plane<TextLine>(container)
  plane.extend(lines)
  /** boxOf[i]: the box line i was last put in (pdfminer's `boxes` dict), undefined once a later line took it over. */
  const boxOf = new Array<TextBox | undefined>(n).fill(undefined)
  const membersOf = new Map<TextBox, number[]>()
  // seen[k] === i + 1: line k is already a member of line i's box
  const seen = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    const line = lines[i]!
    const members: number[] = [i]
    for (const neighbor of findNeighborPositions(line, plane, lineMargin)) {
      members.push(neighbor)
      const previous = boxOf[neighbor]
      if (previous !== undefined) {
        boxOf[neighbor] = undefined
        for (const k of membersOf.get(previous)!) members.push(k)
      }
    }
    const box = newBox(line)
    const taken: number[] = []
    for (const k of members) {
      if (seen[k] === i + 1) continue
      seen[k] = i + 1
      taken.push(k)
      const member = lines[k]!
      box.lines.push(member)
      expandRect(box, member)
      boxOf[k] = box
    }
    membersOf.set(box, taken)
  }
  return boxOf
}
