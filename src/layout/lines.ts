/**
 * @module layout/lines
 * Glyphs → text lines: pdfminer.six's `LTLayoutContainer.group_objects` and the line classes
 * (`LTTextLineHorizontal.add` inserting spaces by word margin, `find_neighbors`), ported literally.
 * Glyphs are consumed in content-stream order; only consecutive glyphs are compared, as in pdfminer.
 * They are read from their run's columns and a line holds their indices (no object per glyph).
 */
import type { LayoutParams } from './params.js'
import { PDFMINER_INF, distanceAlong, height, overlapAlong, overlapsAlong, width } from './rect.js'
import type { PlaneIndex } from './filled-plane.js'
import type { GlyphRun, LineItem, Rect, TextLine } from './types.js'
import { SPACE_ITEM, itemText } from './types.js'
import { isPythonSpaceCode } from '../whitespace.js'

/**
 * `group_objects`' halign (called with x along the line, y across it) or valign (y along, x across): two glyphs,
 * [a0, a1] and [b0, b1] along the line, [c0, c1] and [d0, d1] across it, overlap across it by more than `lineOverlap`
 * × the smaller of their extents across, and their gap along it is below `charMargin` × the larger extent along.
 */
function onOneLine(a0: number, a1: number, b0: number, b1: number, c0: number, c1: number, d0: number, d1: number, params: LayoutParams): boolean {
  return (
    overlapsAlong(c0, c1, d0, d1) &&
    Math.min(c1 - c0, d1 - d0) * params.lineOverlap < overlapAlong(c0, c1, d0, d1) &&
    distanceAlong(a0, a1, b0, b1) < Math.max(a1 - a0, b1 - b0) * params.charMargin
  )
}

/**
 * Groups glyphs (in stream order) into lines: `group_objects`. Consecutive glyphs join a horizontal line
 * when they overlap vertically by more than `lineOverlap` × the smaller height and their horizontal gap
 * is below `charMargin` × the wider width (vertical lines symmetrically, when `detectVertical`).
 * Returned lines are not yet analysed (no trailing newline).
 */
export function groupGlyphsIntoLines(run: GlyphRun, params: LayoutParams): TextLine[] {
  const lines: TextLine[] = []
  const n = run.length
  if (n === 0) return lines
  const { x0, y0, x1, y1 } = run
  const builder = new LineBuilder(run, params.wordMargin)
  for (let i = 1; i < n; i++) {
    const p = i - 1
    const halign = onOneLine(x0[p]!, x1[p]!, x0[i]!, x1[i]!, y0[p]!, y1[p]!, y0[i]!, y1[i]!, params)
    const valign = params.detectVertical && onOneLine(y0[p]!, y1[p]!, y0[i]!, y1[i]!, x0[p]!, x1[p]!, x0[i]!, x1[i]!, params)
    const mode = builder.mode
    if ((halign && mode === HORIZONTAL) || (valign && mode === VERTICAL)) {
      builder.add(i)
    } else if (mode !== NONE) {
      lines.push(builder.finish())
    } else if (valign && !halign) {
      builder.open(VERTICAL)
      builder.add(p)
      builder.add(i)
    } else if (halign && !valign) {
      builder.open(HORIZONTAL)
      builder.add(p)
      builder.add(i)
    } else {
      builder.open(HORIZONTAL)
      builder.add(p)
      lines.push(builder.finish())
    }
  }
  if (builder.mode === NONE) {
    builder.open(HORIZONTAL)
    builder.add(n - 1)
  }
  lines.push(builder.finish())
  return lines
}

const NONE = 0
const HORIZONTAL = 1
const VERTICAL = 2

/**
 * The line under construction (at most one at a time): its mode, bbox, the last glyph edge pdfminer keeps (`_x1` /
 * `_y0`), and its items in a scratch array shared by all the lines of the run; the line becomes an object once, when
 * finished, its items an array of their number plus one free slot (for the newline `finishLine` adds later).
 */
class LineBuilder {
  mode = NONE
  private x0 = PDFMINER_INF
  private y0 = PDFMINER_INF
  private x1 = -PDFMINER_INF
  private y1 = -PDFMINER_INF
  private last = PDFMINER_INF
  /** At most a glyph and a space per glyph of the run. */
  private items: Int32Array
  private count = 0

  constructor(
    private readonly run: GlyphRun,
    private readonly wordMargin: number,
  ) {
    this.items = new Int32Array(2 * run.length)
  }

  open(mode: number): void {
    this.mode = mode
    this.x0 = PDFMINER_INF
    this.y0 = PDFMINER_INF
    this.x1 = -PDFMINER_INF
    this.y1 = -PDFMINER_INF
    this.last = mode === HORIZONTAL ? PDFMINER_INF : -PDFMINER_INF
    this.count = 0
  }

  /** LTTextLineHorizontal.add / LTTextLineVertical.add of glyph `i`: a space when the gap exceeds the word margin. */
  add(i: number): void {
    const run = this.run
    const x0 = run.x0[i]!
    const y0 = run.y0[i]!
    const x1 = run.x1[i]!
    const y1 = run.y1[i]!
    const horizontal = this.mode === HORIZONTAL
    let gap = false
    if (this.wordMargin) {
      const margin = this.wordMargin * Math.max(x1 - x0, y1 - y0)
      gap = horizontal ? this.last < x0 - margin : y1 + margin < this.last
    }
    // the space is written at every glyph and kept only after a gap (the glyph overwrites it otherwise): written
    // in a branch, it was code the compiled function had not run until a run's first gap, and was thrown away there
    let count = this.count
    this.items[count] = SPACE_ITEM
    count += gap ? 1 : 0
    this.last = horizontal ? x1 : y0
    this.items[count] = i
    this.count = count + 1
    // expandRect(line, glyph)
    this.x0 = Math.min(this.x0, x0)
    this.y0 = Math.min(this.y0, y0)
    this.x1 = Math.max(this.x1, x1)
    this.y1 = Math.max(this.y1, y1)
  }

  finish(): TextLine {
    const count = this.count
    let items: LineItem[]
    if (count < MAX_RESERVED) {
      // made with count + 1 slots, all filled, then the last popped: V8 keeps the slot, and the newline pushed later
      // takes it (no growth); cutting `length` instead keeps it too but is a runtime call (slower than the old pushes)
      items = new Array<LineItem>(count + 1)
      for (let k = 0; k < count; k++) items[k] = this.items[k]!
      items[count] = 0
      items.pop()
    } else items = Array.from(this.items.subarray(0, count))
    const line: TextLine = {
      mode: this.mode === HORIZONTAL ? 'horizontal' : 'vertical',
      x0: this.x0,
      y0: this.y0,
      x1: this.x1,
      y1: this.y1,
      glyphs: this.run,
      items,
    }
    this.mode = NONE
    return line
  }
}

/** Longest items array made with a free slot (`new Array(k)` of a very large k would not be a fast array). */
const MAX_RESERVED = 10_000

/** Python's `str.isspace()`: non-empty and only whitespace in Python's sense. */
export function isPythonSpace(text: string): boolean {
  if (text.length === 0) return false
  // A loop, not a regex: it runs on every line's text and almost always stops at the first character.
  for (let i = 0; i < text.length; i++) if (!isPythonSpaceCode(text.charCodeAt(i))) return false
  return true
}

/** LTTextLine.is_empty: no area, or only whitespace. Such lines are set aside before grouping into boxes. */
export function isEmptyLine(line: TextLine): boolean {
  return width(line) <= 0 || height(line) <= 0 || isSpaceOnly(line)
}

/** `isPythonSpace(lineText(line))` item by item, without building the line's text (this runs on every line). */
function isSpaceOnly(line: TextLine): boolean {
  let any = false
  for (const item of line.items) {
    const text = itemText(line, item)
    for (let i = 0; i < text.length; i++) if (!isPythonSpaceCode(text.charCodeAt(i))) return false
    if (text.length > 0) any = true
  }
  return any
}

/**
 * Lines in `plane` close to `line` (`find_neighbors`): within `ratio` × the line's height above or below
 * (width left or right for vertical lines), of the same height within that tolerance, and left-, right- or
 * centre-aligned within it. The line itself is among the results when it lies in the plane.
 */
export function findNeighbors(line: TextLine, plane: PlaneIndex<TextLine>, ratio: number): TextLine[] {
  const d = searchDistance(line, ratio)
  const found: TextLine[] = []
  for (const k of plane.findPositions(searchArea(line, d))) {
    const other = plane.objectAt(k)
    if (isLineNeighbour(line, other, d)) found.push(other)
  }
  return found
}

/**
 * `findNeighbors` as insertion positions in `plane` (the index in `lines` when the plane was filled with
 * `plane.extend(lines)`), in the same order, written to `out[0 …)` (room for every object of the plane, as
 * `PlaneIndex.findPositionsInto`); returns how many.
 */
export function findNeighborPositionsInto(line: TextLine, plane: PlaneIndex<TextLine>, ratio: number, out: Int32Array): number {
  const d = searchDistance(line, ratio)
  const count = plane.findPositionsInto(searchArea(line, d), out)
  // kept in place, in order
  let kept = 0
  for (let k = 0; k < count; k++) if (isLineNeighbour(line, plane.objectAt(out[k]!), d)) out[kept++] = out[k]!
  return kept
}

/** How far `find_neighbors` looks across the line: `ratio` × its height (width when vertical). */
function searchDistance(line: TextLine, ratio: number): number {
  return ratio * (line.mode === 'horizontal' ? height(line) : width(line))
}

/** The line widened by `d` across it: where `find_neighbors` asks the plane. */
function searchArea(line: TextLine, d: number): Rect {
  return line.mode === 'horizontal'
    ? { x0: line.x0, y0: line.y0 - d, x1: line.x1, y1: line.y1 + d }
    : { x0: line.x0 - d, y0: line.y0, x1: line.x1 + d, y1: line.y1 }
}

/** `find_neighbors`' filter of what the plane found: a line of the same mode, as `isNeighbour` along it. */
function isLineNeighbour(line: TextLine, other: TextLine, d: number): boolean {
  return line.mode === 'horizontal'
    ? other.mode === 'horizontal' && isNeighbour(other.x0, other.x1, height(other), line.x0, line.x1, height(line), d)
    : other.mode === 'vertical' && isNeighbour(other.y0, other.y1, width(other), line.y0, line.y1, width(line), d)
}

/**
 * `find_neighbors`' test on two lines of the same mode, [a0, a1] and [b0, b1] along them, `aHeight` and `bHeight`
 * across: the same height within `d`, and left-, right- or centre-aligned within `d`.
 */
function isNeighbour(a0: number, a1: number, aHeight: number, b0: number, b1: number, bHeight: number, d: number): boolean {
  return Math.abs(aHeight - bHeight) <= d && (Math.abs(a0 - b0) <= d || Math.abs(a1 - b1) <= d || Math.abs((a0 + a1) / 2 - (b0 + b1) / 2) <= d)
}
