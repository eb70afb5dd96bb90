/**
 * @module layout/group-boxes
 * pdfminer.six's `group_textboxes` (hierarchical agglomeration of text boxes), with pdfminer's results and
 * without its complexity. pdfminer pushes every pair of boxes onto one heap keyed
 * `(skip_isany, dist, id1, id2)`, pops the closest pair, and either merges it or — when another object of
 * the plane lies in the union of the two ("isany") — pushes it back marked `skip`, to be taken only when no
 * unmarked pair is left; each merge pushes the new group paired with everything still in the plane. That is
 * Θ(n²) heap entries per page (a 1,000-box index page: half a million).
 *
 * Here every live node keeps one candidate: its best unmarked partner among the nodes made before it (smaller
 * id; the smallest key). A heap holds one entry per node, lazily updated: an entry whose partner was merged
 * away, or whose pair was marked, is recomputed when it comes to the top. Every unmarked live pair is always
 * covered by an entry no larger than its key: the newer node's (it was exact when made, over older nodes that
 * are all still live if the pair is, and a recomputation looks at the same older nodes again), so a valid
 * entry on top is the pair pdfminer's heap would pop next. Marked pairs go to a second heap, taken only when the
 * first has nothing left — pdfminer's `skip` ordering. Pair keys are pdfminer's: the distance computed with
 * the same operand order (boxes `(i, j)` with i < j; a group first, paired with an older node), then the two
 * creation ids in that order, so ties break as in the all-pairs port and the groups are identical.
 * pdfminer's `isany` asks its `Plane` (50-unit grid over the container) for an object in the union of the
 * pair; here each node keeps its grid cells and the test is the plane's own: cell ranges meet and the
 * rectangles overlap (an object outside the container is never found).
 * Each candidate search and in-between test looks at every live node; from `INDEXED_FROM` boxes (an index, a
 * form, a slide), where that is quadratic, they go through a grid of the nodes instead, and a node keeps its few
 * best partners for when its best is gone (layout/partner-index): same pairs, same order, same groups.
 */
import { GRID, isAnyBetween, newCandidate, PAIR_BASE } from './group-geometry.js'
import type { Candidate, Geometry } from './group-geometry.js'
import { MinHeap } from './min-heap.js'
import { bestOfIndexed, INDEXED_FROM, initialCandidatesIndexed, isAnyBetweenIndexed, newPartnerIndex } from './partner-index.js'
import { planeCellsInto } from './plane.js'
import { PDFMINER_INF } from './rect.js'
import type { Rect, TextBox, TextGroup } from './types.js'

type Node = TextBox | TextGroup

function lessCandidate(p: Candidate, q: Candidate): boolean {
  if (p.d !== q.d) return p.d < q.d
  if (p.first !== q.first) return p.first < q.first
  return p.second < q.second
}

/**
 * The best unmarked pair of `owner` among the live nodes (smallest `(d, first, second)`), written into `out` (an
 * entry no heap holds: fresh, or one just popped and done with); false, `out` untouched, when it has none. Key
 * order of a pair: two boxes (i, j) with i < j; otherwise the newer node (a group) first.
 */
function bestOf(g: Geometry, owner: number, out: Candidate): boolean {
  const { n, x0, y0, x1, y1, area, live, alive, marked } = g
  const ox0 = x0[owner]!
  const oy0 = y0[owner]!
  const ox1 = x1[owner]!
  const oy1 = y1[owner]!
  const oArea = area[owner]!
  // partners are older (smaller ids): a box's are boxes (pair (other, owner)), a group comes first of its pairs
  const ownerFirst = owner >= n
  let bestD = 0
  let bestFirst = -1
  let bestSecond = -1
  // the live nodes below `owner`: by id when there are fewer ids than live nodes, else from the live list
  const byId = owner < g.liveCount
  const count = byId ? owner : g.liveCount
  for (let k = 0; k < count; k++) {
    const other = byId ? k : live[k]!
    if (byId ? alive[other] === 0 : other >= owner) continue
    // pdfminer's `dist(first, second)`: the union's area minus both areas, in that operand order (they round in that order)
    const union = (Math.max(ox1, x1[other]!) - Math.min(ox0, x0[other]!)) * (Math.max(oy1, y1[other]!) - Math.min(oy0, y0[other]!))
    const d = ownerFirst ? union - oArea - area[other]! : union - area[other]! - oArea
    const first = ownerFirst ? owner : other
    const second = ownerFirst ? other : owner
    if (bestFirst >= 0 && !(d < bestD || (d === bestD && (first < bestFirst || (first === bestFirst && second < bestSecond))))) continue
    if (marked.size > 0 && marked.has(first * PAIR_BASE + second)) continue
    bestD = d
    bestFirst = first
    bestSecond = second
  }
  if (bestFirst < 0) return false
  out.d = bestD
  out.first = bestFirst
  out.second = bestSecond
  out.owner = owner
  return true
}

/** Each box's best pair with an older box (none marked yet): pair (i, j), i < j, is box j's to own. */
function initialCandidates(g: Geometry): Candidate[] {
  const { n, x0, y0, x1, y1, area } = g
  const initial: Candidate[] = []
  for (let j = 1; j < n; j++) {
    const jx0 = x0[j]!
    const jy0 = y0[j]!
    const jx1 = x1[j]!
    const jy1 = y1[j]!
    const jArea = area[j]!
    // pairs (i, j) in order of i: a later one is better only with a strictly smaller distance
    let bestD = 0
    let bestFirst = -1
    for (let i = 0; i < j; i++) {
      const d = (Math.max(x1[i]!, jx1) - Math.min(x0[i]!, jx0)) * (Math.max(y1[i]!, jy1) - Math.min(y0[i]!, jy0)) - area[i]! - jArea
      if (bestFirst >= 0 && !(d < bestD)) continue
      bestD = d
      bestFirst = i
    }
    initial.push({ d: bestD, first: bestFirst, second: j, owner: j })
  }
  return initial
}

/** The per-node arrays of `Geometry`. */
type GeometryArrays = Pick<Geometry, 'x0' | 'y0' | 'x1' | 'y1' | 'area' | 'vertical' | 'cells' | 'live' | 'slot' | 'alive'>

function newGeometryArrays(capacity: number): GeometryArrays {
  return {
    x0: new Float64Array(capacity),
    y0: new Float64Array(capacity),
    x1: new Float64Array(capacity),
    y1: new Float64Array(capacity),
    area: new Float64Array(capacity),
    vertical: new Uint8Array(capacity),
    cells: new Float64Array(4 * capacity),
    live: new Int32Array(capacity),
    slot: new Int32Array(capacity),
    alive: new Uint8Array(capacity),
  }
}

/** Most nodes of the kept arrays (about 330 KB): a page of more than half as many boxes gets its own. */
const KEPT_NODES = 4096

/** The arrays of the pages grouped so far, grown as needed up to `KEPT_NODES` (no page reads a slot before writing it). */
let kept: GeometryArrays | undefined

function geometryArrays(capacity: number): GeometryArrays {
  if (capacity > KEPT_NODES) return newGeometryArrays(capacity)
  if (kept === undefined || kept.x0.length < capacity) kept = newGeometryArrays(Math.min(KEPT_NODES, Math.max(capacity, 2 * (kept?.x0.length ?? 0))))
  return kept
}

/**
 * Groups boxes hierarchically (`group_textboxes`). Returns the top-level nodes left in the plane: one
 * group normally, the single box when there is only one, none when there are no boxes. Boxes outside
 * `container` still take part (the plane keeps them) but are never found "in between". From `indexedFrom`
 * boxes the partners are searched through the spatial index (same results; tests lower it to try the index on
 * small pages).
 */
export function groupBoxes(boxes: readonly TextBox[], container: Rect, indexedFrom = INDEXED_FROM): Node[] {
  const n = boxes.length
  const capacity = Math.max(1, 2 * n)
  const nodes: Node[] = [...boxes]
  const g: Geometry = { n, ...geometryArrays(capacity), liveCount: 0, marked: new Set<number>() }
  const { alive, live, slot, marked, x0, y0, x1, y1, vertical } = g
  const setGeometry = (id: number, bx0: number, by0: number, bx1: number, by1: number): void => {
    x0[id] = bx0
    y0[id] = by0
    x1[id] = bx1
    y1[id] = by1
    g.area[id] = (bx1 - bx0) * (by1 - by0)
    // a node outside the container has no cells (0, 0, 0, 0): the arrays may hold an earlier page's
    // zeros first, then the cells of a node inside: cleared only when outside, the clearing was a call the compiled
    // function first made on the first page with a node outside, and it was thrown away there
    const cells = g.cells
    const at = 4 * id
    cells[at] = 0
    cells[at + 1] = 0
    cells[at + 2] = 0
    cells[at + 3] = 0
    planeCellsInto(container, bx0, by0, bx1, by1, GRID, cells, at)
  }
  const addLive = (id: number): void => {
    alive[id] = 1
    slot[id] = g.liveCount
    live[g.liveCount++] = id
  }
  const removeLive = (id: number): void => {
    alive[id] = 0
    const at = slot[id]!
    const last = live[--g.liveCount]!
    live[at] = last
    slot[last] = at
  }
  for (let i = 0; i < n; i++) {
    const box = boxes[i]!
    setGeometry(i, box.x0, box.y0, box.x1, box.y1)
    vertical[i] = box.mode === 'vertical' ? 1 : 0
    addLive(i)
  }
  const pairKey = (first: number, second: number): number => first * PAIR_BASE + second
  const index = n >= indexedFrom ? newPartnerIndex(g, capacity) : undefined
  const best = (owner: number, out: Candidate): boolean => (index === undefined ? bestOf(g, owner, out) : bestOfIndexed(g, index, owner, out))
  const candidates = new MinHeap(lessCandidate, index === undefined ? initialCandidates(g) : initialCandidatesIndexed(g, index))
  const skipped = new MinHeap<Candidate>(lessCandidate)
  const scratch = new Float64Array(4)

  /** Merges `first` and `second`; `entry` (popped, done with) becomes the new group's candidate if it has one. */
  const merge = (first: number, second: number, entry: Candidate): void => {
    const id = nodes.length
    const isVertical = vertical[first] === 1 || vertical[second] === 1
    // pdfminer's empty group (bbox ±INF) expanded by the first child, then the second, from the nodes' numbers
    const group: TextGroup = {
      mode: isVertical ? 'vertical' : 'horizontal',
      x0: Math.min(Math.min(PDFMINER_INF, x0[first]!), x0[second]!),
      y0: Math.min(Math.min(PDFMINER_INF, y0[first]!), y0[second]!),
      x1: Math.max(Math.max(-PDFMINER_INF, x1[first]!), x1[second]!),
      y1: Math.max(Math.max(-PDFMINER_INF, y1[first]!), y1[second]!),
      children: [nodes[first]!, nodes[second]!],
    }
    removeLive(first)
    removeLive(second)
    nodes.push(group)
    setGeometry(id, group.x0, group.y0, group.x1, group.y1)
    vertical[id] = isVertical ? 1 : 0
    if (best(id, entry)) candidates.push(entry)
    addLive(id)
    if (index !== undefined) index.grid.add(id, group.x0, group.y0, group.x1, group.y1)
  }

  for (;;) {
    const top = candidates.pop()
    if (top !== undefined) {
      if (alive[top.owner] === 0) continue
      const partner = top.first === top.owner ? top.second : top.first
      if (alive[partner] === 0 || (marked.size > 0 && marked.has(pairKey(top.first, top.second)))) {
        // the stale entry is done with: it carries the owner's next candidate
        if (best(top.owner, top)) candidates.push(top)
        continue
      }
      const between =
        index === undefined
          ? isAnyBetween(g, container, scratch, top.first, top.second)
          : isAnyBetweenIndexed(g, index, container, scratch, top.first, top.second)
      if (between) {
        marked.add(pairKey(top.first, top.second))
        skipped.push(top)
        const next = newCandidate()
        if (best(top.owner, next)) candidates.push(next)
        continue
      }
      merge(top.first, top.second, top)
      continue
    }
    const skip = skipped.pop()
    if (skip === undefined) break
    if (alive[skip.first] === 0 || alive[skip.second] === 0) continue
    merge(skip.first, skip.second, skip)
  }
  // What pdfminer's plane still holds, in its insertion order: boxes in list order, then groups as made.
  const left: number[] = []
  for (let k = 0; k < g.liveCount; k++) left.push(live[k]!)
  left.sort((a, b) => a - b)
  // pushed, not mapped: compiled, `map` makes a holey array where the interpreter's is packed, and the compiled
  // analyzeLayout reading the groups met the other kind ("wrong map") once this function was compiled
  const groups: Node[] = []
  for (const id of left) groups.push(nodes[id]!)
  return groups
}
