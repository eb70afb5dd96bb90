/**
 * @module tables/rulings
 * Ruling lines from what a page draws: straight segments and rectangles become horizontal and vertical
 * rulings (a thin rectangle is one line; a larger one is its four edges, as pdfplumber reads cell boxes);
 * slanted segments are dropped; collinear pieces that touch or overlap are merged into one ruling.
 */
import type { Box, Ruling, Segment } from './types.js'

export interface Rulings {
  horizontal: Ruling[]
  vertical: Ruling[]
}

/** Merges rulings on the same line (`at` within `tol`) whose ranges overlap or are at most `tol` apart. */
export function mergeRulings(rulings: readonly Ruling[], tol: number): Ruling[] {
  const sorted = [...rulings].sort((p, q) => p.at - q.at || p.a - q.a)
  // Group by position first, then merge ranges inside each group.
  const groups: Ruling[][] = []
  for (const r of sorted) {
    const group = groups[groups.length - 1]
    if (group !== undefined && r.at - group[0]!.at <= tol) group.push(r)
    else groups.push([r])
  }
  const out: Ruling[] = []
  for (const group of groups) {
    const at = group.reduce((s, r) => s + r.at, 0) / group.length
    const ranges = group.map((r) => [r.a, r.b] as [number, number]).sort((p, q) => p[0] - q[0])
    let [a, b] = ranges[0]!
    for (const [ra, rb] of ranges.slice(1)) {
      if (ra <= b + tol) b = Math.max(b, rb)
      else {
        out.push({ at, a, b })
        ;[a, b] = [ra, rb]
      }
    }
    out.push({ at, a, b })
  }
  return out
}

/**
 * Rulings from segments and rectangles (top-left origin). `thin` is the thickness below which a
 * rectangle is a line; `tol` the distance under which pieces are joined (both in page units).
 * Rulings shorter than `minLength` are dropped (glyph-like strokes, underlines of single letters).
 */
export function rulingsFrom(segments: readonly Segment[], rects: readonly Box[], thin: number, tol: number, minLength: number): Rulings {
  const horizontal: Ruling[] = []
  const vertical: Ruling[] = []
  const addSegment = (s: Segment): void => {
    const dx = Math.abs(s.x1 - s.x0)
    const dy = Math.abs(s.y1 - s.y0)
    if (dy <= thin / 2 && dx > 0) horizontal.push({ at: (s.y0 + s.y1) / 2, a: Math.min(s.x0, s.x1), b: Math.max(s.x0, s.x1) })
    else if (dx <= thin / 2 && dy > 0) vertical.push({ at: (s.x0 + s.x1) / 2, a: Math.min(s.y0, s.y1), b: Math.max(s.y0, s.y1) })
  }
  for (const s of segments) addSegment(s)
  for (const r of rects) {
    const w = r.x1 - r.x0
    const h = r.y1 - r.y0
    if (h <= thin && w > thin) horizontal.push({ at: (r.y0 + r.y1) / 2, a: r.x0, b: r.x1 })
    else if (w <= thin && h > thin) vertical.push({ at: (r.x0 + r.x1) / 2, a: r.y0, b: r.y1 })
    else if (w > thin && h > thin) {
      horizontal.push({ at: r.y0, a: r.x0, b: r.x1 }, { at: r.y1, a: r.x0, b: r.x1 })
      vertical.push({ at: r.x0, a: r.y0, b: r.y1 }, { at: r.x1, a: r.y0, b: r.y1 })
    }
  }
  const long = (r: Ruling): boolean => r.b - r.a >= minLength
  return { horizontal: mergeRulings(horizontal, tol).filter(long), vertical: mergeRulings(vertical, tol).filter(long) }
}
