/**
 * @module layout/partner-index
 * The box grouping's search on a page of many boxes (from `INDEXED_FROM`; ./group-boxes.ts): spatial index and
 * lists of best partners, giving the same pairs as the scans of all live nodes.
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
import { BoxGrid } from './box-grid.js'
import { GRID, isAnyBetween, newCandidate, PAIR_BASE } from './group-geometry.js'
import type { Candidate, Geometry } from './group-geometry.js'
import { planeCellsInto } from './plane.js'
import type { Rect } from './types.js'

/** A page's grid of nodes and their lists of best partners. */
export interface PartnerIndex {
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

/** From how many boxes a page's grouping goes through `PartnerIndex` (below it the scans of all nodes are faster; see benchmarks/layout). */
export const INDEXED_FROM = 150

/** How many of its best partners a node keeps once its best one is gone. */
const KEPT_PARTNERS = 4

/** The index of the boxes `0 … n−1` of `g`, or undefined when their numbers could defeat the bounds (non-finite, inverted). */
export function newPartnerIndex(g: Geometry, capacity: number): PartnerIndex | undefined {
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
function insertPartner(index: PartnerIndex, base: number, count: number, want: number, d: number, other: number): number {
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
  index: PartnerIndex,
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
        // as in group-boxes' `bestOf`
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
function fillPartners(g: Geometry, index: PartnerIndex, owner: number, want: number): void {
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

/** group-boxes' `bestOf` on a page of many boxes: the first pair of the owner's list still live and unmarked, the list refilled when none is left. */
export function bestOfIndexed(g: Geometry, index: PartnerIndex, owner: number, out: Candidate): boolean {
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

/** Each box's best pair with an older box, as group-boxes' `initialCandidates`, through the index. */
export function initialCandidatesIndexed(g: Geometry, index: PartnerIndex): Candidate[] {
  const initial: Candidate[] = []
  for (let j = 1; j < g.n; j++) {
    const entry = newCandidate()
    bestOfIndexed(g, index, j, entry)
    initial.push(entry)
  }
  return initial
}

/**
 * `isAnyBetween` through the index: only the nodes filed in the cells the union meets are looked at (a node that
 * overlaps the union meets one of them), unless those are half the grid.
 */
export function isAnyBetweenIndexed(g: Geometry, index: PartnerIndex, container: Rect, scratch: Float64Array, a: number, b: number): boolean {
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
