/**
 * @module pdf/figure-text
 * Text of a form XObject (pdfminer LTFigure, which pdfminer does not lay out), as upstream's `_extract_text`
 * builds it: glyph texts concatenated in stream order, "\n" for every non-text object, nested figures
 * recursively; then split into paragraphs by PARAGRAPH_PATTERN `\s*\n\s*`.
 * Beyond upstream: where the next glyph starts a new line (its baseline moves by half a glyph height or
 * more) or leaves a gap of a third of its height or more, a space separates them, as upstream's layout
 * joins the lines of a text box. Upstream glued a figure's two-line labels ("WebCrawling",
 * "BasicClustering") and words whose spaces are positioning, not characters.
 * The fast path no longer reads figures through this text: it lays out `figureGlyphs` as pdfminer lays out
 * page text (a page drawn as one form XObject reads as a page, not as a few run-on paragraphs in stream
 * order at the figure's box); `figureText` remains the plain text of an annotation's appearance.
 */
import type { Glyph } from '../layout/types.js'
import type { Figure } from './text-interpreter.js'

export function figureText(figure: Figure): string {
  let text = ''
  let previous: Glyph | undefined
  for (const item of figure.items) {
    if ('glyph' in item) {
      if (previous !== undefined && apart(previous, item.glyph) && !/\s$/.test(text) && !/^\s/.test(item.glyph.text)) text += ' '
      text += item.glyph.text
      previous = item.glyph
    } else {
      text += 'figure' in item ? figureText(item.figure) : '\n'
      previous = undefined
    }
  }
  return text
}

/** `b` starts a new line after `a`, or stands a word gap away from it (upright text). */
function apart(a: Glyph, b: Glyph): boolean {
  if (a.upright === false || b.upright === false) return false
  const height = Math.max(a.y1 - a.y0, b.y1 - b.y0)
  if (!(height > 0)) return false
  if (Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) >= height / 2) return true
  return b.x0 - a.x1 >= height / 3
}

/** The paragraphs of a figure (`re.split(PARAGRAPH_PATTERN, text)`), blank ones included. */
export function figureParagraphs(figure: Figure): string[] {
  return figureText(figure).split(/\s*\n\s*/)
}

/** A figure's glyphs in stream order, nested figures' included. */
export function figureGlyphs(figure: Figure, into: Glyph[] = []): Glyph[] {
  for (const item of figure.items) {
    if ('glyph' in item) into.push(item.glyph)
    else if ('figure' in item) figureGlyphs(item.figure, into)
  }
  return into
}
