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
 * best partners for when its best is gone (`Index`): same pairs, same order, same groups.
 */
import { BoxGrid } from './box-grid.js'
import { MinHeap } from './min-heap.js'
import { planeCellsInto } from './plane.js'
import { PDFMINER_INF } from './rect.js'
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

/** pdfminer's grid size for the plane `isany` asks. */
const GRID = 50

/**
 * The nodes' geometry and liveness as typed arrays, indexed by creation id: boxes 0 … n−1, then groups. The hot
 * loops (every pair's distance, the in-between test) are plain functions over these, with the fixed node's
 * numbers in locals: closures over them cost a context load per array per pair.
 */
interface Geometry {
  /** Number of boxes: ids below it are boxes. */
  n: number
  x0: Float64Array
  y0: Float64Array
  x1: Float64Array
  y1: Float64Array
  area: Float64Array
  /** 1 for a vertical node (a group of a vertical node is vertical). */
  vertical: Uint8Array
  /** Each node's plane cells [gx0, gx1) × [gy0, gy1), as gx0, gx1, gy0, gy1 from index 4·id; all 0 for a node outside the container. */
  cells: Float64Array
  /** Live node ids, unordered (swap-remove); `slot[id]` is the position of `id` in it. */
  live: Int32Array
  slot: Int32Array
  alive: Uint8Array
  liveCount: number
  /** Marked pairs (pdfminer's `skip`), by `first * PAIR_BASE + second`. */
  marked: Set<number>
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

/**
 * The search of a page of many boxes (from `INDEXED_FROM`): spatial index and lists of best partners.
 *
 * Index: every node filed in a grid over the boxes' extent (groups lie inside it), so that a node's partners are
 * looked for near it. Pruning rests on a bound: a node `b` whose horizontal gap to the owner `a` is `gx > 0` has
 * `dist >= gx · height(a)` (the union is `width(a) + gx + width(b)` wide and at least as high as either), and
 * likewise `dist >= gy · width(a)`; so once partners at distance up to `D` are known, every node outside `a`
 * widened by `D / height(a)` and heightened by `D / width(a)` is farther, and no node in a cell outside that range
 * can be inside it (cells are monotone). The computed distances round: `margin` (1e-9 of the extent's area, a
 * million times any rounding of a distance whose terms all lie within the extent) and `slack` (1e-9 of the
 * largest coordinate, for the rounding of an edge plus a reach) keep every skipped node strictly farther, in
 * computed numbers, so the partners found are bit for bit those of a scan of all live nodes.
 *
 * Lists: a node keeps its best partners in key order, the best one at first, `KEPT_PARTNERS` once that one was
 * merged away or its pair marked. A node's pairs are with older nodes, all made before it: the pairs it may still
 * take only get fewer (merged away, marked), never more, so a list holds the best ones left until all its pairs
 * are gone, and a list shorter than asked for held every pair left. On pages where `isany` marks many pairs (a
 * slide of scattered boxes) this spares a search per mark. Key order of a node's pairs: two boxes (i, j) with
 * i < j, otherwise the newer node (a group) first; either way `(d, other)` orders them, `other` the older end.
 */
interface Index {
  grid: BoxGrid
  /** `seen[id] === stamp`: node `id` was looked at by the current search. */
  seen: Uint32Array
  stamp: number
  margin: number
  slack: number
  /** Each node's best partners: `KEPT_PARTNERS` slots from `KEPT_PARTNERS · id`, partner ids and distances in key order. */
  partner: Int32Array
  partnerD: Float64Array
  /** How many slots of a node's list are filled, where its current partner is in it, how many were asked for (0: never filled). */
  partnerCount: Uint8Array
  partnerAt: Uint8Array
  partnerWant: Uint8Array
}

/** From how many boxes a page's grouping goes through `Index` (below it the scans of all nodes are faster; see benchmarks/layout). */
export const INDEXED_FROM = 150

/** How many of its best partners a node keeps once its best one is gone. */
const KEPT_PARTNERS = 4

/** The index of the boxes `0 … n−1` of `g`, or undefined when their numbers could defeat the bounds (non-finite, inverted). */
function newIndex(g: Geometry, capacity: number): Index | undefined {
  const { n, x0, y0, x1, y1 } = g
  let ex0 = Infinity
  let ey0 = Infinity
  let ex1 = -Infinity
  let ey1 = -Infinity
  for (let i = 0; i < n; i++) {
    if (!(x0[i]! <= x1[i]! && y0[i]! <= y1[i]!)) return undefined
    ex0 = Math.min(ex0, x0[i]!)
    ey0 = Math.min(ey0, y0[i]!)
    ex1 = Math.max(ex1, x1[i]!)
    ey1 = Math.max(ey1, y1[i]!)
  }
  const area = (ex1 - ex0) * (ey1 - ey0)
  const largest = Math.max(Math.abs(ex0), Math.abs(ey0), Math.abs(ex1), Math.abs(ey1))
  if (!Number.isFinite(area) || !Number.isFinite(largest)) return undefined
  // a cell for about 4 boxes (coarser and finer grids were slower on the benchmark pages), 64 at least
  const grid = new BoxGrid(ex0, ey0, ex1, ey1, Math.max(64, n / 4))
  for (let i = 0; i < n; i++) grid.add(i, x0[i]!, y0[i]!, x1[i]!, y1[i]!)
  return {
    grid,
    seen: new Uint32Array(capacity),
    stamp: 0,
    margin: 1e-9 * area,
    slack: 1e-9 * largest,
    partner: new Int32Array(KEPT_PARTNERS * capacity),
    partnerD: new Float64Array(KEPT_PARTNERS * capacity),
    partnerCount: new Uint8Array(capacity),
    partnerAt: new Uint8Array(capacity),
    partnerWant: new Uint8Array(capacity),
  }
}

/** Inserts (d, other) in key order into the list at `base` of `count` entries (the last one falls off a list of `want`); returns the new count. */
function insertPartner(index: Index, base: number, count: number, want: number, d: number, other: number): number {
  const { partner, partnerD } = index
  let p = count < want ? count++ : want - 1
  for (; p > 0; p--) {
    const prevD = partnerD[base + p - 1]!
    if (!(d < prevD || (d === prevD && other < partner[base + p - 1]!))) break
    partnerD[base + p] = prevD
    partner[base + p] = partner[base + p - 1]!
  }
  partnerD[base + p] = d
  partner[base + p] = other
  return count
}

/**
 * Offers `owner` the live, unmarked older nodes filed in cells [cx0, cx1] × [cy0, cy1] outside the cells
 * [sx0, sx1] × [sy0, sy1] (already scanned; none when sx0 > sx1) and not yet seen by this search, for its list of
 * `want`; or, `cx0` −1, every live node. Dead ids met in a cell are dropped from it.
 */
function offerPartners(
  g: Geometry,
  index: Index,
  owner: number,
  want: number,
  cx0: number,
  cx1: number,
  cy0: number,
  cy1: number,
  sx0: number,
  sx1: number,
  sy0: number,
  sy1: number,
): void {
  const { n, x0, y0, x1, y1, area, alive, marked, live } = g
  const { seen, stamp, partnerD, partner } = index
  const { cells, nx } = index.grid
  const ox0 = x0[owner]!
  const oy0 = y0[owner]!
  const ox1 = x1[owner]!
  const oy1 = y1[owner]!
  const oArea = area[owner]!
  const ownerFirst = owner >= n
  const base = KEPT_PARTNERS * owner
  let count = index.partnerCount[owner]!
  let worstD = count > 0 ? partnerD[base + count - 1]! : 0
  let worstOther = count > 0 ? partner[base + count - 1]! : -1
  const all = cx0 < 0
  for (let cy = all ? 0 : cy0; cy <= (all ? 0 : cy1); cy++) {
    for (let cx = all ? 0 : cx0; cx <= (all ? 0 : cx1); cx++) {
      if (!all && sx0 <= cx && cx <= sx1 && sy0 <= cy && cy <= sy1) continue
      const cell = all ? undefined : cells[cy * nx + cx]!
      const size = cell === undefined ? g.liveCount : cell.length
      for (let k = 0; k < (cell === undefined ? size : cell.length); k++) {
        const other = cell === undefined ? live[k]! : cell[k]!
        if (alive[other] === 0) {
          // dead for good: dropped (the order within a cell does not matter, a list is in key order)
          cell![k--] = cell![cell!.length - 1]!
          cell!.pop()
          continue
        }
        if (other >= owner || seen[other] === stamp) continue
        seen[other] = stamp
        // as in `bestOf`
        const union = (Math.max(ox1, x1[other]!) - Math.min(ox0, x0[other]!)) * (Math.max(oy1, y1[other]!) - Math.min(oy0, y0[other]!))
        const d = ownerFirst ? union - oArea - area[other]! : union - area[other]! - oArea
        if (count === want && !(d < worstD || (d === worstD && other < worstOther))) continue
        if (marked.size > 0 && marked.has(ownerFirst ? owner * PAIR_BASE + other : other * PAIR_BASE + owner)) continue
        count = insertPartner(index, base, count, want, d, other)
        worstD = partnerD[base + count - 1]!
        worstOther = partner[base + count - 1]!
      }
    }
  }
  index.partnerCount[owner] = count
}

/**
 * Fills `owner`'s list with its `want` best partners: the owner's cells, then rings of cells twice as wide each
 * time, until `want` are found; then every cell within the reach of the last one's distance. Every live node is
 * offered instead when a range would cover half the grid.
 */
function fillPartners(g: Geometry, index: Index, owner: number, want: number): void {
  const { grid } = index
  const { nx, ny } = grid
  const half = (nx * ny) / 2
  if (++index.stamp === 0xffffffff) {
    index.seen.fill(0)
    index.stamp = 1
  }
  index.partnerCount[owner] = 0
  index.partnerAt[owner] = 0
  index.partnerWant[owner] = want
  const ox0 = g.x0[owner]!
  const oy0 = g.y0[owner]!
  const ox1 = g.x1[owner]!
  const oy1 = g.y1[owner]!
  const cx0 = grid.cellX(ox0)
  const cx1 = grid.cellX(ox1)
  const cy0 = grid.cellY(oy0)
  const cy1 = grid.cellY(oy1)
  // the cells scanned so far: none
  let sx0 = 0
  let sx1 = -1
  let sy0 = 0
  let sy1 = -1
  for (let r = 0; index.partnerCount[owner]! < want; r = r === 0 ? 1 : 2 * r) {
    const rx0 = Math.max(0, cx0 - r)
    const rx1 = Math.min(nx - 1, cx1 + r)
    const ry0 = Math.max(0, cy0 - r)
    const ry1 = Math.min(ny - 1, cy1 + r)
    if ((rx1 - rx0 + 1) * (ry1 - ry0 + 1) > half) return offerPartners(g, index, owner, want, -1, 0, 0, 0, 0, -1, 0, -1)
    offerPartners(g, index, owner, want, rx0, rx1, ry0, ry1, sx0, sx1, sy0, sy1)
    sx0 = rx0
    sx1 = rx1
    sy0 = ry0
    sy1 = ry1
  }
  const bound = index.partnerD[KEPT_PARTNERS * owner + want - 1]! + index.margin
  const w = ox1 - ox0
  const h = oy1 - oy0
  const reachX = h > 0 ? Math.max(0, bound / h) * (1 + 1e-9) + index.slack : Infinity
  const reachY = w > 0 ? Math.max(0, bound / w) * (1 + 1e-9) + index.slack : Infinity
  const qx0 = grid.cellX(ox0 - reachX)
  const qx1 = grid.cellX(ox1 + reachX)
  const qy0 = grid.cellY(oy0 - reachY)
  const qy1 = grid.cellY(oy1 + reachY)
  if ((qx1 - qx0 + 1) * (qy1 - qy0 + 1) > half) return offerPartners(g, index, owner, want, -1, 0, 0, 0, 0, -1, 0, -1)
  offerPartners(g, index, owner, want, qx0, qx1, qy0, qy1, sx0, sx1, sy0, sy1)
}

/** `bestOf` on a page of many boxes: the first pair of the owner's list still live and unmarked, the list refilled when none is left. */
function bestOfIndexed(g: Geometry, index: Index, owner: number, out: Candidate): boolean {
  const { alive, marked } = g
  const { partner, partnerAt, partnerCount, partnerWant } = index
  const ownerFirst = owner >= g.n
  const base = KEPT_PARTNERS * owner
  for (;;) {
    const count = partnerCount[owner]!
    for (let at = partnerAt[owner]!; at < count; at++) {
      const other = partner[base + at]!
      if (alive[other] === 0) continue
      const first = ownerFirst ? owner : other
      const second = ownerFirst ? other : owner
      if (marked.size > 0 && marked.has(first * PAIR_BASE + second)) continue
      partnerAt[owner] = at
      out.d = index.partnerD[base + at]!
      out.first = first
      out.second = second
      out.owner = owner
      return true
    }
    partnerAt[owner] = count
    const want = partnerWant[owner]!
    if (want !== 0 && count < want) return false
    fillPartners(g, index, owner, want === 0 ? 1 : KEPT_PARTNERS)
  }
}

/** Each box's best pair with an older box, as `initialCandidates`, through the index. */
function initialCandidatesIndexed(g: Geometry, index: Index): Candidate[] {
  const initial: Candidate[] = []
  for (let j = 1; j < g.n; j++) {
    const entry = newCandidate()
    bestOfIndexed(g, index, j, entry)
    initial.push(entry)
  }
  return initial
}

/** A heap entry to be filled by `bestOf`. */
function newCandidate(): Candidate {
  return { d: 0, first: -1, second: -1, owner: -1 }
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

/** pdfminer's `isany`: does any other live node lie in the union of `a` and `b`, as the plane finds it? */
function isAnyBetween(g: Geometry, container: Rect, scratch: Float64Array, a: number, b: number): boolean {
  const { x0, y0, x1, y1, cells, live } = g
  const ux0 = Math.min(x0[a]!, x0[b]!)
  const uy0 = Math.min(y0[a]!, y0[b]!)
  const ux1 = Math.max(x1[a]!, x1[b]!)
  const uy1 = Math.max(y1[a]!, y1[b]!)
  if (!planeCellsInto(container, ux0, uy0, ux1, uy1, GRID, scratch, 0)) return false
  const gx0 = scratch[0]!
  const gx1 = scratch[1]!
  const gy0 = scratch[2]!
  const gy1 = scratch[3]!
  const count = g.liveCount
  for (let k = 0; k < count; k++) {
    const o = live[k]!
    // the plane's `overlaps(object, area)` first (it rejects most), then whether their cell ranges meet
    if (x1[o]! <= ux0 || ux1 <= x0[o]! || y1[o]! <= uy0 || uy1 <= y0[o]! || o === a || o === b) continue
    const c = 4 * o
    if (Math.max(gx0, cells[c]!) >= Math.min(gx1, cells[c + 1]!) || Math.max(gy0, cells[c + 2]!) >= Math.min(gy1, cells[c + 3]!)) continue
    return true
  }
  return false
}

/**
 * `isAnyBetween` through the index: only the nodes filed in the cells the union meets are looked at (a node that
 * overlaps the union meets one of them), unless those are half the grid.
 */
function isAnyBetweenIndexed(g: Geometry, index: Index, container: Rect, scratch: Float64Array, a: number, b: number): boolean {
  const { x0, y0, x1, y1, cells, alive } = g
  const { grid } = index
  const ux0 = Math.min(x0[a]!, x0[b]!)
  const uy0 = Math.min(y0[a]!, y0[b]!)
  const ux1 = Math.max(x1[a]!, x1[b]!)
  const uy1 = Math.max(y1[a]!, y1[b]!)
  const cx0 = grid.cellX(ux0)
  const cx1 = grid.cellX(ux1)
  const cy0 = grid.cellY(uy0)
  const cy1 = grid.cellY(uy1)
  if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > (grid.nx * grid.ny) / 2) return isAnyBetween(g, container, scratch, a, b)
  if (!planeCellsInto(container, ux0, uy0, ux1, uy1, GRID, scratch, 0)) return false
  const gx0 = scratch[0]!
  const gx1 = scratch[1]!
  const gy0 = scratch[2]!
  const gy1 = scratch[3]!
  for (let cy = cy0; cy <= cy1; cy++) {
    for (let cx = cx0; cx <= cx1; cx++) {
      const cell = grid.cells[cy * grid.nx + cx]!
      for (let k = 0; k < cell.length; k++) {
        const o = cell[k]!
        if (alive[o] === 0) {
          cell[k--] = cell[cell.length - 1]!
          cell.pop()
          continue
        }
        // as in `isAnyBetween`
        if (x1[o]! <= ux0 || ux1 <= x0[o]! || y1[o]! <= uy0 || uy1 <= y0[o]! || o === a || o === b) continue
        const c = 4 * o
        if (Math.max(gx0, cells[c]!) >= Math.min(gx1, cells[c + 1]!) || Math.max(gy0, cells[c + 2]!) >= Math.min(gy1, cells[c + 3]!)) continue
        return true
      }
    }
  }
  return false
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
    if (!planeCellsInto(container, bx0, by0, bx1, by1, GRID, g.cells, 4 * id)) g.cells.fill(0, 4 * id, 4 * id + 4)
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
  const index = n >= indexedFrom ? newIndex(g, capacity) : undefined
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
  return left.sort((a, b) => a - b).map((id) => nodes[id]!)
}
