/**
 * @module layout/lines
 * Glyphs → text lines: pdfminer.six's `LTLayoutContainer.group_objects` and the line classes
 * (`LTTextLineHorizontal.add` inserting spaces by word margin, `find_neighbors`), ported literally.
 * Glyphs are consumed in content-stream order; only consecutive glyphs are compared, as in pdfminer.
 */
import type { LayoutParams } from './params.js'
import { PDFMINER_INF, expandRect, hdistance, height, hoverlap, isHoverlap, isVoverlap, vdistance, voverlap, width } from './rect.js'
import type { Plane } from './plane.js'
import type { Glyph, TextLine, WritingMode } from './types.js'
import { SPACE_ANNO, isAnno } from './types.js'
import { isPythonSpaceCode } from '../whitespace.js'

/** A line under construction: the line plus the last glyph edge pdfminer keeps (`_x1` / `_y0`). */
interface LineBuilder {
  line: TextLine
  /** Right edge of the last glyph (horizontal) or bottom edge (vertical). */
  last: number
}

function newLine(mode: WritingMode): LineBuilder {
  return {
    line: { mode, x0: PDFMINER_INF, y0: PDFMINER_INF, x1: -PDFMINER_INF, y1: -PDFMINER_INF, items: [] },
    last: mode === 'horizontal' ? PDFMINER_INF : -PDFMINER_INF,
  }
}

/** LTTextLineHorizontal.add / LTTextLineVertical.add: a space when the gap exceeds the word margin. */
function addGlyph(builder: LineBuilder, glyph: Glyph, wordMargin: number): void {
  const { line } = builder
  if (wordMargin) {
    const margin = wordMargin * Math.max(width(glyph), height(glyph))
    if (line.mode === 'horizontal' ? builder.last < glyph.x0 - margin : glyph.y1 + margin < builder.last) {
      line.items.push(SPACE_ANNO)
    }
  }
  builder.last = line.mode === 'horizontal' ? glyph.x1 : glyph.y0
  line.items.push(glyph)
  expandRect(line, glyph)
}

/**
 * Groups glyphs (in stream order) into lines: `group_objects`. Consecutive glyphs join a horizontal line
 * when they overlap vertically by more than `lineOverlap` × the smaller height and their horizontal gap
 * is below `charMargin` × the wider width (vertical lines symmetrically, when `detectVertical`).
 * Returned lines are not yet analysed (no trailing newline).
 */
export function groupGlyphsIntoLines(glyphs: readonly Glyph[], params: LayoutParams): TextLine[] {
  const lines: TextLine[] = []
  let obj0: Glyph | undefined
  let line: LineBuilder | undefined
  const wm = params.wordMargin
  for (const obj1 of glyphs) {
    if (obj0 !== undefined) {
      const halign =
        isVoverlap(obj0, obj1) &&
        Math.min(height(obj0), height(obj1)) * params.lineOverlap < voverlap(obj0, obj1) &&
        hdistance(obj0, obj1) < Math.max(width(obj0), width(obj1)) * params.charMargin
      const valign =
        params.detectVertical &&
        isHoverlap(obj0, obj1) &&
        Math.min(width(obj0), width(obj1)) * params.lineOverlap < hoverlap(obj0, obj1) &&
        vdistance(obj0, obj1) < Math.max(height(obj0), height(obj1)) * params.charMargin
      if ((halign && line?.line.mode === 'horizontal') || (valign && line?.line.mode === 'vertical')) {
        addGlyph(line, obj1, wm)
      } else if (line !== undefined) {
        lines.push(line.line)
        line = undefined
      } else if (valign && !halign) {
        line = newLine('vertical')
        addGlyph(line, obj0, wm)
        addGlyph(line, obj1, wm)
      } else if (halign && !valign) {
        line = newLine('horizontal')
        addGlyph(line, obj0, wm)
        addGlyph(line, obj1, wm)
      } else {
        const single = newLine('horizontal')
        addGlyph(single, obj0, wm)
        lines.push(single.line)
      }
    }
    obj0 = obj1
  }
  if (obj0 === undefined) return lines
  if (line === undefined) {
    line = newLine('horizontal')
    addGlyph(line, obj0, wm)
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
    const text = isAnno(item) ? item.anno : item.text
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
export function findNeighbors(line: TextLine, plane: Plane<TextLine>, ratio: number): TextLine[] {
  if (line.mode === 'horizontal') {
    const d = ratio * height(line)
    return plane
      .find({ x0: line.x0, y0: line.y0 - d, x1: line.x1, y1: line.y1 + d })
      .filter(
        (other) =>
          other.mode === 'horizontal' &&
          Math.abs(height(other) - height(line)) <= d &&
          (Math.abs(other.x0 - line.x0) <= d ||
            Math.abs(other.x1 - line.x1) <= d ||
            Math.abs((other.x0 + other.x1) / 2 - (line.x0 + line.x1) / 2) <= d),
      )
  }
  const d = ratio * width(line)
  return plane
    .find({ x0: line.x0 - d, y0: line.y0, x1: line.x1 + d, y1: line.y1 })
    .filter(
      (other) =>
        other.mode === 'vertical' &&
        Math.abs(width(other) - width(line)) <= d &&
        (Math.abs(other.y0 - line.y0) <= d ||
          Math.abs(other.y1 - line.y1) <= d ||
          Math.abs((other.y0 + other.y1) / 2 - (line.y0 + line.y1) / 2) <= d),
    )
}
