/**
 * @module pdf/reader/cid-widths
 * A CID font's widths from its /W array (PDF 32000 9.7.4.3: `c [w1 w2 …]` and `c_first c_last w` entries) as a
 * table of sorted, disjoint ranges (first CID, last CID, width) looked up by binary search, instead of one map
 * entry per CID: a range entry covering thousands of CIDs is one row, read in one pass over /W. The widths are
 * those of a map filled entry by entry in /W order (a later entry overrides an earlier one on the CIDs they
 * share); reading stops at the first malformed entry, a width that is not a number is skipped.
 */

/** The width of a CID as /W gives it; undefined when /W does not name the CID. */
export interface CidWidths {
  width(cid: number): number | undefined
}

/** The widths of a /W array whose items `resolve` turns into values (indirect references followed). */
export function cidWidths<T>(w: readonly T[], resolve: (o: T | undefined) => unknown): CidWidths {
  const firsts: number[] = []
  const lasts: number[] = []
  const widths: number[] = []
  const add = (first: number, last: number, width: number): void => {
    const n = firsts.length - 1
    // a CID right after the previous row, with the same width, extends that row (they are consecutive in /W order)
    if (n >= 0 && lasts[n] === first - 1 && Object.is(widths[n], width)) lasts[n] = last
    else {
      firsts.push(first)
      lasts.push(last)
      widths.push(width)
    }
  }
  for (let i = 0; i < w.length; i++) {
    let start = resolve(w[i++])
    if (typeof start !== 'number' || !Number.isInteger(start)) break
    const code = resolve(w[i])
    if (Array.isArray(code)) {
      const items = code as T[]
      for (let k = 0; k < items.length; k++) {
        const item = items[k]
        // most widths are numbers written in place: no reference to follow
        const width = typeof item === 'number' ? item : resolve(item)
        if (typeof width === 'number') add(start, start, width)
        start++
      }
    } else if (typeof code === 'number' && Number.isInteger(code)) {
      const width = resolve(w[++i])
      if (typeof width !== 'number') continue
      if (code >= start) add(start, code, width)
    } else break
  }
  return sortedRanges(firsts, lasts, widths)
}

/** Rows in /W order as sorted disjoint ranges, a later row winning where rows overlap. */
function sortedRanges(firsts: number[], lasts: number[], widths: number[]): CidWidths {
  let sorted = true
  for (let k = 1; k < firsts.length && sorted; k++) sorted = firsts[k]! > lasts[k - 1]!
  if (sorted) return rangeTable(firsts, lasts, widths)
  // sweep the boundaries left to right; among the rows covering a stretch, the latest (highest index) wins
  const n = firsts.length
  const byFirst = Array.from({ length: n }, (_, k) => k).sort((a, b) => firsts[a]! - firsts[b]!)
  const points = [...new Set([...firsts, ...lasts.map((l) => l + 1)])].sort((a, b) => a - b)
  const heap = new MaxHeap()
  const out = { firsts: [] as number[], lasts: [] as number[], widths: [] as number[], rows: [] as number[] }
  let next = 0
  for (let p = 0; p < points.length - 1; p++) {
    const at = points[p]!
    while (next < n && firsts[byFirst[next]!]! <= at) heap.push(byFirst[next++]!)
    while (heap.size > 0 && lasts[heap.top()]! < at) heap.pop()
    if (heap.size === 0) continue
    const row = heap.top()
    const end = points[p + 1]! - 1
    const m = out.rows.length - 1
    if (m >= 0 && out.rows[m] === row && out.lasts[m] === at - 1) out.lasts[m] = end
    else {
      out.firsts.push(at)
      out.lasts.push(end)
      out.widths.push(widths[row]!)
      out.rows.push(row)
    }
  }
  return rangeTable(out.firsts, out.lasts, out.widths)
}

function rangeTable(firsts: readonly number[], lasts: readonly number[], widths: readonly number[]): CidWidths {
  return {
    width(cid: number): number | undefined {
      // the last row starting at or before cid
      let lo = 0
      let hi = firsts.length - 1
      if (hi < 0 || cid < firsts[0]!) return undefined
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1
        if (firsts[mid]! <= cid) lo = mid
        else hi = mid - 1
      }
      return cid <= lasts[lo]! ? widths[lo] : undefined
    },
  }
}

/** A binary max-heap of row indices. */
class MaxHeap {
  private readonly items: number[] = []
  get size(): number {
    return this.items.length
  }
  top(): number {
    return this.items[0]!
  }
  push(v: number): void {
    const a = this.items
    let i = a.push(v) - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (a[parent]! >= v) break
      a[i] = a[parent]!
      i = parent
    }
    a[i] = v
  }
  pop(): void {
    const a = this.items
    const last = a.pop()!
    if (a.length === 0) return
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      if (l >= a.length) break
      const c = l + 1 < a.length && a[l + 1]! > a[l]! ? l + 1 : l
      if (a[c]! <= last) break
      a[i] = a[c]!
      i = c
    }
    a[i] = last
  }
}
