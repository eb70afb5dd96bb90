/**
 * @module layout/side-head-partners
 * Condition (1) of a side head (./side-heads.ts): the body block beside it, at least twice as wide, starting to
 * its right with its top level within a third of a line. Every page's blocks are tested; the blocks sorted by top
 * let each look only at the few level with it.
 */
import { blocksByTop } from './order-box-columns.js'
import type { OrderBoxColumns } from './order-box-columns.js'

/** Each body block's partner (-1 for none; see `partnersOfAllPairs`), by the sorted tops when every coordinate is finite. */
export function sideHeadPartners(cols: OrderBoxColumns, body: Uint8Array, tolerance: number): Int32Array {
  return allFinite(cols) && Number.isFinite(tolerance) ? partnersByTop(cols, body, tolerance) : partnersOfAllPairs(cols, body, tolerance)
}

/**
 * For each body block, condition (1)'s partner: the body block at least twice as wide that starts to its right
 * with its top level within `tolerance`, the leftmost one (the first in block order among equals); -1 for none.
 */
export function partnersOfAllPairs(cols: OrderBoxColumns, body: Uint8Array, tolerance: number): Int32Array {
  const { x1, y1, x2 } = cols
  const n = x1.length
  const partner = new Int32Array(n).fill(-1)
  for (let i = 0; i < n; i++) {
    if (body[i] === 0) continue
    const hx2 = x2[i]!
    const hy1 = y1[i]!
    const doubleWidth = 2 * (hx2 - x1[i]!)
    let best = -1
    for (let j = 0; j < n; j++) {
      const px1 = x1[j]!
      if (j === i || body[j] === 0 || px1 < hx2 || Math.abs(y1[j]! - hy1) > tolerance || x2[j]! - px1 < doubleWidth) continue
      if (best === -1 || px1 < x1[best]!) best = j
    }
    partner[i] = best
  }
  return partner
}

/**
 * `partnersOfAllPairs` for finite coordinates: each block looks only at the blocks whose tops lie within
 * `tolerance` of its own, found beside it in the blocks sorted by top (a page's blocks are mostly one line apart
 * or more, so few); among equally left partners the first in block order, as the loop over all pairs finds it.
 */
export function partnersByTop(cols: OrderBoxColumns, body: Uint8Array, tolerance: number): Int32Array {
  const { x1, y1, x2 } = cols
  const n = x1.length
  const partner = new Int32Array(n).fill(-1)
  const byTop = blocksByTop(cols)
  for (let p = 0; p < n; p++) {
    const i = byTop[p]!
    if (body[i] === 0) continue
    const hx2 = x2[i]!
    const hy1 = y1[i]!
    const doubleWidth = 2 * (hx2 - x1[i]!)
    let best = -1
    let bestX1 = 0
    // above in the sorted order (tops at most hy1), then below, each while the tops stay level
    for (let q = p - 1; q >= 0; q--) {
      const j = byTop[q]!
      if (hy1 - y1[j]! > tolerance) break
      const px1 = x1[j]!
      if (body[j] === 0 || px1 < hx2 || x2[j]! - px1 < doubleWidth) continue
      if (isBetter(best, bestX1, j, px1)) {
        best = j
        bestX1 = px1
      }
    }
    for (let q = p + 1; q < n; q++) {
      const j = byTop[q]!
      if (y1[j]! - hy1 > tolerance) break
      const px1 = x1[j]!
      if (body[j] === 0 || px1 < hx2 || x2[j]! - px1 < doubleWidth) continue
      if (isBetter(best, bestX1, j, px1)) {
        best = j
        bestX1 = px1
      }
    }
    partner[i] = best
  }
  return partner
}

/**
 * Whether candidate `j`, its left edge at `px1`, beats the best so far: none yet, further left, or as far left and
 * first in block order. Every comparison is made before they are combined: a comparison first made after the loops
 * were compiled (the first tie of a page) threw that code away.
 */
function isBetter(best: number, bestX1: number, j: number, px1: number): boolean {
  const none = best === -1
  const lefter = px1 < bestX1
  const level = px1 === bestX1
  const earlier = j < best
  return none || lefter || (level && earlier)
}

function allFinite(cols: OrderBoxColumns): boolean {
  const { x1, y1, x2 } = cols
  for (let i = 0; i < x1.length; i++) if (!Number.isFinite(x1[i]!) || !Number.isFinite(y1[i]!) || !Number.isFinite(x2[i]!)) return false
  return true
}
