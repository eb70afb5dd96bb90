/**
 * @module pdf/text-run-box
 * A box, in canvas pixels, that holds all the ink of one text-showing operation as pdf.js draws it (its
 * `showText`: the canvas transform, then the text matrix, the pen position raised by the rise, the horizontal
 * scale, then each glyph at its advance, one em being the font size). The box is generous, never tight: the
 * pen may run the sum of every advance and spacing either way, and each glyph may reach MIN_REACH_EM ems
 * (or its font's bounding box, when larger) beyond its pen position in every direction — so a run whose box
 * misses a canvas draws no pixel on it. Pure: pdf.js's drawing state in, a box out; undefined when a value
 * is not a finite number (the caller then draws the run).
 */
import { applyToPoint, IDENTITY, multiply } from './matrix.js'
import type { Matrix } from './matrix.js'

/** How far (ems) a glyph's outline may reach from its pen position at the least: tall brackets, swashes, accents. */
export const MIN_REACH_EM = 3

/** The parts of pdf.js's text drawing state (CanvasExtraState) the box depends on. */
export interface TextDrawingState {
  x: number
  y: number
  textMatrix: ArrayLike<number> | null
  textRise: number
  textHScale: number
  fontSize: number
  fontMatrix: ArrayLike<number>
  charSpacing: number
  wordSpacing: number
  /** The font's bounding box in glyph units (pdf.js's `bbox`), when known. */
  fontBox?: ArrayLike<number> | undefined
}

/** A 2D affine transform as canvases give it. */
export interface CanvasTransform {
  a: number
  b: number
  c: number
  d: number
  e: number
  f: number
}

export interface PixelBounds {
  x0: number
  y0: number
  x1: number
  y1: number
}

const finite = (...values: number[]): boolean => values.every((v) => Number.isFinite(v))

/** How far (ems) the outlines of the font reach: its bounding box through its font matrix, at least MIN_REACH_EM. */
function reachEm(fontMatrix: ArrayLike<number>, fontBox: ArrayLike<number> | undefined): number {
  const scale = Math.max(Math.abs(fontMatrix[0] ?? 0), Math.abs(fontMatrix[1] ?? 0), Math.abs(fontMatrix[2] ?? 0), Math.abs(fontMatrix[3] ?? 0))
  let reach = MIN_REACH_EM
  if (fontBox !== undefined && fontBox.length === 4) {
    for (let i = 0; i < 4; i++) reach = Math.max(reach, Math.abs(fontBox[i]!) * scale)
  }
  // a font matrix larger than the usual 1/1000 draws its glyph units larger than an em
  return Math.max(reach, reach * scale * 1000)
}

/**
 * The pixels of the canvas (`transform`: the canvas's transform when the operation starts) that the glyphs
 * `glyphs` (pdf.js's showText argument: glyph objects with a `width` and `isSpace`, numbers for TJ offsets)
 * may cover.
 */
export function textRunBox(state: TextDrawingState, glyphs: readonly unknown[], transform: CanvasTransform): PixelBounds | undefined {
  const { x, y, textRise, textHScale, fontSize, fontMatrix, charSpacing, wordSpacing } = state
  if (!finite(x, y, textRise, textHScale, fontSize, charSpacing, wordSpacing)) return undefined
  const em = Math.abs(fontSize)
  const advanceScale = Math.abs(fontSize * (fontMatrix[0] ?? 0))
  const spacing = Math.abs(charSpacing) + Math.abs(wordSpacing)
  // the farthest the pen may go either way
  let run = 0
  for (const glyph of glyphs) {
    if (typeof glyph === 'number') run += (Math.abs(glyph) * em) / 1000
    else if (glyph !== null && typeof glyph === 'object') run += Math.abs(Number((glyph as { width?: unknown }).width) || 0) * advanceScale + spacing
  }
  const reach = reachEm(fontMatrix, state.fontBox) * em
  const half = run + reach
  // run space (before the horizontal scale) → text space → user space → canvas pixels
  const runSpace: Matrix = [textHScale, 0, 0, 1, x, y + textRise]
  const tm = state.textMatrix ?? IDENTITY
  const { a, b, c, d, e, f } = transform
  const m = multiply(multiply(runSpace, [tm[0]!, tm[1]!, tm[2]!, tm[3]!, tm[4]!, tm[5]!]), [a, b, c, d, e, f])
  if (!finite(half, ...m)) return undefined
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const [px, py] of [
    applyToPoint(m, -half, -reach),
    applyToPoint(m, half, -reach),
    applyToPoint(m, -half, reach),
    applyToPoint(m, half, reach),
  ]) {
    x0 = Math.min(x0, px)
    y0 = Math.min(y0, py)
    x1 = Math.max(x1, px)
    y1 = Math.max(y1, py)
  }
  return finite(x0, y0, x1, y1) ? { x0, y0, x1, y1 } : undefined
}

/** Whether `box` misses the `width` × `height` canvas by more than `margin` pixels. */
export function missesCanvas(box: PixelBounds, width: number, height: number, margin: number): boolean {
  return box.x1 < -margin || box.y1 < -margin || box.x0 > width + margin || box.y0 > height + margin
}
