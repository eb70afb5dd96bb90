/**
 * @module layout/text-turns
 * Text that runs in another direction than left to right — a page turned by /Rotate, a landscape table
 * set sideways, an arXiv identifier up the margin — laid out in its own frame. pdfminer lays out every
 * glyph in the page's frame, so sideways text falls apart into one-letter lines read in the wrong order
 * ("1 2 0 2", "n u J"; a /Rotate 90 page into "T h s", "i", "p a g e"). Here the glyphs of each direction
 * (quarter turns of their baseline, see `Glyph.turns`) are turned upright, laid out by the same pdfminer
 * port, and their boxes turned back onto the page. Upright text is untouched, so pages without sideways
 * text give exactly pdfminer's boxes.
 */
import type { GlyphColumns } from './glyph-columns.js'
import type { Glyph, Rect } from './types.js'

export interface TurnedGlyphs {
  /** Glyphs whose baseline runs left to right (all of them on most pages: the input array itself). */
  upright: readonly Glyph[]
  /** The other glyphs by their quarter turns (1–3), in stream order. */
  turned: Map<number, Glyph[]>
}

export function splitByTurns(glyphs: readonly Glyph[]): TurnedGlyphs {
  const turned = turnedGroups(glyphs)
  if (turned === undefined) return { upright: glyphs, turned: new Map() }
  return { upright: glyphs.filter((glyph) => (glyph.turns ?? 0) === 0), turned }
}

/**
 * The glyphs that are not upright, by quarter turns; undefined when there are none. A function of its own:
 * V8 compiles a long loop on its own while it runs (on-stack replacement), and when this loop was
 * splitByTurns's, that code also held the rest of the function, not run yet; it was entered and thrown
 * away at the loop's end on page after page (29 times in one pass over DA-619p.pdf).
 */
function turnedGroups(glyphs: readonly Glyph[]): Map<number, Glyph[]> | undefined {
  let turned: Map<number, Glyph[]> | undefined
  for (const glyph of glyphs) {
    const turns = glyph.turns ?? 0
    if (turns === 0) continue
    turned ??= new Map()
    const group = turned.get(turns)
    if (group === undefined) turned.set(turns, [glyph])
    else group.push(glyph)
  }
  return turned
}

/** `splitByTurns` on columns: `upright` is the input itself when every glyph is upright. */
export function splitColumnsByTurns(run: GlyphColumns): { upright: GlyphColumns; turned: Map<number, GlyphColumns> } {
  if (!run.anyTurned) return { upright: run, turned: new Map() }
  const byTurns = new Map<number, number[]>()
  for (let i = 0; i < run.length; i++) {
    const turns = run.turnsOf(i)
    const group = byTurns.get(turns)
    if (group === undefined) byTurns.set(turns, [i])
    else group.push(i)
  }
  const turned = new Map<number, GlyphColumns>()
  for (const [turns, indices] of byTurns) if (turns !== 0) turned.set(turns, run.select(indices))
  return { upright: run.select(byTurns.get(0) ?? []), turned }
}

/** The glyphs as they stand once their text is turned upright (each turned by `4 - turns`; see `uprightGlyph`). */
export function uprightColumns(run: GlyphColumns, turns: number): GlyphColumns {
  return run.mapBoxes((x0, y0, x1, y1) => turnRect({ x0, y0, x1, y1 }, (4 - turns) % 4))
}

/** `rect` turned by `turns` quarter turns counter-clockwise about the origin. */
export function turnRect<R extends Rect>(rect: R, turns: number): Rect {
  const [ax, ay] = turnPoint(rect.x0, rect.y0, turns)
  const [bx, by] = turnPoint(rect.x1, rect.y1, turns)
  return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) }
}

/** The glyph as it stands once its text is turned upright (turned by `4 - turns`). */
export function uprightGlyph(glyph: Glyph, turns: number): Glyph {
  const rect = turnRect(glyph, (4 - turns) % 4)
  return {
    text: glyph.text,
    ...rect,
    ...(glyph.fontSize !== undefined ? { fontSize: glyph.fontSize } : {}),
    ...(glyph.fontName !== undefined ? { fontName: glyph.fontName } : {}),
    upright: true,
    turns: 0,
  }
}

function turnPoint(x: number, y: number, turns: number): [number, number] {
  switch (((turns % 4) + 4) % 4) {
    case 1:
      return [-y, x]
    case 2:
      return [-x, -y]
    case 3:
      return [y, -x]
    default:
      return [x, y]
  }
}
