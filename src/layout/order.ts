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
  for (const line of box.lines) finishLine(line)
  if (box.mode === 'horizontal') box.lines.sort((p, q) => -p.y1 - -q.y1)
  else box.lines.sort((p, q) => -p.x1 - -q.x1)
}

/** LTTextGroupLRTB/TBRL.analyze: children first, then the `boxesFlow` sort of the children. */
function finishGroup(node: Node, boxesFlow: number): void {
  if (isBox(node)) {
    finishBox(node)
    return
  }
  for (const child of node.children) finishGroup(child, boxesFlow)
  const key =
    node.mode === 'horizontal'
      ? (o: Rect) => (1 - boxesFlow) * o.x0 - (1 + boxesFlow) * (o.y0 + o.y1)
      : (o: Rect) => -(1 + boxesFlow) * (o.x0 + o.x1) - (1 - boxesFlow) * o.y1
  sortByKey(node.children, key)
}

/** Stable sort by a numeric key computed once per item (Python's `list.sort(key=…)`). */
function sortByKey<T>(items: T[], key: (item: T) => number): void {
  if (items.length === 2) {
    // a group of two (every group pdfminer makes): swapped only when the second key is strictly smaller
    if (key(items[1]!) < key(items[0]!)) items.reverse()
    return
  }
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
