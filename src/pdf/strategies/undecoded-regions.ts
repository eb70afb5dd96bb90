/**
 * @module pdf/strategies/undecoded-regions
 * A text layer hi_res trusts (pdf/strategies/text-layer-quality: 'good') may still hold a few glyphs that
 * no map decodes — pdfminer's "(cid:N)": a symbol font's bullet, a word in a font without /ToUnicode, a
 * .notdef. Upstream (unstructured-inference) OCRs a text region whose text has "(cid:"; here the page's
 * other text stays as the layer has it, and only the undecoded glyphs make way: they leave the page's
 * glyphs (and its figures'), and each run of them on one line becomes a region to OCR, as text drawn as
 * vector outlines is (pdf/strategies/ocr-outline-text). A run narrower than a fifth of its height (a
 * zero-width .notdef, a lone accent) has nothing OCR can read as a word and is only dropped, and past
 * MAX_UNDECODED_REGIONS (one OCR call each) only the largest are read; the page's warning
 * (pdf/undecoded-fonts) names the font either way.
 */
import type { Glyph, GlyphRun } from '../../layout/types.js'
import type { Figure, FigureItem } from '../text-interpreter.js'
import type { OutlineTextRegion } from './outline-text.js'
import { isUndecodedGlyph } from '../undecoded-fonts.js'

/** A run narrower than this share of its glyph height holds nothing OCR could read. */
const MIN_RUN_ASPECT = 0.2
/** At most this many regions of a page are OCRed (the largest: words before lone symbols), each one OCR call. */
export const MAX_UNDECODED_REGIONS = 16

export interface UndecodedSplit {
  /** The page's own arrays when nothing is undecoded. */
  glyphs: Glyph[]
  figures: Figure[]
  /** Regions (page space, y up) where undecoded glyphs were, padded and clamped to the page. */
  regions: OutlineTextRegion[]
}

/** Whether `g` continues the run ending with `last` (same line, no gap wider than a glyph height). */
function continues(last: Glyph, g: Glyph): boolean {
  const h = Math.max(last.y1 - last.y0, g.y1 - g.y0, 1e-6)
  const sameLine = Math.abs((last.y0 + last.y1) / 2 - (g.y0 + g.y1) / 2) < h / 2
  return sameLine && g.x0 >= last.x0 - h / 4 && g.x0 - last.x1 <= h
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  return s[s.length >> 1] ?? 0
}

/** Runs of consecutive undecoded glyphs in stream order → padded regions. */
function runsToRegions(runs: Glyph[][], pageWidth: number, pageHeight: number): OutlineTextRegion[] {
  const regions: OutlineTextRegion[] = []
  for (const run of runs) {
    const glyphHeight = median(run.map((g) => g.y1 - g.y0))
    const x0 = Math.min(...run.map((g) => g.x0))
    const x1 = Math.max(...run.map((g) => g.x1))
    if (glyphHeight <= 0 || x1 - x0 < MIN_RUN_ASPECT * glyphHeight) continue
    const pad = glyphHeight / 3
    regions.push({
      x0: Math.max(0, x0 - pad),
      y0: Math.max(0, Math.min(...run.map((g) => g.y0)) - pad),
      x1: Math.min(pageWidth, x1 + pad),
      y1: Math.min(pageHeight, Math.max(...run.map((g) => g.y1)) + pad),
      glyphHeight,
    })
  }
  return regions
}

/** Whether a figure (or one inside it) holds an undecoded glyph. */
function figureHasUndecoded(f: Figure): boolean {
  return f.items.some((item) => ('glyph' in item && isUndecodedGlyph(item.glyph)) || ('figure' in item && figureHasUndecoded(item.figure)))
}

/** Whether a glyph of `run` is undecoded; only a text that starts with "(" can be one ("(cid:N)"), the others make no glyph object. */
function runHasUndecoded(run: GlyphRun): boolean {
  const texts = run.texts
  for (let i = 0; i < run.length; i++) if (texts[i]!.charCodeAt(0) === 0x28 && isUndecodedGlyph(run.glyph(i))) return true
  return false
}

/**
 * Whether the page (its glyphs, or the same glyphs as the reader's columns when given, and its figures) holds an
 * undecoded glyph: when not, `splitUndecoded` gives the page's own arrays back.
 */
export function hasUndecodedGlyphs(page: { glyphs: readonly Glyph[]; glyphColumns?: GlyphRun | undefined; figures: readonly Figure[] }): boolean {
  const run = page.glyphColumns
  return (run === undefined ? page.glyphs.some(isUndecodedGlyph) : runHasUndecoded(run)) || page.figures.some(figureHasUndecoded)
}

/** The page's glyphs and figures without their undecoded glyphs, and the regions those glyphs covered. */
export function splitUndecoded(page: { glyphs: Glyph[]; figures: Figure[]; width: number; height: number }): UndecodedSplit {
  // the common page: nothing undecoded, nothing to copy (this runs on every page hi_res trusts)
  if (!hasUndecodedGlyphs({ glyphs: page.glyphs, figures: page.figures })) return { glyphs: page.glyphs, figures: page.figures, regions: [] }
  const runs: Glyph[][] = []
  let run: Glyph[] | null = null
  const keep = (g: Glyph): boolean => {
    if (!isUndecodedGlyph(g)) {
      run = null
      return true
    }
    const last: Glyph | undefined = run?.[run.length - 1]
    if (run !== null && last !== undefined && continues(last, g)) run.push(g)
    else {
      run = [g]
      runs.push(run)
    }
    return false
  }
  const glyphs = page.glyphs.filter(keep)
  const figure = (f: Figure): Figure => {
    run = null
    const items: FigureItem[] = []
    for (const item of f.items) {
      if ('glyph' in item) {
        if (keep(item.glyph)) items.push(item)
      } else if ('figure' in item) items.push({ figure: figure(item.figure) })
      else items.push(item)
    }
    run = null
    return { ...f, items }
  }
  const figures = page.figures.map(figure)
  let regions = runsToRegions(runs, page.width, page.height)
  if (regions.length > MAX_UNDECODED_REGIONS) {
    const area = (r: OutlineTextRegion): number => (r.x1 - r.x0) * (r.y1 - r.y0)
    const largest = new Set([...regions].sort((a, b) => area(b) - area(a)).slice(0, MAX_UNDECODED_REGIONS))
    regions = regions.filter((r) => largest.has(r))
  }
  return { glyphs, figures, regions }
}
