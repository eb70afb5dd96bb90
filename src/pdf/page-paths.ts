/**
 * @module pdf/page-paths
 * The vector paths a page paints, read from pdfjs's operator list as plain data for table detection
 * (ruling lines and cell rectangles). pdfjs folds each path (`m`, `l`, `c`, `re`, `h` …) into one
 * `constructPath` op whose arguments are `[paintOp, [Float32Array of DrawOPS], minMax]`; the path data is
 * in user space, mapped here through the CTM (`save`/`restore`/`transform`, form XObjects) into page space.
 * Only painted paths count (stroke and/or fill); clipping paths (`W n` → `endPath`) draw nothing.
 * Curves are skipped: rulings are straight. Filled shapes (`fills`) are kept only when mostly inside the
 * BBoxes of the form XObjects that paint them (`formClip`): what a form clips away is not drawn, so it is
 * nothing to render or OCR. Pure: no pdfjs import; `pdfjs.ts` feeds it.
 * Coordinates are pdfminer's page space (points, y up), like the glyphs.
 */
import type { Rect } from '../layout/types.js'
import { applyToPoint, finiteMatrix, multiply } from './matrix.js'
import type { Matrix } from './matrix.js'
import type { OperatorList } from './interpret-text.js'

/** A straight stroked segment in page space (points, y up). */
export interface PathSegment {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface PagePaths {
  /** Stroked straight segments (line-tos of stroked paths, edges of stroked non-rectangular shapes). */
  segments: PathSegment[]
  /** Axis-aligned rectangles that are stroked or filled (`re`, or closed four-corner paths). */
  rects: Rect[]
  /**
   * Boxes of the filled subpaths that are curved or not rectangles (glyph outlines, pie slices, map areas);
   * absent when there are none. At most MAX_FILLS per page: text drawn as outlines (pdf/strategies/outline-text)
   * shows in far fewer.
   */
  fills?: Rect[]
}

/** Most `fills` boxes kept for a page (a map or a plot can paint hundreds of thousands of shapes). */
export const MAX_FILLS = 20_000

/** pdfjs's DrawOPS codes inside a constructPath buffer. */
export const MOVE_TO = 0
export const LINE_TO = 1
export const CURVE_TO = 2
const QUAD_TO = 3
export const CLOSE = 4

const STROKE_OPS = new Set(['stroke', 'closeStroke', 'fillStroke', 'eoFillStroke', 'closeFillStroke', 'closeEOFillStroke'])
const FILL_OPS = new Set(['fill', 'eoFill', 'fillStroke', 'eoFillStroke', 'closeFillStroke', 'closeEOFillStroke'])

/** A closed subpath of four (or five, last = first) corners forming an axis-aligned rectangle. */
function rectOf(points: [number, number][]): Rect | null {
  let pts = points
  if (pts.length === 5 && Math.abs(pts[0]![0] - pts[4]![0]) < 0.01 && Math.abs(pts[0]![1] - pts[4]![1]) < 0.01) pts = pts.slice(0, 4)
  if (pts.length !== 4) return null
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  const tol = 0.01
  // Every corner lies on one of the box's corners, and consecutive corners share an x or a y.
  for (let i = 0; i < 4; i++) {
    const [px, py] = pts[i]!
    const [qx, qy] = pts[(i + 1) % 4]!
    if (!(Math.abs(px - x0) < tol || Math.abs(px - x1) < tol) || !(Math.abs(py - y0) < tol || Math.abs(py - y1) < tol)) return null
    if (Math.abs(px - qx) >= tol && Math.abs(py - qy) >= tol) return null
  }
  return { x0, y0, x1, y1 }
}

/**
 * Whether at least half of a filled shape's box lies inside `clip`. A shape mostly clipped away is no glyph to
 * read, and the slivers a clip edge leaves of a row of them would look like one (shapes hanging off the page
 * bottom, measured on pdf.js's issue6961); a shape mostly shown keeps its whole box (its size is what tells a
 * glyph from a drawing: a wide band cut down to the page would pass for a glyph and hide the shapes on it).
 */
export function mostlyInside(box: Rect, clip: Rect): boolean {
  const w = Math.min(box.x1, clip.x1) - Math.max(box.x0, clip.x0)
  const h = Math.min(box.y1, clip.y1) - Math.max(box.y0, clip.y0)
  return w > 0 && h > 0 && 2 * w * h >= (box.x1 - box.x0) * (box.y1 - box.y0)
}

/**
 * The page-space box a form XObject clips its painting to: its BBox (`bbox`, form space, normalised) mapped by
 * `ctm` (the form's matrix applied) to the box of its four corners, inside the enclosing forms' clip `outer`.
 * A form without a usable BBox clips to what encloses it.
 */
export function formClip(ctm: Matrix, bbox: ArrayLike<number> | null | undefined, outer: Rect | null): Rect | null {
  if (bbox === null || bbox === undefined || bbox.length !== 4) return outer
  const [bx0, by0, bx1, by1] = [Number(bbox[0]), Number(bbox[1]), Number(bbox[2]), Number(bbox[3])]
  if (![bx0, by0, bx1, by1].every(Number.isFinite)) return outer
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const [x, y] of [applyToPoint(ctm, bx0, by0), applyToPoint(ctm, bx1, by0), applyToPoint(ctm, bx1, by1), applyToPoint(ctm, bx0, by1)]) {
    if (x < x0) x0 = x
    if (x > x1) x1 = x
    if (y < y0) y0 = y
    if (y > y1) y1 = y
  }
  if (outer === null) return { x0, y0, x1, y1 }
  return { x0: Math.max(x0, outer.x0), y0: Math.max(y0, outer.y0), x1: Math.min(x1, outer.x1), y1: Math.min(y1, outer.y1) }
}

/**
 * Adds one painted path (DrawOPS buffer, user space) to `out`, mapped by `ctm`; fills mostly outside `clip`
 * (the enclosing forms' `formClip`, null on the page itself) left out.
 */
export function addPath(data: ArrayLike<number>, ctm: Matrix, stroked: boolean, filled: boolean, out: PagePaths, clip: Rect | null = null): void {
  const subpaths: { points: [number, number][]; closed: boolean; curved: boolean }[] = []
  let current: { points: [number, number][]; closed: boolean; curved: boolean } | undefined
  for (let i = 0; i < data.length;) {
    const op = data[i++]
    if (op === MOVE_TO) {
      current = { points: [applyToPoint(ctm, data[i]!, data[i + 1]!)], closed: false, curved: false }
      subpaths.push(current)
      i += 2
    } else if (op === LINE_TO) {
      const p = applyToPoint(ctm, data[i]!, data[i + 1]!)
      if (current === undefined) {
        current = { points: [p], closed: false, curved: false }
        subpaths.push(current)
      } else current.points.push(p)
      i += 2
    } else if (op === CURVE_TO || op === QUAD_TO) {
      const n = op === CURVE_TO ? 6 : 4
      const p = applyToPoint(ctm, data[i + n - 2]!, data[i + n - 1]!)
      if (current !== undefined) {
        current.curved = true
        current.points.push(p)
      }
      i += n
    } else if (op === CLOSE) {
      if (current !== undefined) {
        current.closed = true
        // A new segment after closePath starts at the subpath's first point.
        const first = current.points[0]!
        current = { points: [first], closed: false, curved: false }
        subpaths.push(current)
      }
    } else break // unknown code: the rest of the buffer cannot be parsed
  }
  for (const sub of subpaths) {
    if (filled && sub.points.length >= 3 && (sub.curved || rectOf(sub.points) === null)) addFill(sub.points, out, clip)
    if (sub.points.length < 2 || sub.curved) continue
    const rect = sub.closed || filled ? rectOf(sub.points) : null
    if (rect !== null) {
      out.rects.push(rect)
      continue
    }
    if (!stroked) continue
    const pts = sub.closed ? [...sub.points, sub.points[0]!] : sub.points
    for (let k = 1; k < pts.length; k++) {
      const [x0, y0] = pts[k - 1]!
      const [x1, y1] = pts[k]!
      if (x0 !== x1 || y0 !== y1) out.segments.push({ x0, y0, x1, y1 })
    }
  }
}

/** Records the box of a filled outline (its on-curve points: close enough for sizing glyphs) unless `clip` hides most of it. */
function addFill(points: readonly [number, number][], out: PagePaths, clip: Rect | null): void {
  const fills = (out.fills ??= [])
  if (fills.length >= MAX_FILLS) return
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const [x, y] of points) {
    if (x < x0) x0 = x
    if (x > x1) x1 = x
    if (y < y0) y0 = y
    if (y > y1) y1 = y
  }
  if (!(x1 > x0 && y1 > y0)) return
  const box = { x0, y0, x1, y1 }
  if (clip === null || mostlyInside(box, clip)) fills.push(box)
}

/** Scans an operator list; `pageCtm` maps user space to page space (pdf/matrix `pageMatrix`). */
export function scanPagePaths(ops: OperatorList, pageCtm: Matrix): PagePaths {
  const out: PagePaths = { segments: [], rects: [] }
  let ctm = pageCtm
  let clip: Rect | null = null
  const stack: Matrix[] = []
  const clips: (Rect | null)[] = []
  const { fnArray, argsArray, names } = ops
  for (let i = 0; i < fnArray.length; i++) {
    const name = names[fnArray[i]!]
    if (name === undefined) continue
    if (name === 'save') stack.push(ctm)
    else if (name === 'paintFormXObjectBegin') {
      // arguments: the form's matrix and its normalised BBox (pdfjs buildFormXObject)
      const args = (argsArray[i] ?? []) as unknown[]
      stack.push(ctm)
      clips.push(clip)
      ctm = multiply(finiteMatrix(args[0]) ?? [1, 0, 0, 1, 0, 0], ctm)
      clip = formClip(ctm, args[1] as ArrayLike<number> | null | undefined, clip)
    } else if (name === 'paintFormXObjectEnd') {
      ctm = stack.pop() ?? ctm
      clip = clips.pop() ?? null
    } else if (name === 'restore') ctm = stack.pop() ?? ctm
    else if (name === 'transform') ctm = multiply(finiteMatrix(argsArray[i]) ?? [1, 0, 0, 1, 0, 0], ctm)
    else if (name === 'constructPath') {
      const args = (argsArray[i] ?? []) as unknown[]
      const paint = names[Number(args[0])]
      if (paint === undefined) continue
      const stroked = STROKE_OPS.has(paint)
      const filled = FILL_OPS.has(paint)
      if (!stroked && !filled) continue
      const data = (args[1] as unknown[] | undefined)?.[0] as ArrayLike<number> | null | undefined
      if (data === null || data === undefined || typeof data.length !== 'number') continue
      addPath(data, ctm, stroked, filled, out, clip)
    }
  }
  return out
}
