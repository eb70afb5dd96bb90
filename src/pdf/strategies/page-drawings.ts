/**
 * @module pdf/strategies/page-drawings
 * What a page draws besides its text, read from pdfjs's operator list: the boxes of the raster images it
 * paints (for figure regions and "scanned page" detection) and whether it shows text in render mode 3
 * (invisible: the hidden text layer an OCR tool lays over a scan). Pure: no pdfjs import.
 * Coordinates are the page space the caller's CTM maps to (pdfminer's: points, y up).
 */
import type { Rect } from '../../layout/types.js'
import { applyToPoint, finiteMatrix, multiply } from '../matrix.js'
import type { Matrix } from '../matrix.js'
import type { OperatorList } from '../interpret-text.js'

export interface PageDrawings {
  /** Bounding boxes of painted raster images (XObject, inline and mask images), stream order. */
  images: Rect[]
  /** Number of show-text operations drawn in render mode 3 (invisible) or 7 (clip only). */
  invisibleTextOps: number
  /** Number of show-text operations in any mode. */
  textOps: number
}

const IMAGE_OPS = new Set([
  'paintImageXObject',
  'paintInlineImageXObject',
  'paintImageMaskXObject',
  'paintImageXObjectRepeat',
  'paintSolidColorImageMask',
])
const TEXT_OPS = new Set(['showText', 'showSpacedText', 'nextLineShowText', 'nextLineSetSpacingShowText'])

/**
 * The box of an image painted under `ctm`: an image is drawn into the unit square of the CTM, so the bounds
 * of its four mapped corners; null when that box has no area (nothing visible is drawn).
 */
export function paintedImageBox(ctm: Matrix): Rect | null {
  const corners = [applyToPoint(ctm, 0, 0), applyToPoint(ctm, 1, 0), applyToPoint(ctm, 0, 1), applyToPoint(ctm, 1, 1)]
  const xs = corners.map((p) => p[0])
  const ys = corners.map((p) => p[1])
  const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }
  return box.x1 - box.x0 > 0 && box.y1 - box.y0 > 0 ? box : null
}

/** Scans an operator list; `pageCtm` maps user space to page space (pdf/matrix `pageMatrix`). */
export function scanPageDrawings(ops: OperatorList, pageCtm: Matrix): PageDrawings {
  const result: PageDrawings = { images: [], invisibleTextOps: 0, textOps: 0 }
  let ctm = pageCtm
  let mode = 0
  const stack: { ctm: Matrix; mode: number }[] = []
  const { fnArray, argsArray, names } = ops
  for (let i = 0; i < fnArray.length; i++) {
    const name = names[fnArray[i]!]
    if (name === undefined) continue
    const args = (argsArray[i] ?? []) as unknown[]
    if (name === 'save' || name === 'paintFormXObjectBegin') {
      stack.push({ ctm, mode })
      // pdfjs's form begin carries the form matrix; its end restores (CanvasGraphics does save + transform).
      if (name === 'paintFormXObjectBegin') ctm = multiply(finiteMatrix(args[0]) ?? [1, 0, 0, 1, 0, 0], ctm)
    } else if (name === 'restore' || name === 'paintFormXObjectEnd') {
      const previous = stack.pop()
      if (previous !== undefined) ({ ctm, mode } = previous)
    } else if (name === 'transform') {
      const m = finiteMatrix(args)
      if (m !== null) ctm = multiply(m, ctm)
    } else if (name === 'setTextRenderingMode') {
      mode = Number(args[0]) || 0
    } else if (TEXT_OPS.has(name)) {
      result.textOps++
      if (mode === 3 || mode === 7) result.invisibleTextOps++
    } else if (IMAGE_OPS.has(name)) {
      const box = paintedImageBox(ctm)
      if (box !== null) result.images.push(box)
    }
  }
  return result
}
