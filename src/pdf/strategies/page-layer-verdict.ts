/**
 * @module pdf/strategies/page-layer-verdict
 * The text-layer verdict of a whole page: the glyphs drawn on it *and* those inside its form XObjects
 * (pdfminer's LTFigure, whose text the fast path emits as figure paragraphs). A page whose body sits in a
 * form XObject — typeset by some converters, e.g. every page of a journal reprint but its footer — was judged
 * on the footer alone: a body of `(cid:N)` then passed as "good" and hi_res kept it instead of OCR, and a
 * readable body passed as "empty" and was OCRed needlessly.
 */
import type { Glyph, GlyphRun } from '../../layout/types.js'
import type { Figure } from '../text-interpreter.js'
import type { PageDrawings } from './page-drawings.js'
import { textLayerVerdict, textsVerdict } from './text-layer-quality.js'
import type { TextLayerVerdict } from './text-layer-quality.js'

export interface LayeredPage {
  glyphs: readonly Glyph[]
  /** The same glyphs as the reader's columns, read instead of `glyphs` when given (no glyph objects made). */
  glyphColumns?: GlyphRun | undefined
  figures?: readonly Figure[]
  drawings?: PageDrawings
}

export function pageLayerVerdict(page: LayeredPage): TextLayerVerdict {
  const figures = page.figures ?? []
  const run = page.glyphColumns
  if (figures.length === 0) return textLayerVerdict(run ?? page.glyphs, page.drawings)
  const all = run === undefined ? page.glyphs.map((g) => g.text) : run.texts.slice(0, run.length)
  const stack = [...figures]
  while (stack.length > 0) {
    const figure = stack.pop()!
    for (const item of figure.items) {
      if ('glyph' in item) all.push(item.glyph.text)
      else if ('figure' in item) stack.push(item.figure)
    }
  }
  return textsVerdict(all, page.drawings)
}
