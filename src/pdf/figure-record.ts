/**
 * @module pdf/figure-record
 * A figure (form XObject, pdfminer's LTFigure) as the text interpreter fills it: its glyphs, nested figures'
 * included, in stream order as columns (no object per glyph: the fast path lays them out from there), and its
 * items made from those columns only when something reads them (figure text, the hi_res strategies). A page
 * drawn as one form XObject (TAMReview.pdf: every page) put all its glyphs into items, an object and a record
 * per glyph.
 */
import { GlyphColumns } from '../layout/glyph-columns.js'
import { defineColumnsBacked } from './columns-backed.js'
import type { Glyph, Rect } from '../layout/types.js'

/** An item of a figure: a glyph, a non-text object (path or image: pdfminer's "\n" in figure text), or a nested figure. */
export type FigureItem = { glyph: Glyph } | { object: true } | { figure: Figure }

/** A form XObject (LTFigure): its bbox in page space and its content in stream order. */
export interface Figure extends Rect {
  items: FigureItem[]
  /**
   * Its glyphs, nested figures' included, in stream order as columns, as the reader made them (figure-record.ts;
   * `items` are made from them when first read). Not an own enumerable property: a copy, or a figure given other
   * items, has none.
   */
  readonly glyphColumns?: GlyphColumns
}

/** An entry of `order` that is a painted object; nested figure k is `NESTED - k`; others are glyph indices. */
const OBJECT = -1
const NESTED = -2

export class FigureRecord {
  /** The figure handed on: plain data, with `items` made on first read and `glyphColumns` not enumerable (a copy has none). */
  readonly figure: Figure
  readonly columns = new GlyphColumns()
  /** The figure's own items in stream order: glyph indices into `columns`, OBJECT, or nested figures. */
  private readonly order: number[] = []
  private readonly nested: Figure[] = []

  constructor(box: Rect) {
    const figure = { x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 } as Figure
    defineColumnsBacked(figure, 'items', this.columns, () => this.items())
    this.figure = figure
  }

  /** The next glyph of this figure itself is the one just pushed to its columns. */
  ownGlyph(): void {
    this.order.push(this.columns.length - 1)
  }

  object(): void {
    this.order.push(OBJECT)
  }

  nestedFigure(figure: Figure): void {
    this.order.push(NESTED - this.nested.length)
    this.nested.push(figure)
  }

  private items(): FigureItem[] {
    const items: FigureItem[] = []
    for (const entry of this.order) {
      if (entry >= 0) items.push({ glyph: this.columns.glyph(entry) })
      else if (entry === OBJECT) items.push({ object: true })
      else items.push({ figure: this.nested[NESTED - entry]! })
    }
    return items
  }
}
