/**
 * @module layout/order
 * Reading order of text boxes: pdfminer.six's `group_textboxes` (hierarchical agglomeration of the
 * closest pair of boxes/groups, by the empty area of their union, skipping pairs with another object in
 * between until nothing else is left), the sort of each group by `boxesFlow`, and the depth-first index
 * assignment (`IndexAssigner`). With `boxesFlow` null: pdfminer's simple sort by bottom-left corner.
 * The grouping itself lives in group-boxes.ts.
 */
import { groupBoxes } from './group-boxes.js'
import type { Rect, TextBox, TextGroup, TextLine } from './types.js'
import { NEWLINE_ITEM } from './types.js'

type Node = TextBox | TextGroup

function isBox(node: Node): node is TextBox {
  return (node as TextBox).lines !== undefined
}

export { groupBoxes }

/** LTTextLine.analyze: every line ends with a newline annotation. */
function finishLine(line: TextLine): void {
  line.items.push(NEWLINE_ITEM)
}

/** LTTextBox*.analyze: finish the lines, then sort them top-down (horizontal) or right-to-left (vertical); stable. */
export function finishBox(box: TextBox): void {
  const lines = box.lines
  for (const line of lines) finishLine(line)
  const horizontal = box.mode === 'horizontal'
  if (lines.length <= SHORT_BOX && sortShortBox(lines, horizontal)) return
  if (horizontal) lines.sort((p, q) => -p.y1 - -q.y1)
  else lines.sort((p, q) => -p.x1 - -q.x1)
}

/** Most lines of a box sorted in place by `sortShortBox` (Array.prototype.sort copies the array first). */
const SHORT_BOX = 16

/**
 * The stable sort of `finishBox` (by top, highest first; by right edge when vertical) as an insertion sort in place,
 * when every key is finite (the comparator is then consistent and every stable sort agrees); false, untouched, otherwise.
 */
function sortShortBox(lines: TextLine[], horizontal: boolean): boolean {
  for (const line of lines) if (!Number.isFinite(horizontal ? line.y1 : line.x1)) return false
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    const key = horizontal ? line.y1 : line.x1
    let j = i - 1
    // moved up past the lines strictly lower (left): equal keys keep their order
    while (j >= 0 && (horizontal ? lines[j]!.y1 : lines[j]!.x1) < key) {
      lines[j + 1] = lines[j]!
      j--
    }
    lines[j + 1] = line
  }
  return true
}

/** LTTextGroupLRTB/TBRL.analyze: children first, then the `boxesFlow` sort of the children. */
function finishGroup(node: Node, boxesFlow: number): void {
  if (isBox(node)) {
    finishBox(node)
    return
  }
  const children = node.children
  for (const child of children) finishGroup(child, boxesFlow)
  const horizontal = node.mode === 'horizontal'
  if (children.length === 2) {
    // a group of two (every group pdfminer makes): swapped only when the second key is strictly smaller (no key function made)
    if (flowKey(horizontal, boxesFlow, children[1]!) < flowKey(horizontal, boxesFlow, children[0]!)) children.reverse()
    return
  }
  sortByKey(children, (o) => flowKey(horizontal, boxesFlow, o))
}

/** The `boxesFlow` sort key of a group's child: LTTextGroupLRTB's (horizontal) or LTTextGroupTBRL's. */
function flowKey(horizontal: boolean, boxesFlow: number, o: Rect): number {
  return horizontal ? (1 - boxesFlow) * o.x0 - (1 + boxesFlow) * (o.y0 + o.y1) : -(1 + boxesFlow) * (o.x0 + o.x1) - (1 - boxesFlow) * o.y1
}

/** Stable sort by a numeric key computed once per item (Python's `list.sort(key=…)`). */
function sortByKey<T>(items: T[], key: (item: T) => number): void {
  const keyed = items.map((item, i) => ({ item, k: key(item), i }))
  keyed.sort((p, q) => (p.k < q.k ? -1 : p.k > q.k ? 1 : p.i - q.i))
  for (let i = 0; i < keyed.length; i++) items[i] = keyed[i]!.item
}

/**
 * Finishes boxes and returns them in reading order, setting each box's `index` (LTLayoutContainer.analyze
 * after grouping; with `boxesFlow` null the index stays -1, as in pdfminer). Mutates the boxes it is given (they are fresh from `groupLinesIntoBoxes`).
 */
export function orderBoxes(boxes: TextBox[], container: Rect, boxesFlow: number | null): { boxes: TextBox[]; groups: Node[] } {
  if (boxesFlow === null) {
    for (const box of boxes) finishBox(box)
    const keyed = boxes.map((box, i) => ({ box, i }))
    keyed.sort((p, q) => compareSimple(p.box, q.box) || p.i - q.i)
    // pdfminer assigns no index on this path: boxes keep -1.
    return { boxes: keyed.map((k) => k.box), groups: [] }
  }
  const groups = groupBoxes(boxes, container)
  let index = 0
  const assign = (node: Node): void => {
    if (isBox(node)) node.index = index++
    else for (const child of node.children) assign(child)
  }
  for (const group of groups) {
    finishGroup(group, boxesFlow)
    assign(group)
  }
  return { boxes: byIndex(boxes), groups }
}

/**
 * The boxes sorted by `index`, stably. The grouping numbers every box once, 0 … n−1, so each goes straight to
 * its place; otherwise (a box left unnumbered) the stable sort decides.
 */
function byIndex(boxes: readonly TextBox[]): TextBox[] {
  const placed = new Array<TextBox | undefined>(boxes.length).fill(undefined)
  let direct = true
  for (const box of boxes) {
    const at = box.index
    if (!(at >= 0 && at < boxes.length && Number.isInteger(at)) || placed[at] !== undefined) {
      direct = false
      break
    }
    placed[at] = box
  }
  if (direct) return placed as TextBox[]
  const ordered = boxes.map((box, i) => ({ box, i }))
  ordered.sort((p, q) => p.box.index - q.box.index || p.i - q.i)
  return ordered.map((k) => k.box)
}

/** pdfminer's `getkey` without boxes_flow: vertical boxes first (right to left), then horizontal ones by bottom, left. */
function compareSimple(p: TextBox, q: TextBox): number {
  const kp = p.mode === 'vertical' ? [0, -p.x1, -p.y0] : [1, -p.y0, p.x0]
  const kq = q.mode === 'vertical' ? [0, -q.x1, -q.y0] : [1, -q.y0, q.x0]
  for (let i = 0; i < 3; i++) if (kp[i]! !== kq[i]!) return kp[i]! < kq[i]! ? -1 : 1
  return 0
}
