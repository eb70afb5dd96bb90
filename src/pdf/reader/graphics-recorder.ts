/**
 * @module pdf/reader/graphics-recorder
 * What a page draws besides its text, recorded while our reader parses the content stream, for the
 * strategies that look past the text layer (hi_res, auto, od_only): the boxes of painted raster images, the
 * show-text operations and how many of them are invisible (render mode 3 or 7), and the painted vector paths
 * (ruling lines and cell rectangles for tables). It gives what `scanPageDrawings` and `scanPagePaths` read
 * from pdfjs's operator list: paths are collected as pdfjs's evaluator collects them (DrawOPS buffers of
 * float32 user-space coordinates, `re` as four corners and a close, a closing paint operator adding a close,
 * one path across q/Q but a new one in a form) and go through the same `addPath`; images are the unit square of the
 * CTM at the time they are painted. Coordinates are pdfminer's page space (points, y up).
 */
import { IDENTITY, multiply } from '../matrix.js'
import type { Matrix } from '../matrix.js'
import type { Rect } from '../../layout/types.js'
import { addPath, CLOSE, CURVE_TO, formClip, LINE_TO, MOVE_TO } from '../page-paths.js'
import type { PagePaths } from '../page-paths.js'
import { paintedImageBox } from '../strategies/page-drawings.js'
import type { PageDrawings } from '../strategies/page-drawings.js'
import { finiteNumber as num } from '../text-interpreter.js'

interface GraphicsState {
  ctm: Matrix
  /** What the enclosing form XObjects' BBoxes leave visible, in page space (null: the page itself). */
  clip: Rect | null
  mode: number
  path: number[]
  currentX: number
  currentY: number
}

/**
 * Path-painting operators: [stroked, filled, closes the path first]. `n` paints nothing. A Map, not an object: a content
 * stream may hold any keyword, "toString" included, and an unknown operator is skipped as pdfjs skips it.
 */
const PAINTS: ReadonlyMap<string, readonly [boolean, boolean, boolean]> = new Map([
  ['S', [true, false, false]],
  ['s', [true, false, true]],
  ['f', [false, true, false]],
  ['F', [false, true, false]],
  ['f*', [false, true, false]],
  ['B', [true, true, false]],
  ['B*', [true, true, false]],
  ['b', [true, true, true]],
  ['b*', [true, true, true]],
  ['n', [false, false, false]],
])

/** True for the operators `paint` takes. */
export const isPaintOperator = (op: string): boolean => PAINTS.has(op)

export class GraphicsRecorder {
  private state: GraphicsState
  private readonly stack: GraphicsState[] = []
  private readonly drawings: PageDrawings = { images: [], invisibleTextOps: 0, textOps: 0 }
  private readonly paths: PagePaths = { segments: [], rects: [] }

  constructor(pageCtm: Matrix) {
    this.state = { ctm: pageCtm, clip: null, mode: 0, path: [], currentX: 0, currentY: 0 }
  }

  result(): { drawings: PageDrawings; paths: PagePaths } {
    return { drawings: this.drawings, paths: this.paths }
  }

  /** `q`; as in pdfjs's evaluator, the path under construction is shared with the saved state (Q does not drop it). */
  save(): void {
    this.stack.push(this.state)
    this.state = { ...this.state }
  }

  restore(): void {
    const previous = this.stack.pop()
    if (previous !== undefined) this.state = previous
  }

  /** `cm` */
  transform(m: Matrix): void {
    this.state.ctm = multiply(m, this.state.ctm)
  }

  /**
   * A form XObject: a saved state moved by the form's matrix, with a path of its own, clipped to its BBox
   * (normalised, form space) as pdfjs's paintFormXObjectBegin.
   */
  beginForm(matrix: Matrix | null, bbox: ArrayLike<number> | null = null): void {
    this.stack.push(this.state)
    this.state = { ...this.state, path: [] }
    this.transform(matrix ?? IDENTITY)
    this.state.clip = formClip(this.state.ctm, bbox, this.state.clip)
  }

  endForm(): void {
    this.restore()
  }

  /** `Tr` */
  setRenderMode(mode: number): void {
    this.state.mode = mode
  }

  /** A show-text operation (`Tj`, `TJ`, `'`, `"`). */
  showText(): void {
    this.drawings.textOps++
    if (this.state.mode === 3 || this.state.mode === 7) this.drawings.invisibleTextOps++
  }

  /** A raster image (XObject or inline) painted into the unit square of the CTM. */
  image(): void {
    const box = paintedImageBox(this.state.ctm)
    if (box !== null) this.drawings.images.push(box)
  }

  /** A path-construction operator (`m l c v y h re`) with its operands. */
  pathOp(op: string, operands: readonly unknown[]): void {
    const s = this.state
    const path = s.path
    const a = (i: number): number => num(operands[i])
    switch (op) {
      case 'm':
      case 'l':
        s.currentX = a(0)
        s.currentY = a(1)
        path.push(op === 'm' ? MOVE_TO : LINE_TO, s.currentX, s.currentY)
        break
      case 'c':
        path.push(CURVE_TO, a(0), a(1), a(2), a(3), a(4), a(5))
        s.currentX = a(4)
        s.currentY = a(5)
        break
      case 'v':
      case 'y': {
        // one control point given: `v` takes the current point as the first, `y` the end point as the second
        const x = a(2)
        const y = a(3)
        if (op === 'v') path.push(CURVE_TO, s.currentX, s.currentY, a(0), a(1), x, y)
        else path.push(CURVE_TO, a(0), a(1), x, y, x, y)
        s.currentX = x
        s.currentY = y
        break
      }
      case 'h':
        path.push(CLOSE)
        break
      case 're': {
        const x = a(0)
        const y = a(1)
        const w = a(2)
        const h = a(3)
        s.currentX = x
        s.currentY = y
        if (w === 0 || h === 0) path.push(MOVE_TO, x, y, LINE_TO, x + w, y + h, CLOSE)
        else path.push(MOVE_TO, x, y, LINE_TO, x + w, y, LINE_TO, x + w, y + h, LINE_TO, x, y + h, CLOSE)
        break
      }
      default:
        break
    }
  }

  /** A path-painting operator (see `isPaintOperator`): the current path is painted (or dropped) and cleared. */
  paint(op: string): void {
    const paint = PAINTS.get(op)
    if (paint === undefined) return
    const [stroked, filled, closes] = paint
    const path = this.state.path
    if (closes) path.push(CLOSE)
    if (path.length > 0 && (stroked || filled)) addPath(new Float32Array(path), this.state.ctm, stroked, filled, this.paths, this.state.clip)
    path.length = 0
  }
}
