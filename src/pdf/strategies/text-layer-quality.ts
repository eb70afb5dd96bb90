/**
 * @module pdf/strategies/text-layer-quality
 * Whether a page's text layer can be trusted, decided from the glyphs alone (no rendering):
 * - `empty`: fewer than MIN_CHARS visible characters (a scan, or text drawn as outlines) → OCR;
 * - `garbled`: a broken ToUnicode map or a font without one — many replacement, private-use, control or
 *   "(cid:N)" characters, or Latin "words" that are mostly vowel-less consonant runs → OCR;
 * - `invisible`: most text is drawn in render mode 3 over an image (an OCR layer someone else made) → OCR
 *   the page and keep the better of the two (pdf/strategies/hi-res-page);
 * - `good` otherwise.
 */
import type { Glyph, GlyphRun } from '../../layout/types.js'
import type { PageDrawings } from './page-drawings.js'
import { isJsSpaceCode } from '../../whitespace.js'

export type TextLayerVerdict = 'good' | 'empty' | 'garbled' | 'invisible'

/** Fewer visible characters than this and the page counts as having no text layer. */
export const MIN_CHARS = 8
/** Share of bad characters above which the layer is garbage. */
const MAX_BAD_SHARE = 0.1
/** Share of vowel-less Latin words (3+ letters) above which the layer is garbage. */
const MAX_VOWELLESS_SHARE = 0.5

// U+FFFD, C0/C1 controls except whitespace, private use areas (BMP and planes 15–16).
const BAD_CHARS = /[\uFFFD\u0000-\u0008\u000E-\u001F\u007F-\u009F\uE000-\uF8FF\u{F0000}-\u{10FFFF}]/gu
const CIDS = /\(cid:\d+\)/g

/** Whether `text` holds an undecoded glyph: a "(cid:N)" or a character BAD_CHARS matches. */
export function hasUndecodedText(text: string): boolean {
  return text.includes('(cid:') || visibleCounts(text).bad > 0
}

/** A UTF-16 unit BAD_CHARS matches on its own (the BMP part of it). */
function isBadUnit(c: number): boolean {
  return c <= 0x08 || (c >= 0x0e && c <= 0x1f) || (c >= 0x7f && c <= 0x9f) || (c >= 0xe000 && c <= 0xf8ff) || c === 0xfffd
}

/** Code points in `text` as `Array.from` counts them (a surrogate pair once, a lone surrogate once), without the array. */
function codePoints(text: string): number {
  let n = text.length
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xdc00 && c <= 0xdfff) {
      const p = text.charCodeAt(i - 1)
      if (p >= 0xd800 && p <= 0xdbff) {
        n--
        i++
      }
    }
  }
  return n
}

/**
 * Visible (non-`\s`) code points of `text` and how many of them BAD_CHARS matches, in one pass (this runs on
 * every page hi_res reads). The two sets are disjoint, so bad characters are the same with or without spaces.
 */
function visibleCounts(text: string): { points: number; bad: number } {
  let points = 0
  let bad = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        points++
        if (c >= 0xdb80) bad++ // U+F0000 and above: planes 15–16
        i++
        continue
      }
    }
    if (isJsSpaceCode(c)) continue
    points++
    if (isBadUnit(c)) bad++
  }
  return { points, bad }
}

/**
 * The counts textLayerVerdict needs, read glyph by glyph as if over their joined text (a surrogate pair or
 * a letter run split between two glyphs counts as in the joined text), without joining it: `cid` tells
 * whether the joined text holds "(cid:", the one case that needs it.
 */
class LayerCounts {
  points = 0
  bad = 0
  words = 0
  vowelless = 0
  cid = false
  private high = -1
  private run = 0
  private vowel = false
  private matched = 0

  add(text: string): void {
    for (let i = 0; i < text.length; i++) this.unit(text.charCodeAt(i))
  }

  /** The end of the text: a high surrogate left alone and the last letter run are counted. */
  end(): void {
    if (this.high >= 0) this.single(this.high)
    this.high = -1
    this.letters(0x20)
  }

  private unit(c: number): void {
    this.letters(c | 0x20)
    this.cidPrefix(c)
    if (this.high >= 0) {
      const high = this.high
      this.high = -1
      if (c >= 0xdc00 && c <= 0xdfff) {
        this.points++
        if (high >= 0xdb80) this.bad++ // U+F0000 and above: planes 15–16
        return
      }
      this.single(high)
    }
    if (c >= 0xd800 && c <= 0xdbff) this.high = c
    else this.single(c)
  }

  /** visibleCounts for a unit that is not part of a surrogate pair. */
  private single(c: number): void {
    if (isJsSpaceCode(c)) return
    this.points++
    if (isBadUnit(c)) this.bad++
  }

  /** mostlyVowelless's runs of ASCII letters, `c` lower-cased by bit 5. */
  private letters(c: number): void {
    if (c >= 0x61 && c <= 0x7a) {
      this.run++
      if (c === 0x61 || c === 0x65 || c === 0x69 || c === 0x6f || c === 0x75 || c === 0x79) this.vowel = true
      return
    }
    if (this.run >= 3) {
      this.words++
      if (!this.vowel) this.vowelless++
    }
    this.run = 0
    this.vowel = false
  }

  /** Matches "(cid:" (no proper prefix of it is also its suffix, so a mismatch restarts at "(" or nothing). */
  private cidPrefix(c: number): void {
    if (this.cid) return
    if (c === CID_PREFIX.charCodeAt(this.matched)) {
      if (++this.matched === CID_PREFIX.length) this.cid = true
    } else this.matched = c === 0x28 ? 1 : 0
  }
}

const CID_PREFIX = '(cid:'

/** The verdict on the text of `glyphs` (objects, or a run read by index: the reader's columns). */
export function textLayerVerdict(glyphs: readonly Glyph[] | GlyphRun, drawings?: PageDrawings): TextLayerVerdict {
  if (!('texts' in glyphs))
    return textsVerdict(
      glyphs.map((g) => g.text),
      drawings,
    )
  return textsVerdict(glyphs.texts.length === glyphs.length ? glyphs.texts : glyphs.texts.slice(0, glyphs.length), drawings)
}

/** The verdict on a layer of glyphs with these texts, in stream order. */
export function textsVerdict(texts: readonly string[], drawings?: PageDrawings): TextLayerVerdict {
  const counts = new LayerCounts()
  for (const text of texts) counts.add(text)
  counts.end()
  if (counts.points < MIN_CHARS) return 'empty'
  if (drawings !== undefined && drawings.textOps > 0 && drawings.invisibleTextOps / drawings.textOps > 0.5) return 'invisible'
  let { points: total, bad } = counts
  if (counts.cid) {
    const text = texts.join('')
    // a "(cid:N)" of the visible text counts as one bad character; the rest, character by character
    const visible = text.replace(/\s+/g, '')
    const cids = visible.match(CIDS)?.length ?? 0
    if (cids > 0) {
      const rest = visible.replace(CIDS, '')
      total = cids + codePoints(rest)
      bad = cids + (rest.match(BAD_CHARS)?.length ?? 0)
    }
  }
  if (total > 0 && bad / total > MAX_BAD_SHARE) return 'garbled'
  if (counts.words >= 5 && counts.vowelless / counts.words > MAX_VOWELLESS_SHARE) return 'garbled'
  return 'good'
}
