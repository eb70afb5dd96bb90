/**
 * @module layout/group-geometry
 * The nodes of the box grouping (./group-boxes.ts) as typed arrays indexed by creation id, the heap entries and
 * pair keys of its candidates, and pdfminer's in-between test (`isany`) over the live nodes.
 */
import { planeCellsInto } from './plane.js'
import type { Rect } from './types.js'

/** A heap entry: the pair (first, second) in key order, its distance, and the node whose candidate it is. */
export interface Candidate {
  d: number
  first: number
  second: number
  owner: number
}

/** Ids are creation order; a pair key packs both (ids stay far below 2^26 for any page). */
export const PAIR_BASE = 2 ** 26

/** pdfminer's grid size for the plane `isany` asks. */
export const GRID = 50

/**
 * The nodes' geometry and liveness as typed arrays, indexed by creation id: boxes 0 … n−1, then groups. The hot
 * loops (every pair's distance, the in-between test) are plain functions over these, with the fixed node's
 * numbers in locals: closures over them cost a context load per array per pair.
 */
export interface Geometry {
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

/** A heap entry to be filled by `bestOf`. */
export function newCandidate(): Candidate {
  return { d: 0, first: -1, second: -1, owner: -1 }
}

/** pdfminer's `isany`: does any other live node lie in the union of `a` and `b`, as the plane finds it? */
export function isAnyBetween(g: Geometry, container: Rect, scratch: Float64Array, a: number, b: number): boolean {
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
