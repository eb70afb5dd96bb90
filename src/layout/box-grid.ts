/**
 * @module layout/box-grid
 * A uniform grid of cells over a fixed extent, each cell listing the ids of the rectangles that meet it: the
 * spatial index of the box grouping (./group-boxes.ts) on pages of many boxes. A rectangle is filed under every
 * cell its bounding box meets; removal is lazy (the caller skips and drops dead ids while it scans a cell).
 * Cell numbers are monotone in the coordinate (`cellX(a) <= cellX(b)` whenever `a <= b`, infinities and values
 * outside the extent clamped to the border cells), so a rectangle none of whose cells lies in a queried cell
 * range lies entirely outside the queried rectangle: what lets a search skip it with a proof.
 */
export class BoxGrid {
  readonly nx: number
  readonly ny: number
  /** Cell (cx, cy) is `cells[cy * nx + cx]`: ids, in the order added, dead ones until a scan drops them. */
  readonly cells: number[][]
  private readonly ox: number
  private readonly oy: number
  private readonly invX: number
  private readonly invY: number

  /**
   * A grid over [x0, x1] × [y0, y1] (finite, x0 <= x1, y0 <= y1) with about `cellsWanted` square-ish cells,
   * at most 256 along a side.
   */
  constructor(x0: number, y0: number, x1: number, y1: number, cellsWanted: number) {
    const w = x1 - x0
    const h = y1 - y0
    const side = w > 0 && h > 0 ? Math.sqrt((w * h) / Math.max(1, cellsWanted)) : Math.max(w, h) / Math.max(1, cellsWanted)
    this.nx = side > 0 && w > 0 ? Math.min(256, Math.max(1, Math.round(w / side))) : 1
    this.ny = side > 0 && h > 0 ? Math.min(256, Math.max(1, Math.round(h / side))) : 1
    this.ox = x0
    this.oy = y0
    this.invX = this.nx > 1 ? this.nx / w : 0
    this.invY = this.ny > 1 ? this.ny / h : 0
    this.cells = []
    for (let k = 0; k < this.nx * this.ny; k++) this.cells.push([])
  }

  /** The column of `x` (clamped to the grid; monotone in `x`). */
  cellX(x: number): number {
    if (this.nx === 1) return 0
    const c = Math.floor((x - this.ox) * this.invX)
    return c < 0 ? 0 : c >= this.nx ? this.nx - 1 : c
  }

  /** The row of `y` (clamped to the grid; monotone in `y`). */
  cellY(y: number): number {
    if (this.ny === 1) return 0
    const c = Math.floor((y - this.oy) * this.invY)
    return c < 0 ? 0 : c >= this.ny ? this.ny - 1 : c
  }

  /** Files `id` under every cell the rectangle meets. */
  add(id: number, x0: number, y0: number, x1: number, y1: number): void {
    const cx0 = this.cellX(x0)
    const cx1 = this.cellX(x1)
    const cy1 = this.cellY(y1)
    for (let cy = this.cellY(y0); cy <= cy1; cy++) for (let cx = cx0; cx <= cx1; cx++) this.cells[cy * this.nx + cx]!.push(id)
  }
}
