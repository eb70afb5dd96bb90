/**
 * @module layout/types
 * Plain data of layout analysis, mirroring pdfminer.six's layout objects: glyphs (LTChar), lines
 * (LTTextLineHorizontal/Vertical), boxes (LTTextBoxHorizontal/Vertical) and groups (LTTextGroupLRTB/TBRL).
 * A line's glyphs are indices into its run's columns (layout/glyph-columns), not objects.
 * Coordinates are user space with the y axis up (pdfminer's), in the unit of the input (PDF points for PDFs).
 */

/** An axis-aligned rectangle: left, bottom, right, top. */
export interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** One positioned glyph (or a short run treated as one glyph), as pdfminer's LTChar. */
export interface Glyph extends Rect {
  /** The glyph's text; may be several code points (ligatures, "(cid:12)"). */
  text: string
  /** Font size in user-space units (LTChar.size: height for horizontal fonts, width for vertical ones). */
  fontSize?: number
  /** Whether the text matrix is upright (no rotation, no mirroring), as LTChar.upright. */
  upright?: boolean
  fontName?: string
  /**
   * Direction of the baseline in quarter turns counter-clockwise (0 reads left to right; 1 bottom to top,
   * as an arXiv identifier in a margin; 2 upside down; 3 top to bottom). Upright glyphs are 0.
   */
  turns?: number
}

/** Glyphs by index, as columns (layout/glyph-columns `GlyphColumns`, the one implementation): what a line's items point into. */
export interface GlyphRun {
  readonly length: number
  readonly x0: Float64Array
  readonly y0: Float64Array
  readonly x1: Float64Array
  readonly y1: Float64Array
  readonly texts: readonly string[]
  /** Glyph `i` as an object, made once. */
  glyph(i: number): Glyph
}

/**
 * An item of a line (`TextLine.items`): a glyph's index in the line's run (0 or more), or a virtual character
 * the line inserts between glyphs (pdfminer's LTAnno): a space (word margin) or the final newline.
 */
export type LineItem = number

export const SPACE_ITEM = -1
export const NEWLINE_ITEM = -2

export type WritingMode = 'horizontal' | 'vertical'

/** A text line (LTTextLine): its glyphs (indices into `glyphs`) and inserted annotations, in reading order. */
export interface TextLine extends Rect {
  mode: WritingMode
  /** The run the line's glyphs are in. */
  glyphs: GlyphRun
  items: LineItem[]
}

/** A text box (LTTextBox): lines sorted top to bottom (horizontal) or right to left (vertical). */
export interface TextBox extends Rect {
  mode: WritingMode
  lines: TextLine[]
  /** Reading-order position on the page (LTTextBox.index); -1 until ordered. */
  index: number
}

/** A node of the hierarchical grouping of boxes (LTTextGroupLRTB when horizontal, LTTextGroupTBRL when vertical). */
export interface TextGroup extends Rect {
  mode: WritingMode
  children: (TextBox | TextGroup)[]
}

/** The text of a line item: its glyph's, or the annotation's. */
export function itemText(line: TextLine, item: LineItem): string {
  return item >= 0 ? line.glyphs.texts[item]! : item === SPACE_ITEM ? ' ' : '\n'
}
