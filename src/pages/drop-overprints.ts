/**
 * @module pages/drop-overprints
 * Glyphs drawn again over a glyph with the same text at (nearly) the same place are dropped before layout:
 * a run filled then stroked, a drop shadow, a visible optional-content layer printed over a tinted copy of
 * the same words, text drawn twice by a careless generator. A reader sees the text once; pdfminer keeps every
 * copy ("LAC-BRETON LAC-BRETON"). Upstream removes only *consecutive* duplicates within a line (fake bold,
 * pages/dedupe-fake-bold); a copy drawn after the whole run starts a new line and escaped it. poppler drops such
 * copies per word (TextBlock::coalesce, "discard duplicated text (fake boldface, drop shadows)"); this does it
 * per glyph, anywhere on the page: same text, both corners within a quarter of the glyph height (at most 2 pt,
 * upstream's fake-bold threshold), overlapping by more than half their width.
 * Linear: glyphs are bucketed by their rounded lower-left corner; a duplicate is looked for in the 3×3 buckets
 * around it.
 */
import type { Glyph } from '../layout/types.js'

/** Largest corner offset between two copies, in points (upstream's PDF_CHAR_DUPLICATE_THRESHOLD). */
const MAX_OFFSET = 2
/** Corner offset as a share of the glyph height. */
const OFFSET_SHARE = 0.25
/** Least horizontal overlap of the copies, as a share of their mean width (upstream's overlap ratio). */
const MIN_OVERLAP = 0.5

function isCopy(a: Glyph, b: Glyph): boolean {
  if (a.text !== b.text) return false
  const height = Math.max(a.y1 - a.y0, b.y1 - b.y0)
  const limit = Math.min(MAX_OFFSET, OFFSET_SHARE * height)
  if (!(Math.abs(a.x0 - b.x0) < limit && Math.abs(a.y0 - b.y0) < limit)) return false
  const overlap = Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0))
  const width = (a.x1 - a.x0 + (b.x1 - b.x0)) / 2
  return width > 0 && overlap / width > MIN_OVERLAP
}

/** One number per bucket (buckets of pages up to ±2,000,000 pt apart stay distinct). */
const key = (x: number, y: number): number => (x + 1_000_000) * 2_000_000 + (y + 1_000_000)

/** `glyphs` without later copies of an earlier glyph; the same array when there are none. */
export function dropOverprints(glyphs: readonly Glyph[]): Glyph[] {
  const cells = new Map<number, Glyph[]>()
  let kept: Glyph[] | undefined
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!
    if (glyph.text.trim() === '') {
      kept?.push(glyph)
      continue
    }
    // buckets of MAX_OFFSET points: a copy lies in this bucket or a neighbour
    const bx = Math.floor(glyph.x0 / MAX_OFFSET)
    const by = Math.floor(glyph.y0 / MAX_OFFSET)
    let copy = false
    for (let dx = -1; dx <= 1 && !copy; dx++) {
      for (let dy = -1; dy <= 1 && !copy; dy++) {
        const cell = cells.get(key(bx + dx, by + dy))
        if (cell !== undefined) copy = cell.some((other) => isCopy(other, glyph))
      }
    }
    if (copy) {
      kept ??= glyphs.slice(0, i)
      continue
    }
    kept?.push(glyph)
    const k = key(bx, by)
    const cell = cells.get(k)
    if (cell === undefined) cells.set(k, [glyph])
    else cell.push(glyph)
  }
  return kept ?? (glyphs as Glyph[])
}
