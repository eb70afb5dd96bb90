/**
 * @module pdf/figure-text
 * Text of a form XObject (pdfminer LTFigure, which pdfminer does not lay out), as upstream's `_extract_text`
 * builds it: glyph texts concatenated in stream order, "\n" for every non-text object, nested figures
 * recursively; then split into paragraphs by PARAGRAPH_PATTERN `\s*\n\s*`.
 */
import type { Figure } from './text-interpreter.js'

export function figureText(figure: Figure): string {
  let text = ''
  for (const item of figure.items) {
    if ('glyph' in item) text += item.glyph.text
    else if ('figure' in item) text += figureText(item.figure)
    else text += '\n'
  }
  return text
}

/** The paragraphs of a figure (`re.split(PARAGRAPH_PATTERN, text)`), blank ones included. */
export function figureParagraphs(figure: Figure): string[] {
  return figureText(figure).split(/\s*\n\s*/)
}
