/**
 * @module tables/words-from-glyphs
 * Words from a PDF text layer for table recognition: glyphs (pdfminer space, points, y up) in stream
 * order are joined while they sit on one baseline and touch (a gap under a fifth of the font size);
 * spaces end words; vertical CJK columns (layout/vertical-writing) make no words. Boxes are moved to the top-left origin and scaled by `scale` (pixels per point).
 */
import type { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph } from '../layout/types.js'
import { splitVerticalWriting } from '../layout/vertical-writing.js'
import type { TableWord } from './types.js'

/** Glyphs further apart than this share of the font size start a new word. */
const WORD_GAP = 0.2

/** A word being built. A class, not a literal: V8 may pretenure a literal's site whose objects survive a young collection, and every later word would then need a major GC to free. */
class Word implements TableWord {
  constructor(
    public text: string,
    public x0: number,
    public y0: number,
    public x1: number,
    public y1: number,
  ) {}
}

/** `text.trim() === ''`, without trimming the common glyph: one printable ASCII character. */
function blank(text: string): boolean {
  if (text.length === 1) {
    const code = text.charCodeAt(0)
    if (code > 32 && code < 127) return false
  }
  return text.trim() === ''
}

/** The words of `all`; `columns`, when given, are the same glyphs as the reader's columns (read for the vertical-writing test). */
export function wordsFromGlyphs(all: readonly Glyph[], pageHeight: number, scale: number, columns?: GlyphColumns): TableWord[] {
  // vertical CJK columns are running text, never table cells (their stacked characters line up like a grid)
  const glyphs = splitVerticalWriting(all, columns).rest
  const words: TableWord[] = []
  // a local, not a closure's variable: the loop reads and writes it per glyph. A word starts with a glyph
  // that is not blank (blank glyphs end words), so every word made is kept.
  let current: Word | undefined
  let lastX1 = 0
  let lastMid = 0
  for (const g of glyphs) {
    if (g.upright === false || blank(g.text)) {
      if (current !== undefined) words.push(current)
      current = undefined
      continue
    }
    const size = g.fontSize ?? g.y1 - g.y0
    const mid = (g.y0 + g.y1) / 2
    // scalars, not a box object per glyph (a page has thousands of glyphs)
    const x0 = g.x0 * scale
    const y0 = (pageHeight - g.y1) * scale
    const x1 = g.x1 * scale
    const y1 = (pageHeight - g.y0) * scale
    if (current !== undefined && Math.abs(mid - lastMid) <= size * 0.3 && g.x0 - lastX1 <= size * WORD_GAP && g.x0 - lastX1 >= -size * 0.5) {
      current.text += g.text
      current.x0 = Math.min(current.x0, x0)
      current.y0 = Math.min(current.y0, y0)
      current.x1 = Math.max(current.x1, x1)
      current.y1 = Math.max(current.y1, y1)
    } else {
      if (current !== undefined) words.push(current)
      current = new Word(g.text, x0, y0, x1, y1)
    }
    lastX1 = g.x1
    lastMid = mid
  }
  if (current !== undefined) words.push(current)
  return words
}
