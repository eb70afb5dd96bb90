/**
 * @module layout/vertical-writing
 * Vertical CJK writing (tategaki): characters stacked top to bottom in columns read right to left. pdfminer
 * (as upstream runs it, detect_vertical off) makes each character of a column its own horizontal line, so a
 * column reads "大 正 十 三 年" and the columns come out left to right. Here the columns of upright CJK glyphs
 * stacked one under the other are taken apart (`splitVerticalWriting`) and laid out as text whose baseline
 * runs top to bottom (layout/text-turns, 3 quarter turns): in that frame a column is a line (no spaces
 * between its characters) and the columns are lines read from the rightmost. Whether the PDF used a vertical CMap (/Identity-V) or
 * placed each character of a horizontal font by hand makes no difference: the geometry decides.
 *
 * A column is a run of at least `MIN_COLUMN` glyphs, consecutive in drawing order, each a CJK character
 * whose box sits right under the previous one (same centre line, gap under half a character). Horizontal
 * text never forms such a run (its consecutive glyphs sit side by side), and a table's column of one-character
 * cells does not either (its rows are drawn one after another, with gaps). Glyphs outside such runs are
 * untouched, so pages without vertical writing give exactly pdfminer's boxes.
 */
import type { Glyph } from './types.js'

/** Fewer stacked characters than this are not taken for a column (two CJK lines of one character each can stack). */
const MIN_COLUMN = 3

/** Han, kana, Hangul, CJK punctuation, full-width forms and vertical presentation forms. */
const CJK =
  /^[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3130-\u318f\u3190-\u31ff\u3200-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe10-\ufe1f\ufe30-\ufe4f\uff00-\uffef]$|^[\u{20000}-\u{3134f}]$/u

/**
 * Vertical presentation forms (︒ for 。, ﹁ for 「): pdf.js shows a vertical font's punctuation so although
 * the font's /ToUnicode names the ordinary character; the column's text says the ordinary one, as pdftotext does.
 */
const VERTICAL_FORM = /^[\ufe10-\ufe19\ufe30-\ufe48]$/

/** Below U+1100 nothing is CJK: most glyphs are rejected on their first code unit, without the pattern. */
const isCjk = (glyph: Glyph): boolean => glyph.text.charCodeAt(0) >= 0x1100 && (glyph.turns ?? 0) === 0 && CJK.test(glyph.text)

/** `next` stands right under `prev`: centres on one vertical line, the gap between them under half a character. */
function stacksUnder(prev: Glyph, next: Glyph): boolean {
  const size = Math.max(prev.x1 - prev.x0, prev.y1 - prev.y0, next.x1 - next.x0, next.y1 - next.y0)
  if (size <= 0) return false
  const centreShift = Math.abs((prev.x0 + prev.x1) / 2 - (next.x0 + next.x1) / 2)
  const gap = prev.y0 - next.y1
  return centreShift <= 0.3 * size && gap <= 0.5 * size && gap >= -0.3 * size
}

export interface VerticalSplit {
  /** The glyphs of every vertical CJK column, in drawing order (vertical presentation forms folded). */
  columns: Glyph[]
  /** All other glyphs (the input array itself when the page has no column). */
  rest: readonly Glyph[]
}

/**
 * 1 for each glyph in a vertical CJK column; undefined when there is none. A function of its own: V8
 * compiles a long loop on its own while it runs (on-stack replacement), and when this loop was
 * splitVerticalWriting's, that code also held the rest of the function, not run yet; it could be entered
 * and thrown away at the loop's end on page after page.
 */
function columnFlags(glyphs: readonly Glyph[]): Uint8Array | undefined {
  const inColumn = new Uint8Array(glyphs.length)
  let start = 0
  let found = false
  for (let i = 1; i <= glyphs.length; i++) {
    const continues = i < glyphs.length && isCjk(glyphs[i]!) && isCjk(glyphs[i - 1]!) && stacksUnder(glyphs[i - 1]!, glyphs[i]!)
    if (continues) continue
    if (i - start >= MIN_COLUMN) {
      inColumn.fill(1, start, i)
      found = true
    }
    start = i
  }
  return found ? inColumn : undefined
}

/** The page's vertical CJK columns apart from the rest of its glyphs. */
export function splitVerticalWriting(glyphs: readonly Glyph[]): VerticalSplit {
  const inColumn = columnFlags(glyphs)
  if (inColumn === undefined) return { columns: [], rest: glyphs }
  const columns: Glyph[] = []
  const rest: Glyph[] = []
  glyphs.forEach((glyph, i) => {
    if (inColumn[i] === 0) rest.push(glyph)
    else columns.push(VERTICAL_FORM.test(glyph.text) ? { ...glyph, text: glyph.text.normalize('NFKC') } : glyph)
  })
  return { columns, rest }
}
