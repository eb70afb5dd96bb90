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
import type { GlyphRun, Rect, TextLine, WritingMode } from './types.js'
import { SPACE_ITEM, itemText } from './types.js'
import { isPythonSpaceCode } from '../whitespace.js'

/** A line under construction: the line plus the last glyph edge pdfminer keeps (`_x1` / `_y0`). */
interface LineBuilder {
  line: TextLine
  /** Right edge of the last glyph (horizontal) or bottom edge (vertical). */
  last: number
}

function newLine(mode: WritingMode, glyphs: GlyphRun): LineBuilder {
  return {
    line: { mode, x0: PDFMINER_INF, y0: PDFMINER_INF, x1: -PDFMINER_INF, y1: -PDFMINER_INF, glyphs, items: [] },
    last: mode === 'horizontal' ? PDFMINER_INF : -PDFMINER_INF,
  }
}

/** LTTextLineHorizontal.add / LTTextLineVertical.add of glyph `i` of `run`: a space when the gap exceeds the word margin. */
function addGlyph(builder: LineBuilder, run: GlyphRun, i: number, wordMargin: number): void {
  const { line } = builder
  const x0 = run.x0[i]!
  const y0 = run.y0[i]!
  const x1 = run.x1[i]!
  const y1 = run.y1[i]!
  if (wordMargin) {
    const margin = wordMargin * Math.max(x1 - x0, y1 - y0)
    if (line.mode === 'horizontal' ? builder.last < x0 - margin : y1 + margin < builder.last) {
      line.items.push(SPACE_ITEM)
    }
  }
  builder.last = line.mode === 'horizontal' ? x1 : y0
  line.items.push(i)
  // expandRect(line, glyph)
  line.x0 = Math.min(line.x0, x0)
  line.y0 = Math.min(line.y0, y0)
  line.x1 = Math.max(line.x1, x1)
  line.y1 = Math.max(line.y1, y1)
}

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
  let line: LineBuilder | undefined
  const wm = params.wordMargin
  for (let i = 1; i < n; i++) {
    const p = i - 1
    const halign = onOneLine(x0[p]!, x1[p]!, x0[i]!, x1[i]!, y0[p]!, y1[p]!, y0[i]!, y1[i]!, params)
    const valign = params.detectVertical && onOneLine(y0[p]!, y1[p]!, y0[i]!, y1[i]!, x0[p]!, x1[p]!, x0[i]!, x1[i]!, params)
    if ((halign && line?.line.mode === 'horizontal') || (valign && line?.line.mode === 'vertical')) {
      addGlyph(line, run, i, wm)
    } else if (line !== undefined) {
      lines.push(line.line)
      line = undefined
    } else if (valign && !halign) {
      line = newLine('vertical', run)
      addGlyph(line, run, p, wm)
      addGlyph(line, run, i, wm)
    } else if (halign && !valign) {
      line = newLine('horizontal', run)
      addGlyph(line, run, p, wm)
      addGlyph(line, run, i, wm)
    } else {
      const single = newLine('horizontal', run)
      addGlyph(single, run, p, wm)
      lines.push(single.line)
    }
  }
  if (line === undefined) {
    line = newLine('horizontal', run)
    addGlyph(line, run, n - 1, wm)
  }
  lines.push(line.line)
  return lines
}

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
