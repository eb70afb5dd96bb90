/**
 * @module layout/rect
 * Rectangle relations of pdfminer's LTComponent (is_voverlap, voverlap, hdistance, …), ported literally:
 * note that `voverlap`/`hoverlap` return the smaller distance between opposite edges, which for a contained
 * rectangle is not the true overlap — pdfminer's grouping depends on that.
 */
import type { Rect } from './types.js'

export function width(r: Rect): number {
  return r.x1 - r.x0
}

export function height(r: Rect): number {
  return r.y1 - r.y0
}

export function isHoverlap(a: Rect, b: Rect): boolean {
  return b.x0 <= a.x1 && a.x0 <= b.x1
}

export function hdistance(a: Rect, b: Rect): number {
  return isHoverlap(a, b) ? 0 : Math.min(Math.abs(a.x0 - b.x1), Math.abs(a.x1 - b.x0))
}

export function hoverlap(a: Rect, b: Rect): number {
  return isHoverlap(a, b) ? Math.min(Math.abs(a.x0 - b.x1), Math.abs(a.x1 - b.x0)) : 0
}

export function isVoverlap(a: Rect, b: Rect): boolean {
  return b.y0 <= a.y1 && a.y0 <= b.y1
}

export function vdistance(a: Rect, b: Rect): number {
  return isVoverlap(a, b) ? 0 : Math.min(Math.abs(a.y0 - b.y1), Math.abs(a.y1 - b.y0))
}

export function voverlap(a: Rect, b: Rect): number {
  return isVoverlap(a, b) ? Math.min(Math.abs(a.y0 - b.y1), Math.abs(a.y1 - b.y0)) : 0
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
