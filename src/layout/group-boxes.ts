/**
 * @module layout/group-boxes
 * pdfminer.six's `group_textboxes` (hierarchical agglomeration of text boxes), with pdfminer's results and
 * without its complexity. pdfminer pushes every pair of boxes onto one heap keyed
 * `(skip_isany, dist, id1, id2)`, pops the closest pair, and either merges it or — when another object of
 * the plane lies in the union of the two ("isany") — pushes it back marked `skip`, to be taken only when no
 * unmarked pair is left; each merge pushes the new group paired with everything still in the plane. That is
 * Θ(n²) heap entries per page (a 1,000-box index page: half a million).
 *
 * Here every live node keeps one candidate: its best unmarked partner (smallest key). A heap holds one entry
 * per node, lazily updated: an entry whose partner was merged away, or whose pair was marked, is recomputed
 * when it comes to the top. Every unmarked live pair is always covered by an entry no larger than its key
 * (each node's entry was exact when made, and a new group's entry covers all of its pairs), so a valid entry
 * on top is the pair pdfminer's heap would pop next. Marked pairs go to a second heap, taken only when the
 * first has nothing left — pdfminer's `skip` ordering. Pair keys are pdfminer's: the distance computed with
 * the same operand order (boxes `(i, j)` with i < j; a group first, paired with an older node), then the two
 * creation ids in that order, so ties break as in the all-pairs port and the groups are identical.
 * pdfminer's `isany` asks its `Plane` (50-unit grid over the container) for an object in the union of the
 * pair; here each node keeps its grid cells and the test is the plane's own: cell ranges meet and the
 * rectangles overlap (an object outside the container is never found).
 */
import { MinHeap } from './min-heap.js'
import { overlaps, planeCells } from './plane.js'
import { expandRect, PDFMINER_INF } from './rect.js'
import type { Rect, TextBox, TextGroup } from './types.js'

type Node = TextBox | TextGroup

/** A heap entry: the pair (first, second) in key order, its distance, and the node whose candidate it is. */
interface Candidate {
  d: number
  first: number
  second: number
  owner: number
}

function lessCandidate(p: Candidate, q: Candidate): boolean {
  if (p.d !== q.d) return p.d < q.d
  if (p.first !== q.first) return p.first < q.first
  return p.second < q.second
}

/** Ids are creation order; a pair key packs both (ids stay far below 2^26 for any page). */
const PAIR_BASE = 2 ** 26

/**
 * Groups boxes hierarchically (`group_textboxes`). Returns the top-level nodes left in the plane: one
 * group normally, the single box when there is only one, none when there are no boxes. Boxes outside
 * `container` still take part (the plane keeps them) but are never found "in between".
 */
export function groupBoxes(boxes: readonly TextBox[], container: Rect): Node[] {
  const n = boxes.length
  const capacity = Math.max(1, 2 * n)
  const nodes: Node[] = [...boxes]
  const x0 = new Float64Array(capacity)
  const y0 = new Float64Array(capacity)
  const x1 = new Float64Array(capacity)
  const y1 = new Float64Array(capacity)
  const area = new Float64Array(capacity)
  /** Each node's plane cells [gx0, gx1) × [gy0, gy1), as gx0, gx1, gy0, gy1 from index 4·id; all 0 for a node outside the container. */
  const cellsOf = new Int32Array(4 * capacity)
  const alive = new Uint8Array(capacity)
  /** Live node ids, unordered (swap-remove); `slot[id]` is the position of `id` in it. */
  const live = new Int32Array(capacity)
  const slot = new Int32Array(capacity)
  let liveCount = 0
  const setGeometry = (id: number, r: Rect): void => {
    x0[id] = r.x0
    y0[id] = r.y0
    x1[id] = r.x1
    y1[id] = r.y1
    area[id] = (r.x1 - r.x0) * (r.y1 - r.y0)
    const cells = planeCells(container, r)
    if (cells !== null) cellsOf.set(cells, 4 * id)
  }
  const addLive = (id: number): void => {
    alive[id] = 1
    slot[id] = liveCount
    live[liveCount++] = id
  }
  const removeLive = (id: number): void => {
    alive[id] = 0
    const at = slot[id]!
    const last = live[--liveCount]!
    live[at] = last
    slot[last] = at
  }
  for (let i = 0; i < n; i++) {
    setGeometry(i, boxes[i]!)
    addLive(i)
  }

  /** pdfminer's `dist(obj1, obj2)`: area of the union bbox minus both areas, in that operand order. */
  const dist = (a: number, b: number): number =>
    (Math.max(x1[a]!, x1[b]!) - Math.min(x0[a]!, x0[b]!)) * (Math.max(y1[a]!, y1[b]!) - Math.min(y0[a]!, y0[b]!)) - area[a]! - area[b]!
  // Key order of a pair: two boxes (i, j) with i < j; otherwise the newer node (a group) first.
  const firstOf = (a: number, b: number): number => (a < n && b < n ? Math.min(a, b) : Math.max(a, b))
  const marked = new Set<number>()
  const pairKey = (first: number, second: number): number => first * PAIR_BASE + second

  /** The best unmarked pair of `owner` among the live nodes, or undefined when it has none. */
  const bestOf = (owner: number): Candidate | undefined => {
    let bestD = 0
    let bestFirst = -1
    let bestSecond = -1
    for (let k = 0; k < liveCount; k++) {
      const other = live[k]!
      if (other === owner) continue
      const first = firstOf(owner, other)
      const second = first === owner ? other : owner
      const d = dist(first, second)
      if (bestFirst >= 0 && !(d < bestD || (d === bestD && (first < bestFirst || (first === bestFirst && second < bestSecond))))) continue
      if (marked.size > 0 && marked.has(pairKey(first, second))) continue
      bestD = d
      bestFirst = first
      bestSecond = second
    }
    return bestFirst < 0 ? undefined : { d: bestD, first: bestFirst, second: bestSecond, owner }
  }

  // Initial candidates: every box pair once (n²/2 distances, no allocation), kept at both ends.
  const initial: Candidate[] = []
  if (n > 1) {
    const bestD = new Float64Array(n).fill(Infinity)
    const bestFirst = new Int32Array(n).fill(-1)
    const bestSecond = new Int32Array(n).fill(-1)
    const offer = (owner: number, d: number, first: number, second: number): void => {
      const bf = bestFirst[owner]!
      if (bf >= 0 && !(d < bestD[owner]! || (d === bestD[owner]! && (first < bf || (first === bf && second < bestSecond[owner]!))))) return
      bestD[owner] = d
      bestFirst[owner] = first
      bestSecond[owner] = second
    }
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const d = dist(i, j)
        offer(i, d, i, j)
        offer(j, d, i, j)
      }
    }
    for (let i = 0; i < n; i++) initial.push({ d: bestD[i]!, first: bestFirst[i]!, second: bestSecond[i]!, owner: i })
  }
  const candidates = new MinHeap(lessCandidate, initial)
  const skipped = new MinHeap<Candidate>(lessCandidate)

  /** pdfminer's `isany`: does any other live node lie in the union of `a` and `b`, as the plane finds it? */
  const isAnyBetween = (a: number, b: number): boolean => {
    const union = { x0: Math.min(x0[a]!, x0[b]!), y0: Math.min(y0[a]!, y0[b]!), x1: Math.max(x1[a]!, x1[b]!), y1: Math.max(y1[a]!, y1[b]!) }
    const cells = planeCells(container, union)
    if (cells === null) return false
    const [gx0, gx1, gy0, gy1] = cells
    for (let k = 0; k < liveCount; k++) {
      const o = live[k]!
      if (o === a || o === b) continue
      const c = 4 * o
      if (Math.max(gx0, cellsOf[c]!) >= Math.min(gx1, cellsOf[c + 1]!) || Math.max(gy0, cellsOf[c + 2]!) >= Math.min(gy1, cellsOf[c + 3]!)) continue
      if (overlaps(nodes[o]!, union)) return true
    }
    return false
  }

  const merge = (first: number, second: number): void => {
    const a = nodes[first]!
    const b = nodes[second]!
    const group: TextGroup = {
      mode: a.mode === 'vertical' || b.mode === 'vertical' ? 'vertical' : 'horizontal',
      x0: PDFMINER_INF,
      y0: PDFMINER_INF,
      x1: -PDFMINER_INF,
      y1: -PDFMINER_INF,
      children: [a, b],
    }
    expandRect(group, a)
    expandRect(group, b)
    removeLive(first)
    removeLive(second)
    const id = nodes.length
    nodes.push(group)
    setGeometry(id, group)
    const best = bestOf(id)
    if (best !== undefined) candidates.push(best)
    addLive(id)
  }

  for (;;) {
    const top = candidates.pop()
    if (top !== undefined) {
      if (alive[top.owner] === 0) continue
      const partner = top.first === top.owner ? top.second : top.first
      if (alive[partner] === 0 || marked.has(pairKey(top.first, top.second))) {
        const best = bestOf(top.owner)
        if (best !== undefined) candidates.push(best)
        continue
      }
      if (isAnyBetween(top.first, top.second)) {
        marked.add(pairKey(top.first, top.second))
        skipped.push(top)
        const best = bestOf(top.owner)
        if (best !== undefined) candidates.push(best)
        continue
      }
      merge(top.first, top.second)
      continue
    }
    const skip = skipped.pop()
    if (skip === undefined) break
    if (alive[skip.first] === 0 || alive[skip.second] === 0) continue
    merge(skip.first, skip.second)
  }
  // What pdfminer's plane still holds, in its insertion order: boxes in list order, then groups as made.
  const left: number[] = []
  for (let k = 0; k < liveCount; k++) left.push(live[k]!)
  return left.sort((a, b) => a - b).map((id) => nodes[id]!)
}
