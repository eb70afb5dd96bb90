/**
 * @module tables/types
 * Plain data of table structure recognition. Every box is in one page space with the origin at the
 * top-left and y growing downwards (PixelSpace of the page image, or any unit the caller picks); the
 * algorithms take their tolerances in the same unit through `unit` (units per PDF point).
 */

/** An axis-aligned box: left, top, right, bottom. */
export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** One word with its box (from the text layer or from OCR). */
export interface TableWord extends Box {
  text: string
}

/** A straight line or a rectangle edge drawn on the page (a ruling candidate), any direction. */
export interface Segment {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** A horizontal ruling at `y` from `x0` to `x1`, or a vertical one at `x` (there `a`..`b` is the y range). */
export interface Ruling {
  /** The constant coordinate (y of a horizontal ruling, x of a vertical one). */
  at: number
  /** Start and end along the ruling (a ≤ b). */
  a: number
  b: number
}

/** One cell of a grid: its top-left slot, its spans (≥ 1) and its text. */
export interface TableCell {
  row: number
  col: number
  rowSpan: number
  colSpan: number
  text: string
  box: Box
}

/** A table's structure: the grid lines, the cells (row-major by top-left slot) and the header rows. */
export interface TableGrid {
  box: Box
  /** Row boundaries, top to bottom (rows + 1 values). */
  rowYs: number[]
  /** Column boundaries, left to right (cols + 1 values). */
  colXs: number[]
  cells: TableCell[]
  /** How many leading rows are headers (0 when none is recognised). */
  headerRows: number
  /** Which evidence found it: drawn rulings (lattice) or text alignment (stream). */
  method: 'lattice' | 'stream'
}
