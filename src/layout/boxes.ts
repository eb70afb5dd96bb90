/**
 * @module layout/boxes
 * Lines → text boxes: pdfminer.six's `LTLayoutContainer.group_textlines`, ported literally. Each line
 * collects its neighbours (see `findNeighbors`) through a `Plane` over the container's bbox, merging the
 * boxes those neighbours already belong to; boxes are returned in the order of their first line.
 */
import { expandRect, PDFMINER_INF, width, height } from './rect.js'
import { findNeighbors } from './lines.js'
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
  for (const line of lines) {
    const box = boxes.get(line)
    if (box === undefined || done.has(box)) continue
    done.add(box)
    if (!(width(box) <= 0 || height(box) <= 0)) result.push(box)
  }
  return result
}

/**
 * The box each line ends up in (lines of merged boxes share the last one), in a function of its own: V8
 * compiles a long loop on its own while it runs (on-stack replacement), and when this loop was
 * groupLinesIntoBoxes's first, that code also held the rest of the function, not run yet; it was entered
 * and thrown away at the loop's end ("insufficient type feedback") on page after page, up to 133 times in
 * one pass over DA-619p.pdf, until the whole function was compiled.
 */
function boxOfEachLine(lines: readonly TextLine[], container: Rect, lineMargin: number): Map<TextLine, TextBox> {
  const plane = new Plane<TextLine>(container)
  plane.extend(lines)
  const boxes = new Map<TextLine, TextBox>()
  // one set for every line's members, cleared per line
  const seen = new Set<TextLine>()
  for (const line of lines) {
    const members: TextLine[] = [line]
    for (const neighbor of findNeighbors(line, plane, lineMargin)) {
      members.push(neighbor)
      const previous = boxes.get(neighbor)
      if (previous !== undefined) {
        boxes.delete(neighbor)
        members.push(...previous.lines)
      }
    }
    const box = newBox(line)
    seen.clear()
    for (const member of members) {
      if (seen.has(member)) continue
      seen.add(member)
      box.lines.push(member)
      expandRect(box, member)
      boxes.set(member, box)
    }
  }
  return boxes
}
