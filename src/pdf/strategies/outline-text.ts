/**
 * @module pdf/strategies/outline-text
 * Where a page shows text drawn as vector outlines (a poster title or a logo converted to paths: filled
 * curves and polygons, no font, so no text layer): rows of at least MIN_GLYPHS glyph-sized filled shapes
 * side by side, of similar height, not covering text the layer already has. hi_res OCRs these regions
 * (pdf/strategies/hi-res-page); a page whose only "text" is outlines has an empty layer and is OCRed whole.
 * Pure: boxes in, boxes out, in pdfminer's page space (points, y up).
 */
import type { Glyph, GlyphRun, Rect } from '../../layout/types.js'
import { mostlyInside } from '../page-paths.js'

/** Fewest glyph-like shapes in a row for it to read as text. */
export const MIN_GLYPHS = 3
/** Most regions OCRed on one page (the rows with most glyphs): a map's filled areas must not cost a hundred OCR calls. */
export const MAX_REGIONS = 12
/** Glyph heights (points) considered: smaller is texture or punctuation, larger is a drawing. */
const MIN_GLYPH_HEIGHT = 4
const MAX_GLYPH_HEIGHT = 300
/** A glyph is at most this many times as wide as it is high (a "W" in a wide face is about 1.3). */
const MAX_GLYPH_ASPECT = 2.5
/** Shapes of a row differ in height by at most this factor (an "o" against an "l"). */
const MAX_HEIGHT_RATIO = 2.5
/** Neighbouring glyphs of a word or a title are closer than this many times the row's height. */
const MAX_GAP = 1.2

/**
 * Lines of text do not cross: two rows of shapes whose boxes share more than this part of the smaller box are a
 * drawing (cells, tiles, scales: blobs packed in two dimensions, or labels slanted across each other), not lines
 * of text. Padded regions of neighbouring lines share a few points; unpadded rows of a stacked title share none.
 */
const MAX_CROSSING = 0.25

/** Whether `inner` lies inside `outer` (the counter of an "o" inside its outline). */
const inside = (inner: Rect, outer: Rect): boolean => inner.x0 >= outer.x0 && inner.x1 <= outer.x1 && inner.y0 >= outer.y0 && inner.y1 <= outer.y1

const overlaps = (a: Rect, b: Rect): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

/** Whether a glyph with text (not blank) of `glyphs` (objects, or a run read by index) overlaps `box`. */
function textOverlaps(glyphs: readonly Glyph[] | GlyphRun, box: Rect): boolean {
  if (!('texts' in glyphs)) return glyphs.some((g) => g.text.trim() !== '' && overlaps(g, box))
  const { x0, y0, x1, y1, texts } = glyphs
  for (let i = 0; i < glyphs.length; i++) {
    if (x0[i]! < box.x1 && box.x0 < x1[i]! && y0[i]! < box.y1 && box.y0 < y1[i]! && texts[i]!.trim() !== '') return true
  }
  return false
}

/** Glyph-sized outlines that are not the counters of others. */
function glyphShapes(fills: readonly Rect[]): Rect[] {
  const sized = fills.filter((f) => {
    const w = f.x1 - f.x0
    const h = f.y1 - f.y0
    return h >= MIN_GLYPH_HEIGHT && h <= MAX_GLYPH_HEIGHT && w <= MAX_GLYPH_ASPECT * h
  })
  sized.sort((a, b) => a.x0 - b.x0)
  const kept: Rect[] = []
  for (const f of sized) {
    // a counter starts after its outline (sorted by x0); outlines of neighbouring glyphs do not contain it
    let counter = false
    for (let i = kept.length - 1; i >= 0 && i >= kept.length - 8; i--) {
      if (inside(f, kept[i]!)) {
        counter = true
        break
      }
    }
    if (!counter) kept.push(f)
  }
  return kept
}

/** Rows of shapes: vertically overlapping by half the smaller height, similar heights, small gaps. */
function rows(shapes: readonly Rect[]): Rect[][] {
  const byLeft = [...shapes].sort((a, b) => a.x0 - b.x0)
  const open: { members: Rect[]; box: Rect; height: number }[] = []
  const done: Rect[][] = []
  for (const s of byLeft) {
    const h = s.y1 - s.y0
    // sorted by left edge: a row this far behind can take no later shape
    for (let i = open.length - 1; i >= 0; i--) {
      const r = open[i]!
      if (s.x0 - r.box.x1 > MAX_GAP * MAX_HEIGHT_RATIO * r.height) done.push(open.splice(i, 1)[0]!.members)
    }
    const row = open.find((r) => {
      const overlap = Math.min(r.box.y1, s.y1) - Math.max(r.box.y0, s.y0)
      const ratio = Math.max(h, r.height) / Math.min(h, r.height)
      return overlap >= 0.5 * Math.min(h, r.height) && ratio <= MAX_HEIGHT_RATIO && s.x0 - r.box.x1 <= MAX_GAP * Math.max(h, r.height)
    })
    if (row === undefined) {
      open.push({ members: [s], box: { ...s }, height: h })
      continue
    }
    row.members.push(s)
    row.box = { x0: Math.min(row.box.x0, s.x0), y0: Math.min(row.box.y0, s.y0), x1: Math.max(row.box.x1, s.x1), y1: Math.max(row.box.y1, s.y1) }
    row.height = Math.max(row.height, h)
  }
  for (const r of open) done.push(r.members)
  return done
}

const boxOfRow = (members: readonly Rect[]): Rect => ({
  x0: Math.min(...members.map((m) => m.x0)),
  y0: Math.min(...members.map((m) => m.y0)),
  x1: Math.max(...members.map((m) => m.x1)),
  y1: Math.max(...members.map((m) => m.y1)),
})

const area = (r: Rect): number => Math.max(0, r.x1 - r.x0) * Math.max(0, r.y1 - r.y0)

/** The rows that cross no other row by more than MAX_CROSSING of the smaller box (lines of text do not cross). */
function uncrossed(candidates: readonly Rect[][]): Rect[][] {
  const boxes = candidates.map(boxOfRow)
  const crossed = new Set<number>()
  const byLeft = boxes.map((_, i) => i).sort((i, j) => boxes[i]!.x0 - boxes[j]!.x0)
  for (let k = 0; k < byLeft.length; k++) {
    const a = boxes[byLeft[k]!]!
    // sorted by left edge: the rows after the first one starting right of a's right edge cannot meet it
    for (let l = k + 1; l < byLeft.length && boxes[byLeft[l]!]!.x0 < a.x1; l++) {
      const b = boxes[byLeft[l]!]!
      if (!overlaps(a, b)) continue
      const shared = area({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) })
      if (shared <= MAX_CROSSING * Math.min(area(a), area(b))) continue
      crossed.add(byLeft[k]!)
      crossed.add(byLeft[l]!)
    }
  }
  return candidates.filter((_, i) => !crossed.has(i))
}

export interface OutlineTextRegion extends Rect {
  /** Median height of the region's glyph outlines, in points (to size the OCR of the region). */
  glyphHeight: number
}

/**
 * The regions of a page (`fills`: filled outline boxes, pdf/page-paths) that look like text drawn as outlines
 * and hold no text-layer glyph, among the shapes mostly on the page; each padded by a third of its glyph height, clamped to the page. A row of
 * shapes wholly off the page is no region: the render has no pixels of it (before, its clamped box came out
 * inverted, OCR read nothing from it, yet it made hi_res render the page, or OCR a short-layered page whole).
 */
export function outlineTextRegions(
  fills: readonly Rect[],
  glyphs: readonly Glyph[] | GlyphRun,
  pageWidth: number,
  pageHeight: number,
): OutlineTextRegion[] {
  if (fills.length < MIN_GLYPHS) return []
  const regions: OutlineTextRegion[] = []
  // shapes mostly off the page are not shown: no glyphs (page-paths mostlyInside)
  const page = { x0: 0, y0: 0, x1: pageWidth, y1: pageHeight }
  const shown = fills.filter((f) => mostlyInside(f, page))
  const textRows = uncrossed(rows(glyphShapes(shown)).filter((members) => members.length >= MIN_GLYPHS)).sort((a, b) => b.length - a.length)
  for (const members of textRows) {
    if (regions.length >= MAX_REGIONS) break
    const heights = members.map((m) => m.y1 - m.y0).sort((a, b) => a - b)
    const glyphHeight = heights[heights.length >> 1]!
    const pad = glyphHeight / 3
    const box = {
      x0: Math.max(0, Math.min(...members.map((m) => m.x0)) - pad),
      y0: Math.max(0, Math.min(...members.map((m) => m.y0)) - pad),
      x1: Math.min(pageWidth, Math.max(...members.map((m) => m.x1)) + pad),
      y1: Math.min(pageHeight, Math.max(...members.map((m) => m.y1)) + pad),
    }
    // shapes drawn off the page (a form XObject placed partly outside it): nothing there to see or read
    if (box.x1 <= box.x0 || box.y1 <= box.y0) continue
    if (textOverlaps(glyphs, box)) continue
    regions.push({ ...box, glyphHeight })
  }
  return regions
}
