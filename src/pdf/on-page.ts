/**
 * @module pdf/on-page
 * Text a reader can see: glyphs whose centre lies on the page. A form XObject imposed from a two-page
 * spread (an annual report's page cut from its PDF, the other half clipped away by the form's /BBox) still
 * carries the text of the hidden half; pdfminer keeps it in its figure, and upstream's figure text too, so
 * the page read as the spread. poppler's pdftotext drops text off the page; the fast path drops a form's.
 */
import type { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph, Rect } from '../layout/types.js'

function centreOn(glyph: Glyph, page: Rect): boolean {
  const x = (glyph.x0 + glyph.x1) / 2
  const y = (glyph.y0 + glyph.y1) / 2
  return x >= page.x0 && x <= page.x1 && y >= page.y0 && y <= page.y1
}

/** The glyphs whose centre lies on `page` (the array itself when all do). */
export function glyphsOnPage(glyphs: readonly Glyph[], page: Rect): readonly Glyph[] {
  return glyphs.every((g) => centreOn(g, page)) ? glyphs : glyphs.filter((g) => centreOn(g, page))
}

/** The glyphs of `run` whose centre lies on `page`, as `glyphsOnPage` keeps them (the run itself when all do). */
export function columnsOnPage(run: GlyphColumns, page: Rect): GlyphColumns {
  const { x0, y0, x1, y1 } = run
  let kept: number[] | undefined
  for (let i = 0; i < run.length; i++) {
    const x = (x0[i]! + x1[i]!) / 2
    const y = (y0[i]! + y1[i]!) / 2
    const on = x >= page.x0 && x <= page.x1 && y >= page.y0 && y <= page.y1
    if (on) kept?.push(i)
    else if (kept === undefined) kept = Array.from({ length: i }, (_, k) => k)
  }
  return kept === undefined ? run : run.select(kept)
}
