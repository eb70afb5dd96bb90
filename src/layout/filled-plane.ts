/**
 * @module layout/filled-plane
 * pdfminer's `Plane` (./plane.ts) for a set of objects given all at once and never removed — the lines of a page
 * when they are grouped into boxes. Its cells are a dense grid over the plane's bbox (every object is clipped to
 * it, so no cell lies outside), each cell's objects a run of one array in insertion order: no map from cell keys
 * (numbers beyond the small integers, boxed and hashed as doubles), no array per cell. `findPositions` returns what
 * `Plane.findPositions` returns, in the same order. A bbox spanning too many cells (or not finite) is served by a
 * `Plane`; a few objects (FEW_OBJECTS) by a search that tests each of them, in the same order again.
 */
import { Plane, planeCellsInto } from './plane.js'
import type { Rect } from './types.js'

/** The positions of the objects in the plane that strictly overlap an area, in `Plane.findPositions`' order, and the object at a position. */
export interface PlaneIndex<T extends Rect> {
  findPositions(area: Rect): number[]
  /**
   * `findPositions` written to `out[0 …)` (at most one entry per object in the plane, so an array of that many always
   * suffices); returns how many. A caller asking once per object reuses one array.
   */
  findPositionsInto(area: Rect, out: Int32Array): number
  objectAt(k: number): T
}

/** Most cells of a dense grid (a page of 50-unit cells has a few hundred). */
const MAX_CELLS = 1 << 16
/**
 * Most objects searched one by one, without a grid: a page of a few lines spent more on its grid (a count per
 * cell of a few hundred cells, in arrays of their own) than on its searches.
 */
const FEW_OBJECTS = 32

/** A plane over `bbox` holding `objects` (insertion positions 0 … n−1 in array order). */
export function filledPlane<T extends Rect>(bbox: Rect, objects: readonly T[], gridSize = 50): PlaneIndex<T> {
  const range = new Float64Array(4)
  const inside = planeCellsInto(bbox, bbox.x0, bbox.y0, bbox.x1, bbox.y1, gridSize, range, 0)
  const columns = range[1]! - range[0]!
  const rows = range[3]! - range[2]!
  if (inside && columns * rows <= MAX_CELLS) {
    return objects.length <= FEW_OBJECTS ? new FewObjectsPlane(bbox, objects, gridSize) : new FilledPlane(bbox, objects, gridSize, range)
  }
  const plane = new Plane<T>(bbox, gridSize)
  plane.extend(objects)
  return plane
}

/** What the planes below share: their objects by insertion position, and `findPositions` as `findPositionsInto` writes it. */
abstract class PositionsPlane<T extends Rect> implements PlaneIndex<T> {
  constructor(protected readonly objects: readonly T[]) {}

  objectAt(k: number): T {
    return this.objects[k]!
  }

  findPositions(area: Rect): number[] {
    const found = new Int32Array(this.objects.length)
    return Array.from(found.subarray(0, this.findPositionsInto(area, found)))
  }

  abstract findPositionsInto(area: Rect, out: Int32Array): number
}

class FilledPlane<T extends Rect> extends PositionsPlane<T> {
  private readonly bbox: Rect
  private readonly gridSize: number
  private readonly gx0: number
  private readonly gy0: number
  private readonly columns: number
  /** Cell c's objects are `items[starts[c], starts[c + 1])`, c = (gy − gy0) · columns + (gx − gx0). */
  private readonly starts: Int32Array
  private readonly items: Int32Array
  /** `seen[k] === query`: object k was already looked at by the current query. */
  private readonly seen: Uint32Array
  private query = 0
  private readonly range = new Float64Array(4)

  constructor(bbox: Rect, objects: readonly T[], gridSize: number, bboxCells: Float64Array) {
    super(objects)
    this.bbox = bbox
    this.gridSize = gridSize
    this.gx0 = bboxCells[0]!
    this.gy0 = bboxCells[2]!
    this.columns = bboxCells[1]! - bboxCells[0]!
    const cellCount = this.columns * (bboxCells[3]! - bboxCells[2]!)
    const n = objects.length
    // each object's cells, then the count per cell, then the runs filled in insertion order
    const cells = new Float64Array(4 * n)
    const filed = new Uint8Array(n)
    const starts = new Int32Array(cellCount + 1)
    const columns = this.columns
    for (let k = 0; k < n; k++) {
      const o = objects[k]!
      if (!planeCellsInto(bbox, o.x0, o.y0, o.x1, o.y1, gridSize, cells, 4 * k)) continue
      filed[k] = 1
      const [gx0, gx1, gy0, gy1] = this.relative(cells, 4 * k)
      for (let gy = gy0; gy < gy1; gy++) for (let gx = gx0; gx < gx1; gx++) starts[gy * columns + gx + 1]!++
    }
    for (let c = 0; c < cellCount; c++) starts[c + 1]! += starts[c]!
    const next = starts.slice(0, cellCount)
    const items = new Int32Array(starts[cellCount]!)
    for (let k = 0; k < n; k++) {
      if (filed[k] === 0) continue
      const [gx0, gx1, gy0, gy1] = this.relative(cells, 4 * k)
      for (let gy = gy0; gy < gy1; gy++) for (let gx = gx0; gx < gx1; gx++) items[next[gy * columns + gx]!++] = k
    }
    this.starts = starts
    this.items = items
    this.seen = new Uint32Array(n)
  }

  findPositionsInto(area: Rect, out: Int32Array): number {
    let count = 0
    const range = this.range
    if (!planeCellsInto(this.bbox, area.x0, area.y0, area.x1, area.y1, this.gridSize, range, 0)) return count
    const seen = this.seen
    // a fresh stamp; after 2^32 − 1 queries the stamps start over from a cleared array
    if (++this.query === 0xffffffff) {
      seen.fill(0)
      this.query = 1
    }
    const query = this.query
    const { objects, starts, items, columns } = this
    const { x0, y0, x1, y1 } = area
    const gx0 = range[0]! - this.gx0
    const gx1 = range[1]! - this.gx0
    const gy1 = range[3]! - this.gy0
    // rows bottom-up, then columns, insertion order within a cell: Plane.find's order
    for (let gy = range[2]! - this.gy0; gy < gy1; gy++) {
      for (let gx = gx0; gx < gx1; gx++) {
        const c = gy * columns + gx
        for (let at = starts[c]!, end = starts[c + 1]!; at < end; at++) {
          const k = items[at]!
          if (seen[k] === query) continue
          seen[k] = query
          const obj = objects[k]!
          // `overlaps(obj, area)`
          if (!(obj.x1 <= x0 || x1 <= obj.x0 || obj.y1 <= y0 || y1 <= obj.y0)) out[count++] = k
        }
      }
    }
    return count
  }

  /** The cell range at `cells[at, at + 4)` (gx0, gx1, gy0, gy1) relative to the grid's first cell. */
  private relative(cells: Float64Array, at: number): [number, number, number, number] {
    return [cells[at]! - this.gx0, cells[at + 1]! - this.gx0, cells[at + 2]! - this.gy0, cells[at + 3]! - this.gy0]
  }
}

/**
 * The plane of a few objects: each object's cell range, and a search that tests every object. An object is met
 * (and, when it overlaps the area, found) at the first cell of the search's range it lies in, rows bottom-up, then
 * columns: the found objects are sorted by that cell (row, then column), and by position within a cell, which is
 * `FilledPlane`'s order (and `Plane.find`'s).
 */
class FewObjectsPlane<T extends Rect> extends PositionsPlane<T> {
  /** Object k's cells are gx ∈ [cells[4k], cells[4k + 1]), gy ∈ [cells[4k + 2], cells[4k + 3]); NaN when it lies outside the bbox. */
  private readonly cells: number[] = []
  private readonly range = new Float64Array(4)
  /** The first cell (row · CELL_ROW + column, counted from the search range's first) of each object found by the current search. */
  private readonly firstCell: number[] = []

  constructor(
    private readonly bbox: Rect,
    objects: readonly T[],
    private readonly gridSize: number,
  ) {
    super(objects)
    const range = this.range
    for (const o of objects) {
      if (planeCellsInto(bbox, o.x0, o.y0, o.x1, o.y1, gridSize, range, 0)) this.cells.push(range[0]!, range[1]!, range[2]!, range[3]!)
      else this.cells.push(NaN, NaN, NaN, NaN)
    }
  }

  findPositionsInto(area: Rect, out: Int32Array): number {
    const range = this.range
    if (!planeCellsInto(this.bbox, area.x0, area.y0, area.x1, area.y1, this.gridSize, range, 0)) return 0
    const qx0 = range[0]!
    const qx1 = range[1]!
    const qy0 = range[2]!
    const qy1 = range[3]!
    const { objects, cells, firstCell } = this
    const { x0, y0, x1, y1 } = area
    let count = 0
    for (let k = 0; k < objects.length; k++) {
      const gx = Math.max(cells[4 * k]!, qx0)
      const gy = Math.max(cells[4 * k + 2]!, qy0)
      // no cell in common with the search's range (NaN: outside the bbox, never filed)
      if (!(gx < Math.min(cells[4 * k + 1]!, qx1) && gy < Math.min(cells[4 * k + 3]!, qy1))) continue
      const obj = objects[k]!
      if (obj.x1 <= x0 || x1 <= obj.x0 || obj.y1 <= y0 || y1 <= obj.y0) continue
      // insertion by first cell; k grows, so objects of one cell stay in position order
      const cell = (gy - qy0) * CELL_ROW + (gx - qx0)
      let at = count++
      while (at > 0 && firstCell[at - 1]! > cell) {
        firstCell[at] = firstCell[at - 1]!
        out[at] = out[at - 1]!
        at--
      }
      firstCell[at] = cell
      out[at] = k
    }
    return count
  }
}

/** The weight of a row in `FewObjectsPlane`'s cell order: more columns than a bbox of at most MAX_CELLS cells has. */
const CELL_ROW = 2 ** 26
