/**
 * @module tables/words-from-glyphs
 * Words from a PDF text layer for table recognition: glyphs (pdfminer space, points, y up) in stream
 * order are joined while they sit on one baseline and touch (a gap under a fifth of the font size);
 * spaces end words; vertical CJK columns (layout/vertical-writing) make no words. Boxes are moved to the top-left origin and scaled by `scale` (pixels per point).
 * The glyphs are read by index from columns (the reader's, or made from objects): no object per glyph.
 */
import { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph } from '../layout/types.js'
import { splitVerticalWriting } from '../layout/vertical-writing.js'
import type { TableWord } from './types.js'

/** Glyphs further apart than this share of the font size start a new word. */
const WORD_GAP = 0.2
/**
 * Whether a text starting with code unit `c` can be a CJK character (layout/vertical-writing's pattern: Hangul
 * jamo U+1100–U+11FF, then U+2E80 and above, surrogates of the supplementary ideographs included). Wider than
 * that pattern, never narrower: a run with no such text has no vertical column, and its glyph objects are not
 * made to look for one (punctuation and symbols such as ’ • – → sit between the two ranges).
 */
const mayBeCjk = (c: number): boolean => c >= 0x2e80 || (c >= 0x1100 && c <= 0x11ff)

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

/** Whether some text of `run` starts with a code unit a CJK character can start with. */
function mayHoldCjk(run: GlyphColumns): boolean {
  const texts = run.texts
  for (let i = 0; i < run.length; i++) if (mayBeCjk(texts[i]!.charCodeAt(0))) return true
  return false
}

/** The glyphs of `run` outside vertical CJK columns (vertical columns are running text, never table cells: their stacked characters line up like a grid). */
function horizontalGlyphs(run: GlyphColumns): GlyphColumns {
  if (!mayHoldCjk(run)) return run
  const all = run.toArray()
  const { rest } = splitVerticalWriting(all, run)
  return rest === all ? run : GlyphColumns.of(rest)
}

/** The words of `glyphs` (the reader's columns, or glyph objects). */
export function wordsFromGlyphs(glyphs: GlyphColumns | readonly Glyph[], pageHeight: number, scale: number): TableWord[] {
  const run = horizontalGlyphs(glyphs instanceof GlyphColumns ? glyphs : GlyphColumns.of(glyphs))
  const { texts, x0: gx0, y0: gy0, x1: gx1, y1: gy1, size: sizes, upright } = run
  const words: TableWord[] = []
  // a local, not a closure's variable: the loop reads and writes it per glyph. A word starts with a glyph
  // that is not blank (blank glyphs end words), so every word made is kept.
  let current: Word | undefined
  let lastX1 = 0
  let lastMid = 0
  for (let i = 0; i < run.length; i++) {
    const text = texts[i]!
    // upright 0: the glyph says it is not upright (1: upright, 2: it does not say)
    if (upright[i] === 0 || blank(text)) {
      if (current !== undefined) words.push(current)
      current = undefined
      continue
    }
    const gy0i = gy0[i]!
    const gy1i = gy1[i]!
    const gx0i = gx0[i]!
    const fontSize = sizes[i]!
    // NaN: the glyph has no font size
    const size = fontSize === fontSize ? fontSize : gy1i - gy0i
    const mid = (gy0i + gy1i) / 2
    // scalars, not a box object per glyph (a page has thousands of glyphs)
    const x0 = gx0i * scale
    const y0 = (pageHeight - gy1i) * scale
    const x1 = gx1[i]! * scale
    const y1 = (pageHeight - gy0i) * scale
    if (current !== undefined && Math.abs(mid - lastMid) <= size * 0.3 && gx0i - lastX1 <= size * WORD_GAP && gx0i - lastX1 >= -size * 0.5) {
      current.text += text
      current.x0 = Math.min(current.x0, x0)
      current.y0 = Math.min(current.y0, y0)
      current.x1 = Math.max(current.x1, x1)
      current.y1 = Math.max(current.y1, y1)
    } else {
      if (current !== undefined) words.push(current)
      current = new Word(text, x0, y0, x1, y1)
    }
    lastX1 = gx1[i]!
    lastMid = mid
  }
  if (current !== undefined) words.push(current)
  return words
}
