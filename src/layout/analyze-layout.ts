/**
 * @module layout/analyze-layout
 * The whole of pdfminer.six's `LTLayoutContainer.analyze` for text: glyphs → lines → (non-empty) lines →
 * boxes → reading order. Pure: the input glyphs are not modified; the output is fresh plain data.
 */
import { resolveLayoutParams } from './params.js'
import type { LayoutParams } from './params.js'
import { groupGlyphsIntoLines, isEmptyLine } from './lines.js'
import { groupLinesIntoBoxes } from './boxes.js'
import { GlyphColumns } from './glyph-columns.js'
import { orderBoxes } from './order.js'
import type { Glyph, GlyphRun, Rect, TextBox, TextGroup, TextLine } from './types.js'
import { NEWLINE_ITEM } from './types.js'

export interface LayoutResult {
  /** Text boxes in reading order, `index` set; each line ends with "\n" like pdfminer's `get_text()`. */
  boxes: TextBox[]
  /** Lines with no area or only whitespace (pdfminer keeps them after the boxes, outside any box). */
  emptyLines: TextLine[]
  /** The hierarchical grouping (empty when `boxesFlow` is null). */
  groups: (TextBox | TextGroup)[]
}

/**
 * Lays out one container (a page, or a figure when analysing its text): `glyphs` in content-stream order,
 * `container` the page bbox in the same coordinates (pdfminer: `(0, 0, width, height)` of the page);
 * the glyphs as columns (a reader's page) or as objects (made columns here; the lines point into those).
 * `params` are completed with pdfminer's defaults.
 */
export function analyzeLayout(glyphs: GlyphRun | readonly Glyph[], container: Rect, params: Partial<LayoutParams> = {}): LayoutResult {
  const p = resolveLayoutParams(params)
  if (glyphs.length === 0) return { boxes: [], emptyLines: [], groups: [] }
  const lines = groupGlyphsIntoLines(isGlyphArray(glyphs) ? GlyphColumns.of(glyphs) : glyphs, p)
  const emptyLines: TextLine[] = []
  const textLines: TextLine[] = []
  for (const line of lines) (isEmptyLine(line) ? emptyLines : textLines).push(line)
  for (const line of emptyLines) line.items.push(NEWLINE_ITEM)
  const boxes = groupLinesIntoBoxes(textLines, container, p.lineMargin)
  const { boxes: ordered, groups } = orderBoxes(boxes, container, p.boxesFlow)
  return { boxes: ordered, emptyLines, groups }
}

const isGlyphArray = (glyphs: GlyphRun | readonly Glyph[]): glyphs is readonly Glyph[] => Array.isArray(glyphs)
