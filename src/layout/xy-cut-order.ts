/**
 * @module layout/xy-cut-order
 * Page reading order of the fast strategy (core §5.3): upstream first sorts by the top-left point (basic
 * sort), then runs `recursive_xy_cut_swapped` (partition/utils/xycut.py): boxes truncated to integers and
 * shrunk to 90 % of their width and height (top-left kept), projected on x; the page is cut into columns
 * wherever an integer position has zero coverage; each column is projected on y and cut into rows, and
 * rows recurse. XY-cut is skipped when any coordinate is negative (the basic order stays).
 * Deviation: upstream sorts with numpy's unstable quicksort; ties keep the basic order here. Upstream drops
 * boxes the cut never reaches (zero size after truncation); here they are appended at the end.
 */

/** A box in PixelSpace (top-left origin, y down): left, top, right, bottom. */
export interface PixelBox {
  x1: number
  y1: number
  x2: number
  y2: number
}

/** Indices of `boxes` in basic order: by top, then left (upstream SORT_MODE_BASIC). */
export function basicOrder(boxes: readonly PixelBox[]): number[] {
  return boxes.map((_, i) => i).sort((p, q) => boxes[p]!.y1 - boxes[q]!.y1 || boxes[p]!.x1 - boxes[q]!.x1 || p - q)
}

type IntBox = [number, number, number, number]

/**
 * `split_projection_profile(projection, min_value=0, min_gap=1)` over the boxes' integer extents on `axis`:
 * the [starts, ends] of the runs of positions some box covers. `boxes` come sorted by their start on
 * `axis`, so the runs are the extents merged in one pass (touching extents make one run, as adjacent
 * covered positions do), without building the profile position by position.
 */
function coveredRuns(boxes: IntBox[], axis: 0 | 1): [number[], number[]] | undefined {
  const starts: number[] = []
  const ends: number[] = []
  for (const b of boxes) {
    const start = Math.max(0, b[axis])
    const end = b[axis + 2]!
    if (start >= end) continue
    const last = ends.length - 1
    if (last >= 0 && start <= ends[last]!) ends[last] = Math.max(ends[last]!, end)
    else {
      starts.push(start)
      ends.push(end)
    }
  }
  return starts.length === 0 ? undefined : [starts, ends]
}

function stableSortBy(indices: number[], key: (i: number) => number): number[] {
  return indices
    .map((i, k) => ({ i, k }))
    .sort((p, q) => key(p.i) - key(q.i) || p.k - q.k)
    .map((e) => e.i)
}

function cut(boxes: IntBox[], indices: number[], out: number[]): void {
  const xs = stableSortBy(indices, (i) => boxes[i]![0])
  const columns = coveredRuns(
    xs.map((i) => boxes[i]!),
    0,
  )
  if (columns === undefined) return
  const [c0s, c1s] = columns
  c0s.forEach((c0, k) => {
    const c1 = c1s[k]!
    const inColumn = xs.filter((i) => c0 <= boxes[i]![0] && boxes[i]![0] < c1)
    const ys = stableSortBy(inColumn, (i) => boxes[i]![1])
    const rows = coveredRuns(
      ys.map((i) => boxes[i]!),
      1,
    )
    if (rows === undefined) return
    const [r0s, r1s] = rows
    if (r0s.length === 1) {
      out.push(...ys)
      return
    }
    r0s.forEach((r0, m) => {
      const r1 = r1s[m]!
      cut(
        boxes,
        ys.filter((i) => r0 <= boxes[i]![1] && boxes[i]![1] < r1),
        out,
      )
    })
  })
}

/** Reading order of a page's boxes: basic sort, then xy-cut. Returns indices into `boxes`. */
export function xyCutOrder(boxes: readonly PixelBox[], shrink = 0.9): number[] {
  const basic = basicOrder(boxes)
  if (boxes.some((b) => b.x1 < 0 || b.y1 < 0 || b.x2 < 0 || b.y2 < 0)) return basic
  const ints: IntBox[] = boxes.map((b) => {
    const w = b.x2 - b.x1
    const h = b.y2 - b.y1
    return [Math.trunc(b.x1), Math.trunc(b.y1), Math.trunc(b.x1 + w * shrink), Math.trunc(b.y1 + h * shrink)]
  })
  const out: number[] = []
  cut(ints, basic, out)
  const seen = new Set(out)
  for (const i of basic) if (!seen.has(i)) out.push(i)
  return out
}
