/**
 * @module layout/types
 * Plain data of layout analysis, mirroring pdfminer.six's layout objects: glyphs (LTChar), lines
 * (LTTextLineHorizontal/Vertical), boxes (LTTextBoxHorizontal/Vertical) and groups (LTTextGroupLRTB/TBRL).
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

/** A virtual character a line inserts between glyphs: a space (word margin) or the final newline (LTAnno). */
export interface Anno {
  readonly anno: string
}

/** The two annotations, shared by every line (items are never changed once made: one object each, not one per space). */
export const SPACE_ANNO: Anno = Object.freeze({ anno: ' ' })
export const NEWLINE_ANNO: Anno = Object.freeze({ anno: '\n' })

export type LineItem = Glyph | Anno

export type WritingMode = 'horizontal' | 'vertical'

/** A text line (LTTextLine). `items` holds glyphs and inserted annotations in reading order. */
export interface TextLine extends Rect {
  mode: WritingMode
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

/** True when the item is an inserted annotation rather than a glyph. */
export function isAnno(item: LineItem): item is Anno {
  return (item as Anno).anno !== undefined
}
