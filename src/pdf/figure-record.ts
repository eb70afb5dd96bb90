/**
 * @module pdf/figure-record
 * A figure (form XObject, pdfminer's LTFigure) as the text interpreter fills it: its glyphs, nested figures'
 * included, in stream order as columns (no object per glyph: the fast path lays them out from there), and its
 * items made from those columns only when something reads them (figure text, the hi_res strategies). A page
 * drawn as one form XObject (TAMReview.pdf: every page) put all its glyphs into items, an object and a record
 * per glyph.
 */
import { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph, Rect } from '../layout/types.js'

/** An item of a figure: a glyph, a non-text object (path or image: pdfminer's "\n" in figure text), or a nested figure. */
export type FigureItem = { glyph: Glyph } | { object: true } | { figure: Figure }

/** A form XObject (LTFigure): its bbox in page space and its content in stream order. */
export interface Figure extends Rect {
  items: FigureItem[]
  /**
   * Its glyphs, nested figures' included, in stream order as columns, as the reader made them (figure-record.ts;
   * `items` are made from them when first read). Not an own property: a copy, or a figure given other items, has none.
   */
  readonly glyphColumns?: GlyphColumns
}

/** An entry of `order` that is a painted object; nested figure k is `NESTED - k`; others are glyph indices. */
const OBJECT = -1
const NESTED = -2

/**
 * The figure a record hands on. Its `items` is an own enumerable accessor (a spread copy or JSON has the items),
 * made on first read; `glyphColumns` is read from the class (a copy has none) until `items` is given another value.
 * One accessor pair shared by every figure, not closures per figure: a page may open a form XObject hundreds of
 * thousands of times (forms drawing forms), and per-object property definitions made each figure a dictionary.
 */
class RecordedFigure implements Figure {
  x0: number
  y0: number
  x1: number
  y1: number
  declare items: FigureItem[]
  #record: FigureRecord | undefined
  #items: FigureItem[] | undefined

  constructor(box: Rect, record: FigureRecord) {
    this.x0 = box.x0
    this.y0 = box.y0
    this.x1 = box.x1
    this.y1 = box.y1
    this.#record = record
    Object.defineProperty(this, 'items', RecordedFigure.#itemsProperty)
  }

  get glyphColumns(): GlyphColumns | undefined {
    return this.#record?.columns
  }

  static readonly #itemsProperty: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: RecordedFigure): FigureItem[] {
      return (this.#items ??= this.#record!.items())
    },
    set(this: RecordedFigure, given: FigureItem[]): void {
      this.#items = given
      this.#record = undefined
    },
  }
}

export class FigureRecord {
  /** The figure handed on: plain data to a copy, with `items` made on first read. */
  readonly figure: Figure
  readonly columns = new GlyphColumns()
  /** The figure's own items in stream order: glyph indices into `columns`, OBJECT, or nested figures. */
  private readonly order: number[] = []
  private readonly nested: Figure[] = []

  constructor(box: Rect) {
    this.figure = new RecordedFigure(box, this)
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

  /** The figure's items in stream order, made from the columns (RecordedFigure reads them once). */
  items(): FigureItem[] {
    const items: FigureItem[] = []
    for (const entry of this.order) {
      if (entry >= 0) items.push({ glyph: this.columns.glyph(entry) })
      else if (entry === OBJECT) items.push({ object: true })
      else items.push({ figure: this.nested[NESTED - entry]! })
    }
    return items
  }
}
