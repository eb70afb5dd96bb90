/**
 * @module pdf/undecoded-fonts
 * Which fonts of a page left glyphs without text: a glyph whose code no /ToUnicode, encoding or font
 * program maps reads as pdfminer's "(cid:N)". The fast strategy names them in a warning (the page's text is
 * then partly or wholly missing, and only OCR can recover it), and hi_res OCRs where they are and says so.
 * Glyphs inside figures (form XObjects, annotation appearances) count too.
 */
import type { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph } from '../layout/types.js'
import type { PdfPageContent } from './pdfjs.js'
import type { Figure } from './text-interpreter.js'

export interface UndecodedFont {
  /** The font's name as the page reports it ('' when unknown). */
  font: string
  /** How many glyphs of the page in that font have no text. */
  glyphs: number
}

/** The text pdfminer gives a glyph without one: "(cid:" */
const CID_OPEN = '(cid:'

/** Whether the glyph has no text ("(cid:N)"); every glyph of every page comes here. */
export const isUndecodedGlyph = (g: Glyph): boolean => isUndecodedText(g.text)

/**
 * `/^\(cid:\d+\)$/.test(text)`, read character by character: on a page whose fonts are not decoded, most glyphs
 * are such texts, and the regular expression was most of the count's time.
 */
function isUndecodedText(text: string): boolean {
  const last = text.length - 1
  if (last < 6 || text.charCodeAt(last) !== 0x29 || !text.startsWith(CID_OPEN)) return false
  for (let i = CID_OPEN.length; i < last; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x30 || code > 0x39) return false
  }
  return true
}

function countGlyph(g: Glyph, counts: Map<string, number>): void {
  if (isUndecodedGlyph(g)) counts.set(g.fontName ?? '', (counts.get(g.fontName ?? '') ?? 0) + 1)
}

function countFigure(figure: Figure, counts: Map<string, number>): void {
  for (const item of figure.items) {
    if ('glyph' in item) countGlyph(item.glyph, counts)
    else if ('figure' in item) countFigure(item.figure, counts)
  }
}

/**
 * The page's own glyphs, in a function of their own: V8 compiles a long loop on its own while it runs
 * (on-stack replacement), and when the loop was undecodedFonts's, that code also held what comes after
 * it, which saw other object shapes on later pages: it was entered and thrown away ("wrong map") on
 * every page until the whole function was compiled (27 times over DA-619p.pdf).
 */
function countGlyphs(glyphs: readonly Glyph[], counts: Map<string, number>): void {
  for (let i = 0; i < glyphs.length; i++) countGlyph(glyphs[i]!, counts)
}

/** `countGlyphs` over columns (no glyph objects made): counted by the run's font index, then by name. */
function countColumns(run: GlyphColumns, counts: Map<string, number>): void {
  // byFont[f + 1]: undecoded glyphs of font index f (-1: no font named)
  let byFont: Int32Array | undefined
  const { texts, font } = run
  for (let i = 0; i < run.length; i++) {
    if (!isUndecodedText(texts[i]!)) continue
    byFont ??= new Int32Array(run.fonts.length + 1)
    byFont[font[i]! + 1]!++
  }
  if (byFont === undefined) return
  for (let f = -1; f < run.fonts.length; f++) {
    const glyphs = byFont[f + 1]!
    if (glyphs === 0) continue
    const name = f < 0 ? '' : run.fonts[f]!
    counts.set(name, (counts.get(name) ?? 0) + glyphs)
  }
}

/**
 * The fonts of `page` with undecoded glyphs, most glyphs first. `figureRuns`, when given, are the glyphs of each
 * of the page's figures already made columns (`figureColumns`): they are counted there instead of walking the figures.
 */
export function undecodedFonts(
  page: Pick<PdfPageContent, 'glyphs' | 'figures' | 'glyphColumns'>,
  figureRuns?: readonly GlyphColumns[],
): UndecodedFont[] {
  const counts = new Map<string, number>()
  if (page.glyphColumns !== undefined) countColumns(page.glyphColumns, counts)
  else countGlyphs(page.glyphs, counts)
  if (figureRuns !== undefined) for (const run of figureRuns) countColumns(run, counts)
  else for (const f of page.figures) countFigure(f, counts)
  if (counts.size === 0) return []
  return [...counts].map(([font, glyphs]) => ({ font, glyphs })).sort((a, b) => b.glyphs - a.glyphs || (a.font < b.font ? -1 : 1))
}

/** How many glyphs of `page` have no text. */
export const undecodedGlyphCount = (page: Pick<PdfPageContent, 'glyphs' | 'figures'>): number =>
  undecodedFonts(page).reduce((n, f) => n + f.glyphs, 0)

/** hi_res's warnings for a page with undecoded glyphs: one per font, naming the page and the font. */
export function undecodedFontWarnings(
  page: Pick<PdfPageContent, 'glyphs' | 'figures'>,
  pageNumber: number,
): { code: 'decode-fallback'; message: string; page_number: number }[] {
  return undecodedFonts(page).map(({ font, glyphs }) => ({
    code: 'decode-fallback',
    message: `Page ${pageNumber}: ${glyphs} glyph${glyphs === 1 ? '' : 's'} of the font ${font === '' ? '(unnamed)' : font} could not be decoded to text (no usable /ToUnicode, encoding or font program); hi_res read the page there by OCR.`,
    page_number: pageNumber,
  }))
}
