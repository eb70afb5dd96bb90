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

export class Plane<T extends Rect> {
  /** Cell side in user-space units. */
  readonly gridSize: number
  readonly bbox: Rect
  private readonly seq: T[] = []
  private readonly objs = new Set<T>()
  private readonly grid = new Map<number, Map<number, T[]>>()

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

  add(obj: T): void {
    this.forCells(obj, (gx, gy) => {
      let row = this.grid.get(gy)
      if (row === undefined) {
        row = new Map()
        this.grid.set(gy, row)
      }
      const cell = row.get(gx)
      if (cell === undefined) row.set(gx, [obj])
      else cell.push(obj)
    })
    this.seq.push(obj)
    this.objs.add(obj)
  }

  extend(objs: Iterable<T>): void {
    for (const obj of objs) this.add(obj)
  }

  remove(obj: T): void {
    this.forCells(obj, (gx, gy) => {
      const cell = this.grid.get(gy)?.get(gx)
      if (cell === undefined) return
      const at = cell.indexOf(obj)
      if (at >= 0) cell.splice(at, 1)
    })
    this.objs.delete(obj)
  }

  /** Objects whose rectangle strictly overlaps `area`, each once. */
  find(area: Rect): T[] {
    const found: T[] = []
    const done = new Set<T>()
    this.forCells(area, (gx, gy) => {
      const cell = this.grid.get(gy)?.get(gx)
      if (cell === undefined) return
      for (const obj of cell) {
        if (done.has(obj)) continue
        done.add(obj)
        if (obj.x1 <= area.x0 || area.x1 <= obj.x0 || obj.y1 <= area.y0 || area.y1 <= obj.y0) continue
        found.push(obj)
      }
    })
    return found
  }

  /** pdfminer's `_getrange`: the cells of `r` clipped to the plane, rows outer, columns inner. */
  private forCells(r: Rect, visit: (gx: number, gy: number) => void): void {
    const b = this.bbox
    if (r.x1 <= b.x0 || b.x1 <= r.x0 || r.y1 <= b.y0 || b.y1 <= r.y0) return
    const [gy0, gy1] = gridRange(Math.max(b.y0, r.y0), Math.min(b.y1, r.y1), this.gridSize)
    const [gx0, gx1] = gridRange(Math.max(b.x0, r.x0), Math.min(b.x1, r.x1), this.gridSize)
    for (let gy = gy0; gy < gy1; gy++) for (let gx = gx0; gx < gx1; gx++) visit(gx, gy)
  }
}
