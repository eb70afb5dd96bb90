/**
 * @module pdf/links-in-box
 * The URI annotations of a text box, as upstream's `_get_links` / `check_annotations_within_element`
 * finds them: a link lying (≥ 90 % of its area) inside the box, with the text of the box's glyphs whose
 * centre falls in the link's rectangle (a space where the box's line joins or word breaks fall between
 * them) and where that text starts in the element's cleaned text (-1 when it cannot be found).
 * The glyphs are indexed by the x of their centre once per box, so a link costs a binary search and the
 * glyphs under it, not a pass over the whole box: a page with 32,768 links over one box of 16,000
 * glyphs (pdf.js's bug1978317.pdf) took 15 s in that pass.
 */
import type { Link } from '../elements/types.js'
import type { TextBox } from '../layout/types.js'
import { cleanExtraWhitespace } from '../pages/clean-extra-whitespace.js'
import type { PdfLink } from './pdfjs.js'

/** Share of a link annotation's area that must lie inside a box (upstream PDF_ANNOTATION_THRESHOLD). */
export const ANNOTATION_THRESHOLD = 0.9

interface BoxGlyphs {
  texts: string[]
  cx: Float64Array
  cy: Float64Array
  /** Line joins and word breaks (annos) before each glyph, counted from the start of the box. */
  annosBefore: Uint32Array
  /** All annos of the box. */
  annos: number
  /** Glyph indices sorted by the x of their centre. */
  byX: Uint32Array
}

export function linksInBox(box: TextBox, links: readonly PdfLink[], cleaned: string): Link[] {
  const found: Link[] = []
  let glyphs: BoxGlyphs | undefined
  for (const link of links) {
    const area = (link.x1 - link.x0) * (link.y1 - link.y0)
    const ix = Math.max(0, Math.min(link.x1, box.x1) - Math.max(link.x0, box.x0))
    const iy = Math.max(0, Math.min(link.y1, box.y1) - Math.max(link.y0, box.y0))
    if (area <= 0 || (ix * iy) / area < ANNOTATION_THRESHOLD) continue
    glyphs ??= indexGlyphs(box)
    const linkText = cleanExtraWhitespace(textUnder(glyphs, link))
    if (linkText === '') continue
    found.push({ text: linkText, url: link.url, start_index: cleaned.indexOf(linkText) })
  }
  return found
}

function indexGlyphs(box: TextBox): BoxGlyphs {
  const texts: string[] = []
  const cx: number[] = []
  const cy: number[] = []
  const before: number[] = []
  let annos = 0
  for (const line of box.lines) {
    const { texts: lineTexts, x0, y0, x1, y1 } = line.glyphs
    for (const item of line.items) {
      // an annotation (space, newline); else the index of a glyph in the line's run
      if (item < 0) {
        annos++
        continue
      }
      texts.push(lineTexts[item]!)
      cx.push((x0[item]! + x1[item]!) / 2)
      cy.push((y0[item]! + y1[item]!) / 2)
      before.push(annos)
    }
  }
  const x = Float64Array.from(cx)
  const byX = Uint32Array.from(texts.keys()).sort((p, q) => x[p]! - x[q]! || p - q)
  return { texts, cx: x, cy: Float64Array.from(cy), annosBefore: Uint32Array.from(before), annos, byX }
}

/** The glyph text under the link in box order, a space wherever annos fall between two of its glyphs. */
function textUnder(glyphs: BoxGlyphs, link: PdfLink): string {
  const { byX, cx, cy } = glyphs
  const inside: number[] = []
  for (let k = firstAtLeast(byX, cx, link.x0); k < byX.length && cx[byX[k]!]! <= link.x1; k++) {
    const i = byX[k]!
    if (cy[i]! >= link.y0 && cy[i]! <= link.y1) inside.push(i)
  }
  inside.sort((p, q) => p - q)
  let text = ''
  let previous = -1
  for (const i of inside) {
    const annosBetween = glyphs.annosBefore[i]! - (previous === -1 ? 0 : glyphs.annosBefore[previous]!)
    if (annosBetween > 0 && text !== '' && !text.endsWith(' ')) text += ' '
    text += glyphs.texts[i]!
    previous = i
  }
  // annos after the last glyph under the link end the text with a space, as the pass over the box did
  if (previous !== -1 && glyphs.annos > glyphs.annosBefore[previous]! && text !== '' && !text.endsWith(' ')) text += ' '
  return text
}

/** First position in `order` whose `key` is ≥ `value` (keys ascending along `order`). */
function firstAtLeast(order: Uint32Array, key: Float64Array, value: number): number {
  let lo = 0
  let hi = order.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (key[order[mid]!]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}
