/**
 * @module layout/glyph-columns
 * A run of glyphs (a page's, a figure's, OCR words made glyphs) as columns: one typed array per number of
 * `Glyph` (x0, y0, x1, y1, font size, font, upright, turns; views of one buffer, grown by doubling) and an array of texts. The text
 * interpreter writes a page's glyphs here and layout analysis reads them here, by index, so a page costs a
 * few arrays instead of one object per glyph (each with five boxed doubles: about 176 bytes a glyph, 50 MB
 * over a 400-page manual). `glyph(i)` still gives the `Glyph` object for code that wants one, made once.
 */
import type { Glyph, GlyphRun } from './types.js'
import { emptyObjectArray } from './empty-object-array.js'

/** `upright` of a glyph that does not say (OCR glyphs, hand-made ones). */
const UPRIGHT_UNSET = 2
/** `turns` of a glyph that does not say. */
const TURNS_UNSET = 255
/**
 * Room a run without a capacity takes at its first glyph: a page of a number and a link took 47 KB when this was
 * the 1,024 of GROWN_CAPACITY.
 */
const FIRST_CAPACITY = 64
/**
 * Room a run takes when it outgrows less, then doubled: a page of 2,000 glyphs allocates 64, 1,024 and 2,048
 * glyphs (over the 400p and DA-619p manuals 1% more bytes than from 1,024 at once, in fewer buffers; doubling from 64
 * allocated 16% more, in 42% more buffers).
 */
const GROWN_CAPACITY = 1024
/** Bytes of one glyph's numbers: five doubles, a font index (int32), upright and turns (a byte each). */
const BYTES_PER_GLYPH = 5 * 8 + 4 + 1 + 1
/** The columns of runs with no room yet (read-only in effect: length 0). */
const NO_NUMBERS = new Float64Array(0)
const NO_FONTS = new Int32Array(0)
const NO_BYTES = new Uint8Array(0)

/**
 * A glyph object with every field, as `glyph(i)` and the text interpreter (a figure's glyphs) make it. A class,
 * not an object literal, on purpose: V8 pretenures a literal's allocation site once most of its objects survive
 * a young collection, as a page's glyphs do while the page is being read; every later glyph then went straight
 * to the old generation and took major collections to free. Objects made by `new` are not pretenured that way.
 */
export class GlyphRecord implements Glyph {
  constructor(
    readonly text: string,
    readonly x0: number,
    readonly y0: number,
    readonly x1: number,
    readonly y1: number,
    readonly fontSize: number,
    readonly upright: boolean,
    readonly fontName: string,
    readonly turns: number,
  ) {}
}

export class GlyphColumns implements GlyphRun {
  x0!: Float64Array
  y0!: Float64Array
  x1!: Float64Array
  y1!: Float64Array
  /** Font size; NaN when the glyph has none. */
  size!: Float64Array
  /** Index into `fonts`; -1 when the glyph names no font. */
  font!: Int32Array
  /** 0 or 1; UPRIGHT_UNSET when the glyph does not say. */
  upright!: Uint8Array
  /** Quarter turns of the baseline (see `Glyph.turns`); TURNS_UNSET when the glyph does not say. */
  turns!: Uint8Array
  /** Born holding objects (emptyObjectArray): `push` in the show-text loop deoptimised at each new run's first glyph. */
  readonly fonts: string[] = emptyObjectArray()
  readonly texts: string[] = emptyObjectArray()
  length = 0
  /** Whether some glyph is not upright (turns other than 0 or unset). */
  anyTurned = false
  /** The glyph objects already made (or given: `of` keeps its input's), by index. */
  private objects: (Glyph | undefined)[] | undefined
  /** The font of the last glyph pushed and its index (-1 before the first: then `lastFontName` means nothing). */
  private lastFontName = ''
  private lastFont = -1

  /** Room for `capacity` glyphs before the columns grow (from none to FIRST_CAPACITY, then to GROWN_CAPACITY at least, doubling). */
  constructor(capacity = 0) {
    if (capacity > 0) this.allocate(capacity)
    else this.empty()
  }

  /** The glyphs of an array, in its order; `glyph(i)` gives back the array's own objects. */
  static of(glyphs: readonly Glyph[]): GlyphColumns {
    const columns = new GlyphColumns(glyphs.length)
    for (const g of glyphs) columns.push(g.text, g.x0, g.y0, g.x1, g.y1, g.fontSize ?? NaN, g.upright, g.fontName, g.turns)
    columns.objects = glyphs.slice()
    return columns
  }

  /** Appends a glyph (undefined `upright`, `fontName`, `turns` and a NaN `fontSize`: the glyph does not say). */
  push(
    text: string,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    fontSize: number,
    upright: boolean | undefined,
    fontName: string | undefined,
    turns: number | undefined,
  ): void {
    const i = this.length
    if (i === this.x0.length) this.allocate(i === 0 ? FIRST_CAPACITY : Math.max(2 * i, GROWN_CAPACITY))
    this.x0[i] = x0
    this.y0[i] = y0
    this.x1[i] = x1
    this.y1[i] = y1
    this.size[i] = fontSize
    this.upright[i] = upright === undefined ? UPRIGHT_UNSET : upright ? 1 : 0
    this.turns[i] = turns === undefined ? TURNS_UNSET : turns
    // stored at every glyph until one is turned (a store first reached at the first turned glyph deoptimised the show-text loop)
    this.anyTurned ||= turns !== undefined && turns !== 0
    this.font[i] = fontName === undefined ? -1 : this.fontIndex(fontName)
    this.texts.push(text)
    this.length = i + 1
  }

  /** Quarter turns of glyph `i`'s baseline, 0 when it does not say. */
  turnsOf(i: number): number {
    const t = this.turns[i]!
    return t === TURNS_UNSET ? 0 : t
  }

  /** The font name of glyph `i` (undefined when it names none). */
  fontNameOf(i: number): string | undefined {
    const f = this.font[i]!
    return f < 0 ? undefined : this.fonts[f]
  }

  /** Glyph `i` as an object, made once (the input's own object for columns made by `of`). */
  glyph(i: number): Glyph {
    const objects = (this.objects ??= [])
    return (objects[i] ??= this.make(i))
  }

  /** Every glyph as an object, in order. */
  toArray(): Glyph[] {
    const out = new Array<Glyph>(this.length)
    for (let i = 0; i < this.length; i++) out[i] = this.glyph(i)
    return out
  }

  /** The glyphs at `indices`, in that order, as columns of their own (objects already made are kept). */
  select(indices: ArrayLike<number>): GlyphColumns {
    const out = new GlyphColumns(indices.length)
    for (let k = 0; k < indices.length; k++) {
      const i = indices[k]!
      out.push(
        this.texts[i]!,
        this.x0[i]!,
        this.y0[i]!,
        this.x1[i]!,
        this.y1[i]!,
        this.size[i]!,
        this.uprightOf(i),
        this.fontNameOf(i),
        this.turnsOrUnset(i),
      )
      const made = this.objects?.[i]
      if (made !== undefined) (out.objects ??= [])[k] = made
    }
    return out
  }

  /** Gives glyph `i` another text (its object, if made, is replaced by a copy with that text). */
  setText(i: number, text: string): void {
    this.texts[i] = text
    const made = this.objects?.[i]
    if (made !== undefined) this.objects![i] = { ...made, text }
  }

  /**
   * These glyphs with their boxes mapped by `rect` (called with each box, it returns the new one), upright, no
   * turns: text, font size and font name kept (the shape of `layout/text-turns` `uprightGlyph`).
   */
  mapBoxes(rect: (x0: number, y0: number, x1: number, y1: number) => { x0: number; y0: number; x1: number; y1: number }): GlyphColumns {
    const out = new GlyphColumns(this.length)
    for (let i = 0; i < this.length; i++) {
      const r = rect(this.x0[i]!, this.y0[i]!, this.x1[i]!, this.y1[i]!)
      out.push(this.texts[i]!, r.x0, r.y0, r.x1, r.y1, this.size[i]!, true, this.fontNameOf(i), 0)
    }
    return out
  }

  private uprightOf(i: number): boolean | undefined {
    const u = this.upright[i]!
    return u === UPRIGHT_UNSET ? undefined : u === 1
  }

  private turnsOrUnset(i: number): number | undefined {
    const t = this.turns[i]!
    return t === TURNS_UNSET ? undefined : t
  }

  private make(i: number): Glyph {
    const size = this.size[i]!
    const upright = this.uprightOf(i)
    const fontName = this.fontNameOf(i)
    const turns = this.turnsOrUnset(i)
    if (size === size && upright !== undefined && fontName !== undefined && turns !== undefined) {
      return new GlyphRecord(this.texts[i]!, this.x0[i]!, this.y0[i]!, this.x1[i]!, this.y1[i]!, size, upright, fontName, turns)
    }
    const glyph: Glyph = { text: this.texts[i]!, x0: this.x0[i]!, y0: this.y0[i]!, x1: this.x1[i]!, y1: this.y1[i]! }
    if (size === size) glyph.fontSize = size
    if (upright !== undefined) glyph.upright = upright
    if (fontName !== undefined) glyph.fontName = fontName
    if (turns !== undefined) glyph.turns = turns
    return glyph
  }

  private fontIndex(name: string): number {
    // lastFontName is a string from the start: comparing a name with undefined deoptimised the push in the show-text loop
    if (this.lastFont >= 0 && name === this.lastFontName) return this.lastFont
    let f = this.fonts.indexOf(name)
    if (f < 0) f = this.fonts.push(name) - 1
    this.lastFontName = name
    this.lastFont = f
    return f
  }

  /** No room: every column the same empty array, shared by all runs without glyphs (a push allocates). */
  private empty(): void {
    this.x0 = this.y0 = this.x1 = this.y1 = this.size = NO_NUMBERS
    this.font = NO_FONTS
    this.upright = this.turns = NO_BYTES
  }

  /**
   * The columns with room for `capacity` glyphs, the glyphs so far copied: one buffer for all of them (a typed
   * array's memory is outside the heap, not scanned by the collector, but allocating one is dear: one per
   * growth, not eight), each column a view of it.
   */
  private allocate(capacity: number): void {
    const buffer = new ArrayBuffer(capacity * BYTES_PER_GLYPH)
    const x0 = new Float64Array(buffer, 0, capacity)
    const y0 = new Float64Array(buffer, 8 * capacity, capacity)
    const x1 = new Float64Array(buffer, 16 * capacity, capacity)
    const y1 = new Float64Array(buffer, 24 * capacity, capacity)
    const size = new Float64Array(buffer, 32 * capacity, capacity)
    const font = new Int32Array(buffer, 40 * capacity, capacity)
    const upright = new Uint8Array(buffer, 44 * capacity, capacity)
    const turns = new Uint8Array(buffer, 45 * capacity, capacity)
    const n = this.length
    if (n > 0) {
      x0.set(this.x0.subarray(0, n))
      y0.set(this.y0.subarray(0, n))
      x1.set(this.x1.subarray(0, n))
      y1.set(this.y1.subarray(0, n))
      size.set(this.size.subarray(0, n))
      font.set(this.font.subarray(0, n))
      upright.set(this.upright.subarray(0, n))
      turns.set(this.turns.subarray(0, n))
    }
    this.x0 = x0
    this.y0 = y0
    this.x1 = x1
    this.y1 = y1
    this.size = size
    this.font = font
    this.upright = upright
    this.turns = turns
  }
}
