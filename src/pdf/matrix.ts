/**
 * @module pdf/matrix
 * PDF affine matrices `[a, b, c, d, e, f]`, with pdfminer.six's helper semantics (pdfminer/utils.py:
 * mult_matrix, translate_matrix, apply_matrix_pt), so glyph boxes come out bit-identical.
 */
export type Matrix = readonly [number, number, number, number, number, number]

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** Six finite numbers (an operator's arguments, a Float32Array) as a matrix, or null for anything else. */
export function finiteMatrix(value: unknown): Matrix | null {
  const v = value as ArrayLike<unknown> | null | undefined
  if (v === null || v === undefined || v.length !== 6) return null
  const m = Array.from(v, Number)
  return m.every(Number.isFinite) ? (m as unknown as Matrix) : null
}

/** `m1` then `m0` (pdfminer's `mult_matrix(m1, m0)`). */
export function multiply(m1: Matrix, m0: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1
  const [a0, b0, c0, d0, e0, f0] = m0
  return [a1 * a0 + b1 * c0, a1 * b0 + b1 * d0, c1 * a0 + d1 * c0, c1 * b0 + d1 * d0, e1 * a0 + f1 * c0 + e0, e1 * b0 + f1 * d0 + f0]
}

/**
 * `multiply(m1, m0)` written into `out` (which may be `m0` or `m1`): the same operations in the same order, so
 * the same numbers, with no new array. Returns `out`.
 */
export function multiplyInto(out: Float64Array, m1: ArrayLike<number>, m0: ArrayLike<number>): Float64Array {
  const a1 = m1[0]!
  const b1 = m1[1]!
  const c1 = m1[2]!
  const d1 = m1[3]!
  const e1 = m1[4]!
  const f1 = m1[5]!
  const a0 = m0[0]!
  const b0 = m0[1]!
  const c0 = m0[2]!
  const d0 = m0[3]!
  const e0 = m0[4]!
  const f0 = m0[5]!
  out[0] = a1 * a0 + b1 * c0
  out[1] = a1 * b0 + b1 * d0
  out[2] = c1 * a0 + d1 * c0
  out[3] = c1 * b0 + d1 * d0
  out[4] = e1 * a0 + f1 * c0 + e0
  out[5] = e1 * b0 + f1 * d0 + f0
  return out
}

/** pdfminer's `translate_matrix`: moves the origin by (x, y) in the matrix's own space. */
export function translate(m: Matrix, x: number, y: number): Matrix {
  const [a, b, c, d, e, f] = m
  return [a, b, c, d, x * a + y * c + e, x * b + y * d + f]
}

export function applyToPoint(m: ArrayLike<number>, x: number, y: number): [number, number] {
  return [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!]
}

/** pdfminer's page CTM for a mediabox and a /Rotate value (PDFPageInterpreter.process_page). */
export function pageMatrix(box: readonly [number, number, number, number], rotate: number): Matrix {
  const [x0, y0, x1, y1] = box
  const r = ((rotate % 360) + 360) % 360
  if (r === 90) return [0, -1, 1, 0, -y0, x1]
  if (r === 180) return [-1, 0, 0, -1, x1, y1]
  if (r === 270) return [0, 1, -1, 0, y1, -x0]
  return [1, 0, 0, 1, -x0, -y0]
}

/** The page CTM for a view box and rotation, with the page's size once rotated (PDF points). */
export function pageGeometry(box: readonly [number, number, number, number], rotate: number): { ctm: Matrix; width: number; height: number } {
  const ctm = pageMatrix(box, rotate)
  const page = transformBox(ctm, box[0], box[1], box[2], box[3])
  return { ctm, width: page.x1 - page.x0, height: page.y1 - page.y0 }
}

/** The box spanned by two opposite corners (x0, y0) and (x1, y1) once transformed by `m` (an axis-aligned `m`: scale, flip, quarter turns). */
export function transformBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): { x0: number; y0: number; x1: number; y1: number } {
  const [px, py] = applyToPoint(m, x0, y0)
  const [qx, qy] = applyToPoint(m, x1, y1)
  return { x0: Math.min(px, qx), y0: Math.min(py, qy), x1: Math.max(px, qx), y1: Math.max(py, qy) }
}
