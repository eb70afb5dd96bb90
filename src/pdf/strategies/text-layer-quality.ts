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
import type { Glyph } from '../../layout/types.js'
import type { PageDrawings } from './page-drawings.js'

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

export function textLayerVerdict(glyphs: readonly Glyph[], drawings?: PageDrawings): TextLayerVerdict {
  let text = ''
  for (const glyph of glyphs) text += glyph.text
  const visible = text.replace(/\s+/g, '')
  const points = codePoints(visible)
  if (points < MIN_CHARS) return 'empty'
  if (drawings !== undefined && drawings.textOps > 0 && drawings.invisibleTextOps / drawings.textOps > 0.5) return 'invisible'
  // a "(cid:N)" counts as one bad character; the rest, character by character
  const cids = visible.match(CIDS)?.length ?? 0
  const rest = cids > 0 ? visible.replace(CIDS, '') : visible
  const total = cids + (cids > 0 ? codePoints(rest) : points)
  const bad = cids + (rest.match(BAD_CHARS)?.length ?? 0)
  if (total > 0 && bad / total > MAX_BAD_SHARE) return 'garbled'
  const words = text.match(/[A-Za-z]{3,}/g) ?? []
  if (words.length >= 5) {
    const vowelless = words.filter((w) => !/[aeiouyAEIOUY]/.test(w)).length
    if (vowelless / words.length > MAX_VOWELLESS_SHARE) return 'garbled'
  }
  return 'good'
}
