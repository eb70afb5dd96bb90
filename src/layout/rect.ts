/**
 * @module layout/rect
 * Rectangle relations of pdfminer's LTComponent (is_voverlap, voverlap, hdistance, …), ported literally, on the
 * intervals of one axis (x for the h- relations, y for the v- ones): note that `voverlap`/`hoverlap` return the
 * smaller distance between opposite edges, which for a contained rectangle is not the true overlap — pdfminer's
 * grouping depends on that.
 */
import type { Rect } from './types.js'

export function width(r: Rect): number {
  return r.x1 - r.x0
}

export function height(r: Rect): number {
  return r.y1 - r.y0
}

/** Whether [a0, a1] and [b0, b1] overlap or touch: pdfminer's `is_hoverlap` on x, `is_voverlap` on y. */
export function overlapsAlong(a0: number, a1: number, b0: number, b1: number): boolean {
  return b0 <= a1 && a0 <= b1
}

/** pdfminer's `hdistance` on x, `vdistance` on y: 0 when the intervals overlap, else the gap between them. */
export function distanceAlong(a0: number, a1: number, b0: number, b1: number): number {
  return overlapsAlong(a0, a1, b0, b1) ? 0 : oppositeEndsGap(a0, a1, b0, b1)
}

/** pdfminer's `hoverlap` on x, `voverlap` on y: 0 when the intervals do not overlap. */
export function overlapAlong(a0: number, a1: number, b0: number, b1: number): number {
  return overlapsAlong(a0, a1, b0, b1) ? oppositeEndsGap(a0, a1, b0, b1) : 0
}

/** The smaller distance between opposite ends of two intervals (see the module note on overlaps). */
function oppositeEndsGap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(Math.abs(a0 - b1), Math.abs(a1 - b0))
}

/** pdfminer's INF (`(1 << 31) - 1`): the starting bbox of an empty container. */
export const PDFMINER_INF = 2147483647

/** Grows `target` in place to cover `r` (LTExpandableContainer.add). */
export function expandRect(target: Rect, r: Rect): void {
  target.x0 = Math.min(target.x0, r.x0)
  target.y0 = Math.min(target.y0, r.y0)
  target.x1 = Math.max(target.x1, r.x1)
  target.y1 = Math.max(target.y1, r.y1)
}
