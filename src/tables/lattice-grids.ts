/**
 * @module tables/lattice-grids
 * Tables from drawn rulings ("lattice", as camelot calls it): rulings that cross or touch form connected
 * groups; a group with at least two horizontal and two vertical rulings is a grid whose row and column
 * lines are the distinct positions of its rulings. Two neighbouring slots are one cell when the line
 * between them is not drawn, which gives row and column spans. Cells have no text yet (tables/fill-cells).
 */
import type { Rulings } from './rulings.js'
import type { Box, Ruling, TableCell, TableGrid } from './types.js'

function crosses(h: Ruling, v: Ruling, tol: number): boolean {
  return v.at >= h.a - tol && v.at <= h.b + tol && h.at >= v.a - tol && h.at <= v.b + tol
}

/** Distinct positions, those within `tol` of each other averaged into one. */
export function clusterPositions(values: readonly number[], tol: number): number[] {
  const sorted = [...values].sort((p, q) => p - q)
  const out: number[][] = []
  for (const v of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && v - last[last.length - 1]! <= tol) last.push(v)
    else out.push([v])
  }
  return out.map((g) => g.reduce((s, v) => s + v, 0) / g.length)
}

/** Positions with neighbours closer than `min` joined (the outer ones kept). */
function withoutSlivers(positions: readonly number[], min: number): number[] {
  const out: number[] = []
  for (const p of positions) {
    const last = out[out.length - 1]
    if (last !== undefined && p - last < min) {
      if (p === positions[positions.length - 1]) out[out.length - 1] = p
    } else out.push(p)
  }
  return out
}

/** Whether rulings at `at` (± tol) cover the range `from`..`to` (its ends trimmed by tol). */
function drawn(rulings: readonly Ruling[], at: number, from: number, to: number, tol: number): boolean {
  const lo = from + tol
  const hi = to - tol
  if (hi <= lo) return true
  let covered = 0
  for (const r of rulings) {
    if (Math.abs(r.at - at) > tol) continue
    covered += Math.max(0, Math.min(hi, r.b) - Math.max(lo, r.a))
  }
  // Dashed or broken rulings still separate cells when they cover most of the boundary.
  return covered >= 0.6 * (hi - lo)
}

/** Cells of a grid: each slot joined with its neighbours across boundaries that are not drawn. */
export function gridCells(rowYs: readonly number[], colXs: readonly number[], rulings: Rulings, tol: number): TableCell[] {
  const rows = rowYs.length - 1
  const cols = colXs.length - 1
  const taken: boolean[][] = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false))
  const vDrawn = (c: number, r: number): boolean => drawn(rulings.vertical, colXs[c]!, rowYs[r]!, rowYs[r + 1]!, tol)
  const hDrawn = (r: number, c: number): boolean => drawn(rulings.horizontal, rowYs[r]!, colXs[c]!, colXs[c + 1]!, tol)
  const cells: TableCell[] = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (taken[r]![c]) continue
      let colSpan = 1
      while (c + colSpan < cols && !taken[r]![c + colSpan] && !vDrawn(c + colSpan, r)) colSpan++
      let rowSpan = 1
      const open = (rr: number): boolean => {
        for (let cc = c; cc < c + colSpan; cc++) if (taken[rr]![cc] || hDrawn(rr, cc)) return false
        return true
      }
      while (r + rowSpan < rows && open(r + rowSpan)) rowSpan++
      for (let rr = r; rr < r + rowSpan; rr++) for (let cc = c; cc < c + colSpan; cc++) taken[rr]![cc] = true
      const box: Box = { x0: colXs[c]!, y0: rowYs[r]!, x1: colXs[c + colSpan]!, y1: rowYs[r + rowSpan]! }
      cells.push({ row: r, col: c, rowSpan, colSpan, text: '', box })
    }
  }
  return cells
}

/**
 * Grids found in `rulings` (top-left origin). `tol` is the distance under which lines meet or share a
 * position (page units). Groups with fewer than two columns (a frame, an underline) are not tables; a grid
 * of one ruled row is returned for the caller to cut by text lines or drop.
 */
export function latticeGrids(rulings: Rulings, tol: number): TableGrid[] {
  const { horizontal: hs, vertical: vs } = rulings
  const parent = Array.from({ length: hs.length + vs.length }, (_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!
    return i
  }
  for (let i = 0; i < hs.length; i++) {
    for (let j = 0; j < vs.length; j++) {
      if (crosses(hs[i]!, vs[j]!, tol)) parent[find(i)] = find(hs.length + j)
    }
  }
  const groups = new Map<number, { h: Ruling[]; v: Ruling[] }>()
  for (let i = 0; i < parent.length; i++) {
    const root = find(i)
    let g = groups.get(root)
    if (g === undefined) groups.set(root, (g = { h: [], v: [] }))
    if (i < hs.length) g.h.push(hs[i]!)
    else g.v.push(vs[i - hs.length]!)
  }
  const grids: TableGrid[] = []
  for (const g of groups.values()) {
    if (g.h.length < 2 || g.v.length < 2) continue
    const x0 = Math.min(...g.v.map((r) => r.at), ...g.h.map((r) => r.a))
    const x1 = Math.max(...g.v.map((r) => r.at), ...g.h.map((r) => r.b))
    const y0 = Math.min(...g.h.map((r) => r.at), ...g.v.map((r) => r.a))
    const y1 = Math.max(...g.h.map((r) => r.at), ...g.v.map((r) => r.b))
    // Double rules (a header rule drawn twice, a thick scanned line) are one grid line, not a row of nothing.
    const rowYs = withoutSlivers(clusterPositions([y0, y1, ...g.h.map((r) => r.at)], tol), 2 * tol)
    const colXs = withoutSlivers(clusterPositions([x0, x1, ...g.v.map((r) => r.at)], tol), 2 * tol)
    // One ruled row is kept (its text lines may make rows, tables/split-text-rows); one column is not a table.
    if (rowYs.length < 2 || colXs.length < 3) continue
    const groupRulings: Rulings = { horizontal: g.h, vertical: g.v }
    const cells = gridCells(rowYs, colXs, groupRulings, tol)
    grids.push({ box: { x0, y0, x1, y1 }, rowYs, colXs, cells, headerRows: 0, method: 'lattice' })
  }
  return grids.sort((p, q) => p.box.y0 - q.box.y0 || p.box.x0 - q.box.x0)
}
