/**
 * The all-pairs port of pdfminer.six's `group_textboxes` (every pair on one heap), kept as the oracle the
 * lazy-candidate grouping of src/layout/group-boxes.ts is compared with: same groups, same tree.
 */
import { MinHeap } from '../../src/layout/min-heap.js'
import { Plane } from '../../src/layout/plane.js'
import { expandRect, PDFMINER_INF, width, height } from '../../src/layout/rect.js'
import type { Rect, TextBox, TextGroup } from '../../src/layout/types.js'

type Node = TextBox | TextGroup

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
export function allPairsGroupBoxes(boxes: readonly TextBox[], container: Rect): Node[] {
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
