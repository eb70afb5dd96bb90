/**
 * @module layout/order
 * Reading order of text boxes: pdfminer.six's `group_textboxes` (hierarchical agglomeration of the
 * closest pair of boxes/groups, by the empty area of their union, skipping pairs with another object in
 * between until nothing else is left), the sort of each group by `boxesFlow`, and the depth-first index
 * assignment (`IndexAssigner`). With `boxesFlow` null: pdfminer's simple sort by bottom-left corner.
 */
import { MinHeap } from './min-heap.js'
import { Plane } from './plane.js'
import { expandRect, PDFMINER_INF, width, height } from './rect.js'
import type { Rect, TextBox, TextGroup, TextLine } from './types.js'
import { NEWLINE_ANNO } from './types.js'

type Node = TextBox | TextGroup

function isBox(node: Node): node is TextBox {
  return (node as TextBox).lines !== undefined
}

/**
 * One heap entry: pdfminer's `(skip_isany, dist, id(obj1), id(obj2), obj1, obj2)`. Python's `id()` is a
 * memory address; we use creation order instead (boxes in list order, then groups), which only matters
 * for exact distance ties.
 */
interface Pair {
  skip: boolean
  d: number
  id1: number
  id2: number
  a: Node
  b: Node
}

function lessPair(p: Pair, q: Pair): boolean {
  if (p.skip !== q.skip) return !p.skip
  if (p.d !== q.d) return p.d < q.d
  if (p.id1 !== q.id1) return p.id1 < q.id1
  return p.id2 < q.id2
}

/** Area of the union bbox minus both areas (may be negative). */
function dist(a: Rect, b: Rect): number {
  const x0 = Math.min(a.x0, b.x0)
  const y0 = Math.min(a.y0, b.y0)
  const x1 = Math.max(a.x1, b.x1)
  const y1 = Math.max(a.y1, b.y1)
  return (x1 - x0) * (y1 - y0) - width(a) * height(a) - width(b) * height(b)
}

/**
 * Groups boxes hierarchically (`group_textboxes`). Returns the top-level nodes left in the plane: one
 * group normally, the single box when there is only one, none when there are no boxes. Boxes outside
 * `container` still take part (the plane keeps them) but are never found "in between".
 */
export function groupBoxes(boxes: readonly TextBox[], container: Rect): Node[] {
  const plane = new Plane<Node>(container)
  const ids = new Map<Node, number>()
  let nextId = 0
  const idOf = (node: Node): number => {
    let id = ids.get(node)
    if (id === undefined) {
      id = nextId++
      ids.set(node, id)
    }
    return id
  }
  for (const box of boxes) idOf(box)
  const initial: Pair[] = []
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i]!
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j]!
      initial.push({ skip: false, d: dist(a, b), id1: ids.get(a)!, id2: ids.get(b)!, a, b })
    }
  }
  const heap = new MinHeap(lessPair, initial)
  plane.extend(boxes)
  const done = new Set<number>()
  for (let pair = heap.pop(); pair !== undefined; pair = heap.pop()) {
    if (done.has(pair.id1) || done.has(pair.id2)) continue
    if (!pair.skip && hasOtherBetween(plane, pair.a, pair.b)) {
      heap.push({ ...pair, skip: true })
      continue
    }
    const vertical = pair.a.mode === 'vertical' || pair.b.mode === 'vertical'
    const group: TextGroup = {
      mode: vertical ? 'vertical' : 'horizontal',
      x0: PDFMINER_INF,
      y0: PDFMINER_INF,
      x1: -PDFMINER_INF,
      y1: -PDFMINER_INF,
      children: [pair.a, pair.b],
    }
    expandRect(group, pair.a)
    expandRect(group, pair.b)
    plane.remove(pair.a)
    plane.remove(pair.b)
    done.add(pair.id1)
    done.add(pair.id2)
    const groupId = idOf(group)
    for (const other of plane) {
      heap.push({ skip: false, d: dist(group, other), id1: groupId, id2: ids.get(other)!, a: group, b: other })
    }
    plane.add(group)
  }
  return [...plane]
}

/** pdfminer's `isany`: is any other object of the plane overlapping the union bbox of `a` and `b`? */
function hasOtherBetween(plane: Plane<Node>, a: Node, b: Node): boolean {
  const area = { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) }
  return plane.some(area, (obj) => obj !== a && obj !== b)
}

/** LTTextLine.analyze: every line ends with a newline annotation. */
function finishLine(line: TextLine): void {
  line.items.push(NEWLINE_ANNO)
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
  const ordered = boxes.map((box, i) => ({ box, i }))
  ordered.sort((p, q) => p.box.index - q.box.index || p.i - q.i)
  return { boxes: ordered.map((k) => k.box), groups }
}

/** pdfminer's `getkey` without boxes_flow: vertical boxes first (right to left), then horizontal ones by bottom, left. */
function compareSimple(p: TextBox, q: TextBox): number {
  const kp = p.mode === 'vertical' ? [0, -p.x1, -p.y0] : [1, -p.y0, p.x0]
  const kq = q.mode === 'vertical' ? [0, -q.x1, -q.y0] : [1, -q.y0, q.x0]
  for (let i = 0; i < 3; i++) if (kp[i]! !== kq[i]!) return kp[i]! < kq[i]! ? -1 : 1
  return 0
}
