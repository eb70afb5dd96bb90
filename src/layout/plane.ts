/**
 * @module layout/plane
 * A spatial grid index of rectangles: pdfminer.six's `Plane` (pdfminer/utils.py), ported with its exact
 * semantics because grouping results depend on them: 50-unit cells, objects clipped to the plane's bbox
 * (an object entirely outside it is never found), `find` returns objects that strictly overlap the query
 * in cell order (rows bottom-up, then columns) and insertion order within a cell, iteration keeps
 * insertion order.
 */
import type { Rect } from './types.js'

/** pdfminer's `drange`: the grid indexes covering [v0, v1]; Python `int()` truncates, `//` floors. */
function gridRange(v0: number, v1: number, size: number): [number, number] {
  return [Math.floor(Math.trunc(v0) / size), Math.floor(Math.trunc(v1 + size) / size)]
}

/** One number per grid cell (cells span ±32768 × 50 units, far beyond any page). */
function cellKey(gx: number, gy: number): number {
  return (gy + 32768) * 65536 + (gx + 32768)
}

export class Plane<T extends Rect> {
  /** Cell side in user-space units. */
  readonly gridSize: number
  readonly bbox: Rect
  /** Every object added, in insertion order; cells hold positions in it. */
  private readonly seq: T[] = []
  private readonly objs = new Set<T>()
  private readonly grid = new Map<number, number[]>()
  /** `seen[k] === this.query`: object k was already looked at by the current `find` (a stamp per query, not a Set per query). */
  private seen = new Uint32Array(16)
  private query = 0
  /** The current query's cell range (gx0, gx1, gy0, gy1). */
  private readonly range = new Float64Array(4)

  constructor(bbox: Rect, gridSize = 50) {
    this.bbox = { x0: bbox.x0, y0: bbox.y0, x1: bbox.x1, y1: bbox.y1 }
    this.gridSize = gridSize
  }

  get size(): number {
    return this.objs.size
  }

  has(obj: T): boolean {
    return this.objs.has(obj)
  }

  /** Objects still in the plane, in insertion order. */
  *[Symbol.iterator](): IterableIterator<T> {
    for (const obj of this.seq) if (this.objs.has(obj)) yield obj
  }

  /** Files `obj` under its cells; an object is added once (a second `add` of the same object is not supported). */
  add(obj: T): void {
    const k = this.seq.length
    this.seq.push(obj)
    this.objs.add(obj)
    const range = this.range
    if (!planeCellsInto(this.bbox, obj.x0, obj.y0, obj.x1, obj.y1, this.gridSize, range, 0)) return
    const gx0 = range[0]!
    const gx1 = range[1]!
    const gy1 = range[3]!
    for (let gy = range[2]!; gy < gy1; gy++) {
      for (let gx = gx0; gx < gx1; gx++) {
        const key = cellKey(gx, gy)
        const cell = this.grid.get(key)
        if (cell === undefined) this.grid.set(key, [k])
        else cell.push(k)
      }
    }
  }

  extend(objs: Iterable<T>): void {
    for (const obj of objs) this.add(obj)
  }

  remove(obj: T): void {
    for (const key of this.cellKeys(obj)) {
      const cell = this.grid.get(key)
      if (cell === undefined) continue
      const at = cell.findIndex((k) => this.seq[k] === obj)
      if (at >= 0) cell.splice(at, 1)
    }
    this.objs.delete(obj)
  }

  /** Objects whose rectangle strictly overlaps `area`, each once, in cell order (rows bottom-up, then columns), insertion order within a cell. */
  find(area: Rect): T[] {
    const positions = this.findPositions(area)
    const found: T[] = []
    for (let k = 0; k < positions.length; k++) found.push(this.seq[positions[k]!]!)
    return found
  }

  /** The object added at insertion position `k` (see `findPositions`). */
  objectAt(k: number): T {
    return this.seq[k]!
  }

  /** `findPositions` written to `out[0 …)` (it must hold as many entries as objects were added); returns how many. */
  findPositionsInto(area: Rect, out: Int32Array): number {
    const found = this.findPositions(area)
    out.set(found)
    return found.length
  }

  /** What `find` returns, as insertion positions (0 for the first object added): for callers that keep per-object data in arrays. */
  findPositions(area: Rect): number[] {
    const found: number[] = []
    const range = this.range
    if (!planeCellsInto(this.bbox, area.x0, area.y0, area.x1, area.y1, this.gridSize, range, 0)) return found
    const seq = this.seq
    if (this.seen.length < seq.length) this.seen = new Uint32Array(Math.max(seq.length, 2 * this.seen.length))
    const seen = this.seen
    // a fresh stamp; after 2^32 − 1 queries the stamps start over from a cleared array
    if (++this.query === 0xffffffff) {
      seen.fill(0)
      this.query = 1
    }
    const query = this.query
    const gx0 = range[0]!
    const gx1 = range[1]!
    const gy1 = range[3]!
    const { x0, y0, x1, y1 } = area
    for (let gy = range[2]!; gy < gy1; gy++) {
      for (let gx = gx0; gx < gx1; gx++) {
        const cell = this.grid.get(cellKey(gx, gy))
        if (cell === undefined) continue
        for (let c = 0; c < cell.length; c++) {
          const k = cell[c]!
          if (seen[k] === query) continue
          seen[k] = query
          const obj = seq[k]!
          // `overlaps(obj, area)`
          if (!(obj.x1 <= x0 || x1 <= obj.x0 || obj.y1 <= y0 || y1 <= obj.y0)) found.push(k)
        }
      }
    }
    return found
  }

  /** Whether some object strictly overlapping `area` passes `test` (what `find` would return, without building it). */
  some(area: Rect, test: (obj: T) => boolean): boolean {
    for (const key of this.cellKeys(area)) {
      const cell = this.grid.get(key)
      if (cell === undefined) continue
      for (const k of cell) {
        const obj = this.seq[k]!
        if (overlaps(obj, area) && test(obj)) return true
      }
    }
    return false
  }

  /** The keys of the cells `r` is filed under (pdfminer's `_getrange`, clipped to the plane), rows bottom-up, then columns; none outside it. */
  private cellKeys(r: Rect): number[] {
    const keys: number[] = []
    const range = planeCells(this.bbox, r, this.gridSize)
    if (range === null) return keys
    const [gx0, gx1, gy0, gy1] = range
    for (let gy = gy0; gy < gy1; gy++) for (let gx = gx0; gx < gx1; gx++) keys.push(cellKey(gx, gy))
    return keys
  }
}

/**
 * The grid cells a plane over `bbox` files `r` under (pdfminer's `_getrange`): [gx0, gx1, gy0, gy1), `r`
 * clipped to `bbox`; null when `r` lies outside it. A plane finds an object for a query exactly when
 * their cell ranges meet and `overlaps(object, query)`.
 */
export function planeCells(bbox: Rect, r: Rect, gridSize = 50): [number, number, number, number] | null {
  const b = bbox
  if (r.x1 <= b.x0 || b.x1 <= r.x0 || r.y1 <= b.y0 || b.y1 <= r.y0) return null
  const [gy0, gy1] = gridRange(Math.max(b.y0, r.y0), Math.min(b.y1, r.y1), gridSize)
  const [gx0, gx1] = gridRange(Math.max(b.x0, r.x0), Math.min(b.x1, r.x1), gridSize)
  return [gx0, gx1, gy0, gy1]
}

/**
 * `planeCells` of the rectangle (x0, y0, x1, y1) written to `out` from `at` (gx0, gx1, gy0, gy1), for loops
 * that ask it per pair and keep it in typed arrays; false (and `out` untouched) when the rectangle lies outside `bbox`.
 */
export function planeCellsInto(bbox: Rect, x0: number, y0: number, x1: number, y1: number, gridSize: number, out: Float64Array, at: number): boolean {
  const b = bbox
  if (x1 <= b.x0 || b.x1 <= x0 || y1 <= b.y0 || b.y1 <= y0) return false
  // pdfminer's `drange` on each axis: Python `int()` truncates, `//` floors
  out[at] = Math.floor(Math.trunc(Math.max(b.x0, x0)) / gridSize)
  out[at + 1] = Math.floor(Math.trunc(Math.min(b.x1, x1) + gridSize) / gridSize)
  out[at + 2] = Math.floor(Math.trunc(Math.max(b.y0, y0)) / gridSize)
  out[at + 3] = Math.floor(Math.trunc(Math.min(b.y1, y1) + gridSize) / gridSize)
  return true
}

/** Whether two rectangles overlap with positive area (touching edges do not count), as `Plane.find` tests. */
export function overlaps(obj: Rect, area: Rect): boolean {
  return !(obj.x1 <= area.x0 || area.x1 <= obj.x0 || obj.y1 <= area.y0 || area.y1 <= obj.y0)
}
