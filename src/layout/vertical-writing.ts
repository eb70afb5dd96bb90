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
import { GlyphColumns } from './glyph-columns.js'
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
const isCjk = (run: GlyphColumns, i: number): boolean => run.texts[i]!.charCodeAt(0) >= 0x1100 && run.turnsOf(i) === 0 && CJK.test(run.texts[i]!)

/** Glyph `b` of `run` stands right under glyph `a`: centres on one vertical line, the gap between them under half a character. */
function stacksUnder(run: GlyphColumns, a: number, b: number): boolean {
  const { x0, y0, x1, y1 } = run
  const size = Math.max(x1[a]! - x0[a]!, y1[a]! - y0[a]!, x1[b]! - x0[b]!, y1[b]! - y0[b]!)
  if (size <= 0) return false
  const centreShift = Math.abs((x0[a]! + x1[a]!) / 2 - (x0[b]! + x1[b]!) / 2)
  const gap = y0[a]! - y1[b]!
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
function columnFlags(run: GlyphColumns): Uint8Array | undefined {
  const n = run.length
  let inColumn: Uint8Array | undefined
  let start = 0
  for (let i = 1; i <= n; i++) {
    const continues = i < n && isCjk(run, i) && isCjk(run, i - 1) && stacksUnder(run, i - 1, i)
    if (continues) continue
    if (i - start >= MIN_COLUMN) (inColumn ??= new Uint8Array(n)).fill(1, start, i)
    start = i
  }
  return inColumn
}

/**
 * The page's vertical CJK columns apart from the rest of its glyphs. `run`, when given, is the same glyphs
 * as columns (the reader's), read instead of columns made again from the objects.
 */
export function splitVerticalWriting(glyphs: readonly Glyph[], run?: GlyphColumns): VerticalSplit {
  if (run !== undefined && run.length !== glyphs.length) throw new Error('splitVerticalWriting: the columns are not the glyphs given')
  const inColumn = columnFlags(run ?? GlyphColumns.of(glyphs))
  if (inColumn === undefined) return { columns: [], rest: glyphs }
  const columns: Glyph[] = []
  const rest: Glyph[] = []
  glyphs.forEach((glyph, i) => {
    if (inColumn[i] === 0) rest.push(glyph)
    else columns.push(VERTICAL_FORM.test(glyph.text) ? { ...glyph, text: glyph.text.normalize('NFKC') } : glyph)
  })
  return { columns, rest }
}

/** `splitVerticalWriting` on columns: no column is an empty run, and `rest` the input itself. */
export function splitVerticalColumns(run: GlyphColumns): { columns: GlyphColumns; rest: GlyphColumns } {
  const inColumn = columnFlags(run)
  if (inColumn === undefined) return { columns: new GlyphColumns(), rest: run }
  const inColumns: number[] = []
  const rest: number[] = []
  for (let i = 0; i < run.length; i++) (inColumn[i] === 0 ? rest : inColumns).push(i)
  const columns = run.select(inColumns)
  for (let k = 0; k < columns.length; k++) {
    const text = columns.texts[k]!
    if (VERTICAL_FORM.test(text)) columns.setText(k, text.normalize('NFKC'))
  }
  return { columns, rest: run.select(rest) }
}
