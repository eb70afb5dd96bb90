/**
 * @module pages/dedupe-fake-bold
 * Text of a layout box with "fake bold" duplicates removed: some PDFs draw each glyph twice, slightly
 * offset. Upstream (pdfminer_utils.py `deduplicate_chars_in_text_line`): within a line, a glyph is dropped
 * when it has the same text as the last kept glyph, both |Δx0| and |Δy0| are below the threshold
 * (default 2.0 points, PDF_CHAR_DUPLICATE_THRESHOLD; 0 disables), and their horizontal overlap exceeds
 * 0.5 of their average width (PDF_CHAR_OVERLAP_RATIO_THRESHOLD). Inserted spaces and newlines are kept.
 */
import { SPACE_ITEM } from '../layout/types.js'
import type { GlyphRun, TextBox, TextLine } from '../layout/types.js'

/** Defaults of upstream's environment settings. */
export const FAKE_BOLD_DEFAULTS = { threshold: 2.0, overlapRatio: 0.5 } as const

/**
 * Glyph `b` of `run` repeats glyph `a`: same text, corners within the threshold, overlapping enough. Once the texts
 * match, every test is computed and only then combined: the compiled line loops that hold this function had often
 * met no repeat close enough for the later tests, and each test first run after compiling threw that code away.
 */
function isDuplicate(run: GlyphRun, a: number, b: number, threshold: number, overlapRatio: number): boolean {
  if (run.texts[a] !== run.texts[b]) return false
  const { x0, y0, x1 } = run
  const ax0 = x0[a]!
  const bx0 = x0[b]!
  const ax1 = x1[a]!
  const bx1 = x1[b]!
  const farX = Math.abs(ax0 - bx0) >= threshold
  const farY = Math.abs(y0[a]! - y0[b]!) >= threshold
  const overlap = Math.max(0, Math.min(ax1, bx1) - Math.max(ax0, bx0))
  const avgWidth = (ax1 - ax0 + (bx1 - bx0)) / 2
  const share = overlap / avgWidth
  const overlapping = (avgWidth > 0 ? share : 0) > overlapRatio
  return !farX && !farY && overlapping
}

/**
 * Writes the line's kept texts into `parts` from slot `at` (joined once by the caller: one flat string, not one rope
 * node per glyph); returns the next free slot.
 */
function collectLine(line: TextLine, threshold: number, overlapRatio: number, newline: string, parts: string[], at: number): number {
  const run = line.glyphs
  let last = -1
  let next = at
  for (const item of line.items) {
    if (item < 0) {
      parts[next++] = item === SPACE_ITEM ? ' ' : newline
      continue
    }
    if (threshold > 0 && last >= 0 && isDuplicate(run, last, item, threshold, overlapRatio)) continue
    last = item
    parts[next++] = run.texts[item]!
  }
  return next
}

/**
 * `collectLine` as code units: the line's kept texts written unit by unit into `units` from `at` (a newline of one unit);
 * returns the next free slot, or -1 when they do not fit or a text has more than two units.
 */
function collectLineUnits(line: TextLine, threshold: number, overlapRatio: number, newline: number, units: Uint16Array, at: number): number {
  const run = line.glyphs
  const texts = run.texts
  const room = units.length
  let last = -1
  let next = at
  for (const item of line.items) {
    if (next >= room) return -1
    if (item < 0) {
      units[next++] = item === SPACE_ITEM ? SPACE : newline
      continue
    }
    if (threshold > 0 && last >= 0 && isDuplicate(run, last, item, threshold, overlapRatio)) continue
    last = item
    const text = texts[item]!
    if (text.length === 1) {
      units[next++] = text.charCodeAt(0)
      continue
    }
    // a longer text (a "(cid:N)" of an undecoded font, whose glyphs all are) sends the box the strings' way: a join
    // copies such texts whole, faster than unit by unit here
    if (text.length > 2 || next + text.length > room) return -1
    for (let c = 0; c < text.length; c++) units[next++] = text.charCodeAt(c)
  }
  return next
}

const SPACE = 0x20

/**
 * The code units of the box being read, reused from box to box: most boxes' text is made from them at once (one string,
 * no array of a string per glyph to join: 3.6 MB a run of the 400-page manual went to those arrays).
 */
const UNITS = new Uint16Array(8192)

/**
 * `dedupedBoxText` as code units, written into `units` from 0 (each line's final newline as the unit `newline`); returns
 * how many, or -1 when they do not fit or a glyph's text has more than two units (`units` then holds no meaning).
 */
export function dedupedBoxUnits(box: TextBox, threshold: number, overlapRatio: number, newline: number, units: Uint16Array): number {
  // an index loop: leaving a for-of early closes its iterator, a property read the compiled cleanedBoxText (which
  // holds this function) had never made before the first box that did not fit, and it was thrown away there
  const lines = box.lines
  let at = 0
  for (let k = 0; k < lines.length; k++) {
    at = collectLineUnits(lines[k]!, threshold, overlapRatio, newline, units, at)
    if (at < 0) return -1
  }
  return at
}

/**
 * The box's text, its lines deduplicated one by one (a glyph is compared only with the glyphs of its own line);
 * each line's final newline written as `newline`.
 */
export function dedupedBoxText(
  box: TextBox,
  threshold: number = FAKE_BOLD_DEFAULTS.threshold,
  overlapRatio: number = FAKE_BOLD_DEFAULTS.overlapRatio,
  newline = '\n',
): string {
  if (newline.length === 1) {
    // the texts' code units, then one string of them; a box of more units than `UNITS` holds takes the parts below
    const count = dedupedBoxUnits(box, threshold, overlapRatio, newline.charCodeAt(0), UNITS)
    if (count >= 0) return String.fromCharCode.apply(null, UNITS.subarray(0, count) as unknown as number[])
  }
  // one slot per item, made at once (not grown push by push); the slots of dropped duplicates stay holes, which join
  // reads as empty strings
  let items = 0
  for (const line of box.lines) items += line.items.length
  const parts = new Array<string>(items)
  let next = 0
  for (const line of box.lines) next = collectLine(line, threshold, overlapRatio, newline, parts, next)
  return parts.join('')
}
