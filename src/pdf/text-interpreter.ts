/**
 * @module pdf/text-interpreter
 * The text-state machine of a page: each content-stream operator that matters for text is a method, and
 * glyphs come out positioned exactly as pdfminer.six's PDFLayoutAnalyzer would create its LTChar objects:
 * same text-state rules (pdfminer/pdfinterp.py, pdfdevice.py), same glyph box (advance × font size by font
 * size, shifted by the font's descent and the text rise, only two corners transformed), same page CTM for
 * /Rotate. Text inside form XObjects goes into figures (LTFigure), which pdfminer does not lay out.
 *
 * Two drivers call it: our own content-stream reader (reader/content-ops.ts), operator by operator as it
 * parses, with no operator list in between; and `interpretText`, over pdfjs's operator list. Pure: no pdfjs.
 *
 * pdfminer quirks kept on purpose: character spacing is added between glyphs of one show-text operation,
 * not after the last one; a form XObject starts with a fresh text state (pdfminer runs forms in a new
 * interpreter) and its /BBox is read as (x, y, width, height); forms without /BBox are skipped.
 */
import { GlyphColumns } from '../layout/glyph-columns.js'
import { emptyObjectArray } from '../layout/empty-object-array.js'
import { FigureRecord } from './figure-record.js'
import type { Figure } from './figure-record.js'
import { NOT_SMALL_INTEGER } from './not-small-integer.js'
import { IDENTITY, applyToPoint, multiplyInto } from './matrix.js'
import type { Matrix } from './matrix.js'

/** What the interpreter needs to know about a font. */
export interface FontMetrics {
  name: string
  /** Descent below the baseline as a share of the font size (negative, e.g. -0.22). */
  descent: number
  /** Glyph width units → text space units (0.001 for all but Type3 fonts, pdfminer's `hscale`). */
  hscale: number
  vertical: boolean
}

/** One decoded glyph of a show-text operation (pdfjs's Glyph shape). */
export interface OpGlyph {
  /** The character code in the content stream. */
  originalCharCode?: number
  unicode: string
  /** Advance in glyph space units. */
  width: number
  /** Single-byte code 32: word spacing applies. */
  isSpace: boolean
  /** Vertical metrics [w1y, vx, vy] in glyph space, vertical fonts only. */
  vmetric?: number[] | undefined
}

export type { Figure, FigureItem } from './figure-record.js'

export interface PageText {
  /** Glyphs drawn directly on the page, in stream order (the input of layout analysis), as columns (no object per glyph). */
  glyphs: GlyphColumns
  /** Form XObjects in stream order. */
  figures: Figure[]
}

/**
 * The graphics state the interpreter keeps: the CTM and the text state. One object is changed in place as
 * operators run; `q` copies it into a slot of the save stack (slots are reused, so a page of many q/Q pairs
 * allocates no state per pair) and `Q` swaps the saved slot back in. Matrices are six numbers in typed arrays,
 * written in place (no array per `cm`, `Tm`, `Td` or show-text operation).
 */
class State {
  readonly ctm = new Float64Array(6)
  /** The text matrix. */
  readonly tm = Float64Array.of(1, 0, 0, 1, 0, 0)
  /**
   * Tc, Tw, Tz (horizontal scaling in percent) and Ts, by TEXT_PARAMETER_INDEX: one typed array, so the four operators
   * share one store in the content-stream reader (four named stores each deoptimised its loop the first time it ran
   * after the loop was optimised; a store keyed by the parameter's name, the next time another name came).
   */
  readonly text = Float64Array.of(0, 0, 100, 0)
  lineX = NOT_SMALL_INTEGER
  lineY = NOT_SMALL_INTEGER
  font: FontMetrics | null = null
  fontSize = NOT_SMALL_INTEGER
  leading = NOT_SMALL_INTEGER

  constructor() {
    this.lineX = 0
    this.lineY = 0
    this.fontSize = 0
    this.leading = 0
  }
}

/** Six numbers copied in place (a matrix into a state's typed array). */
function copyMatrix(from: ArrayLike<number>, to: Float64Array): void {
  to[0] = from[0]!
  to[1] = from[1]!
  to[2] = from[2]!
  to[3] = from[3]!
  to[4] = from[4]!
  to[5] = from[5]!
}

function copyState(from: State, to: State): void {
  copyMatrix(from.ctm, to.ctm)
  copyMatrix(from.tm, to.tm)
  const text = to.text
  text[0] = from.text[0]!
  text[1] = from.text[1]!
  text[2] = from.text[2]!
  text[3] = from.text[3]!
  to.lineX = from.lineX
  to.lineY = from.lineY
  to.font = from.font
  to.fontSize = from.fontSize
  to.leading = from.leading
}

/** An empty save stack: one free slot (see TextInterpreter's `stack`). */
function newSaveStack(): State[] {
  return [new State()]
}

interface OpenForm {
  /** The save stack of the enclosing stream (its first `depth` slots in use) and its current state. */
  stack: State[]
  depth: number
  state: State
  figure: Figure
}

/**
 * The glyph's text. A code without a Unicode mapping comes as the bare code (a control character);
 * pdfminer writes such glyphs as "(cid:N)". A glyph mapped to a tab is a space on the page: pdfminer
 * keeps the tab, which then stood inside element and table text ('온라인쇼핑몰\t 1.5%').
 */
function glyphText(g: OpGlyph): string {
  const u = typeof g.unicode === 'string' ? g.unicode : ''
  if (u.length > 1) return u.includes('\t') ? u.replaceAll('\t', ' ') : u
  // a glyph without text as its code (tested apart: charCodeAt past the end of '', NaN, deoptimised the show-text loop)
  if (u.length === 0) return `(cid:${g.originalCharCode ?? NaN})`
  const code = u.charCodeAt(0)
  if (code === 0x09) return ' '
  if (!(code >= 0x20) && code !== 0x0a && code !== 0x0d) return `(cid:${g.originalCharCode ?? code})`
  return u
}

/**
 * The baseline's direction (the text matrix's x axis: a, b) in whole quarter turns counter-clockwise,
 * 0–3; 0 for a slant more than 20° away from every quarter turn (diagonal text stays with the page's,
 * as pdfminer lays it out). Not pdfminer's `upright`, which a 90° matrix passes through rounding
 * (cos 90° = 6e-17).
 */
function quarterTurns(a: number, b: number): number {
  const quarters = Math.atan2(b, a) / (Math.PI / 2)
  const turns = Math.round(quarters)
  if (Math.abs(quarters - turns) > 2 / 9) return 0
  // `| 0`: a small integer, never a heap number (Math.round(-0.1) is -0, and the modulo of it in the interpreter
  // made a heap number 0 that deoptimised the glyph columns' push, optimised for small integers)
  return (((turns % 4) + 4) % 4) | 0
}

/** The text state parameters an operator sets to its one number operand, as it is (the leading, `TL`, is kept negated). */
export const TEXT_STATE_OPERATORS = { Tc: 'charSpace', Tw: 'wordSpace', Tz: 'scaling', Ts: 'rise' } as const

export type TextParameter = (typeof TEXT_STATE_OPERATORS)[keyof typeof TEXT_STATE_OPERATORS]

/** Where each text state parameter lives in the state's `text` array (`setTextParameterAt`). */
export const TEXT_PARAMETER_INDEX = { charSpace: 0, wordSpace: 1, scaling: 2, rise: 3 } as const

export type TextParameterIndex = (typeof TEXT_PARAMETER_INDEX)[TextParameter]

/** An operand as a number: anything but a finite number reads as 0 (as pdfminer's and pdfjs's lenient readers). */
export const finiteNumber = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const num = finiteNumber

export class TextInterpreter {
  private readonly page: PageText
  private state = new State()
  /**
   * Saved states: the first `depth` slots are in use, the others are kept for reuse. Born with one slot (newSaveStack),
   * so the array holds objects from the start: the first push of a State onto an empty array changed the array's
   * elements kind, and the optimised `q` (inlined in the content-stream reader's loop) deoptimised on each new page.
   */
  private stack: State[] = newSaveStack()
  private depth = 0
  /** The text matrix times the CTM of the show-text operation being run. */
  private readonly textCtm = new Float64Array(6)
  /** The glyph being drawn: its x and y in text space, and its advance (renderVerticalChar's inputs). */
  private readonly pen = new Float64Array(3)
  /** Open figures, innermost last; born holding objects (emptyObjectArray): the show-text loop deoptimised at the first form. */
  private readonly figures: FigureRecord[] = emptyObjectArray()
  private readonly forms: OpenForm[] = emptyObjectArray()
  /** Inside optional content the document hides: text still moves the text position but leaves no glyph. */
  hidden = false

  /**
   * `pageCtm` is pdfminer's page matrix (see `pageMatrix`); `glyphCapacity`, the glyphs the page is expected to
   * have, sizes its columns at once (they still grow past it).
   */
  constructor(pageCtm: Matrix, glyphCapacity = 0) {
    this.page = { glyphs: new GlyphColumns(glyphCapacity), figures: [] }
    this.state.ctm.set(pageCtm)
  }

  /** The page's glyphs and figures so far. */
  result(): PageText {
    return this.page
  }

  save(): void {
    const stack = this.stack
    // one free slot is kept ahead, so the growth below runs at the first `q` of every page (a branch first taken after
    // the reader's loop was optimised deoptimised it, and reading past the end of the stack did too)
    if (this.depth === stack.length - 1) stack.push(new State())
    copyState(this.state, stack[this.depth]!)
    this.depth++
  }

  restore(): void {
    if (this.depth === 0) return
    // the saved slot becomes the current state, the current one a free slot
    const previous = this.stack[--this.depth]!
    this.stack[this.depth] = this.state
    this.state = previous
  }

  /** `cm`: six numbers (a Matrix or any array of them). */
  transform(m: ArrayLike<number>): void {
    multiplyInto(this.state.ctm, m, this.state.ctm)
  }

  beginText(): void {
    const t = this.state
    const tm = t.tm
    tm[0] = 1
    tm[1] = 0
    tm[2] = 0
    tm[3] = 1
    tm[4] = 0
    tm[5] = 0
    t.lineX = 0
    t.lineY = 0
  }

  /** `Tf`; a null font (unknown resource) skips the text shown with it, as pdfminer does without a font. */
  setFont(font: FontMetrics | null, size: number): void {
    this.state.font = font
    this.state.fontSize = size
  }

  /** `Tm` (six numbers: a Matrix or any array of them); an unreadable matrix (null) keeps the current one but still starts a new line. */
  setTextMatrix(m: ArrayLike<number> | null): void {
    const t = this.state
    if (m !== null) copyMatrix(m, t.tm)
    t.lineX = 0
    t.lineY = 0
  }

  /** `Td`, or `TD` (which also sets the leading) when `setLeading` is true. */
  moveText(tx: number, ty: number, setLeading: boolean): void {
    const t = this.state
    const tm = t.tm
    const e = tx * tm[0]! + ty * tm[2]! + tm[4]!
    const f = tx * tm[1]! + ty * tm[3]! + tm[5]!
    tm[4] = e
    tm[5] = f
    if (setLeading) t.leading = ty
    t.lineX = 0
    t.lineY = 0
  }

  /** `TL` (pdfminer keeps the leading negated). */
  setLeading(leading: number): void {
    this.state.leading = -leading
  }

  /** `T*`. */
  nextLine(): void {
    const t = this.state
    const tm = t.tm
    const e = t.leading * tm[2]! + tm[4]!
    const f = t.leading * tm[3]! + tm[5]!
    tm[4] = e
    tm[5] = f
    t.lineX = 0
    t.lineY = 0
  }

  /** `Tc`, `Tw`, `Tz` (in percent) or `Ts`: see TEXT_STATE_OPERATORS. */
  setTextParameter(parameter: TextParameter, value: number): void {
    this.state.text[TEXT_PARAMETER_INDEX[parameter]] = value
  }

  /** `setTextParameter` by the parameter's TEXT_PARAMETER_INDEX (one store for the four operators: see State's `text`). */
  setTextParameterAt(index: TextParameterIndex, value: number): void {
    this.state.text[index] = value
  }

  /**
   * pdfminer's render_string_horizontal / render_string_vertical over one show-text operation: the first
   * `length` items of `seq`, glyphs and TJ adjustments (numbers, in thousandths of the font size).
   */
  showText(seq: ArrayLike<unknown>, length = seq.length): void {
    const t = this.state
    const font = t.font
    if (font === null) return
    multiplyInto(this.textCtm, t.tm, t.ctm)
    if (!font.vertical) {
      this.showHorizontal(seq, length, font)
      return
    }
    const fontSize = t.fontSize
    const params = t.text
    const scaling = params[2]! * 0.01
    const charSpace = params[0]! * scaling
    const wordSpace = params[1]! * scaling
    const dxscale = 0.001 * fontSize * scaling
    const pen = this.pen
    const x = t.lineX
    let y = t.lineY
    let needCharSpace = false
    for (let i = 0; i < length; i++) {
      const item = seq[i]
      if (typeof item === 'number') {
        y -= item * dxscale
        needCharSpace = true
        continue
      }
      if (item === null || typeof item !== 'object') continue
      const g = item as OpGlyph
      if (needCharSpace) y += charSpace
      const adv = (g.vmetric?.[0] ?? -1000) * 0.001 * fontSize * scaling
      pen[0] = x
      pen[1] = y
      pen[2] = adv
      this.renderVerticalChar(font, g)
      y += adv
      if (g.isSpace && wordSpace) y += wordSpace
      needCharSpace = true
    }
    t.lineY = y
  }

  /**
   * showText for a horizontal font (the text CTM already computed), each glyph's box made in the loop as pdfminer's
   * LTChar makes it (corners (0, descent + rise) and (advance, descent + rise + size) at `translate(textCtm, pen)`):
   * what the glyphs of the operation share (the CTM's a and b, the pen's y times c and d, e and f, the corner terms
   * of the descent and the rise, upright, quarter turns) is computed once, and each box from those with the same
   * operations on the same values as matrix.ts, so the boxes are bit-identical. The glyph goes to the columns from here: a call
   * V8 does not inline gets its numbers boxed (five heap numbers a glyph, when a helper was left out of the inlining
   * budget of this loop).
   */
  private showHorizontal(seq: ArrayLike<unknown>, length: number, font: FontMetrics): void {
    const t = this.state
    const fontSize = t.fontSize
    const params = t.text
    const scaling = params[2]! * 0.01
    const charSpace = params[0]! * scaling
    const wordSpace = params[1]! * scaling
    const dxscale = 0.001 * fontSize * scaling
    const hscale = font.hscale
    const m = this.textCtm
    const a = m[0]!
    const b = m[1]!
    const c = m[2]!
    const d = m[3]!
    const m4 = m[4]!
    const m5 = m[5]!
    const y = t.lineY
    // translate_matrix(textCtm, (x, y)) is (x·a + y·c + e, x·b + y·d + f); the corners are (0, descent + rise) and
    // (advance, descent + rise + size)
    const yc = y * c
    const yd = y * d
    const rise = params[3]!
    const descent = font.descent * fontSize
    const ly = descent + rise
    const uy = descent + rise + fontSize
    const lowX = a * 0 + c * ly
    const lowY = b * 0 + d * ly
    const upX = c * uy
    const upY = d * uy
    const upright = 0 < a * d * scaling && b * c <= 0
    const turns = b === 0 && a > 0 ? 0 : quarterTurns(a, b)
    const fontName = font.name
    const drawn = !this.hidden
    // test the length first: reading index -1 of an empty array is a slow named-property lookup in V8
    const figures = this.figures
    const columns = this.page.glyphs
    let x = t.lineX
    let needCharSpace = false
    for (let i = 0; i < length; i++) {
      const item = seq[i]
      if (typeof item === 'number') {
        x -= item * dxscale
        needCharSpace = true
        continue
      }
      if (item === null || typeof item !== 'object') continue
      const g = item as OpGlyph
      if (needCharSpace) x += charSpace
      const adv = num(g.width) * hscale * fontSize * scaling
      if (drawn) {
        const e = x * a + yc + m4
        const f = x * b + yd + m5
        let x0 = lowX + e
        let y0 = lowY + f
        let x1 = a * adv + upX + e
        let y1 = b * adv + upY + f
        if (x1 < x0) {
          const swap = x0
          x0 = x1
          x1 = swap
        }
        if (y1 < y0) {
          const swap = y0
          y0 = y1
          y1 = swap
        }
        const text = glyphText(g)
        // a page's glyphs go into its columns, a figure's into the columns of every open figure (each figure has
        // its nested figures' glyphs too): no object per glyph either way
        if (figures.length === 0) columns.push(text, x0, y0, x1, y1, y1 - y0, upright, fontName, turns)
        else this.addFigureGlyph(text, x0, y0, x1, y1, y1 - y0, upright, fontName, turns)
      }
      x += adv
      if (g.isSpace && wordSpace) x += wordSpace
      needCharSpace = true
    }
    t.lineX = x
  }

  /**
   * Starts a form XObject drawn with `matrix` whose /BBox is `bbox`. Returns false, and opens nothing, when
   * the form has no usable bbox: pdfminer skips such forms, so the caller must skip its content.
   */
  beginForm(matrix: Matrix | null, bbox: ArrayLike<number> | null | undefined): boolean {
    if (bbox === null || bbox === undefined || bbox.length !== 4) return false
    const ctm = multiplyInto(new Float64Array(6), matrix ?? IDENTITY, this.state.ctm)
    const [x, y, w, h] = [num(bbox[0]), num(bbox[1]), num(bbox[2]), num(bbox[3])]
    // pdfminer LTFigure reads the BBox as (x, y, w, h) and bounds its four transformed corners.
    const corners = [applyToPoint(ctm, x, y), applyToPoint(ctm, x + w, y), applyToPoint(ctm, x, y + h), applyToPoint(ctm, x + w, y + h)]
    const record = new FigureRecord({
      x0: Math.min(...corners.map((p) => p[0])),
      y0: Math.min(...corners.map((p) => p[1])),
      x1: Math.max(...corners.map((p) => p[0])),
      y1: Math.max(...corners.map((p) => p[1])),
    })
    const figure = record.figure
    const parent = this.figures[this.figures.length - 1]
    if (parent === undefined) this.page.figures.push(figure)
    else parent.nestedFigure(figure)
    this.figures.push(record)
    // the enclosing stream's states stay as they are; the form runs on a state and a save stack of its own
    this.forms.push({ stack: this.stack, depth: this.depth, state: this.state, figure })
    this.stack = newSaveStack()
    this.depth = 0
    this.state = new State()
    this.state.ctm.set(ctm)
    return true
  }

  /** Ends the innermost form that `beginForm` opened: the enclosing stream's states come back. */
  endForm(): void {
    const form = this.forms.pop()
    if (form === undefined) return
    this.figures.pop()
    this.state = form.state
    this.stack = form.stack
    this.depth = form.depth
  }

  /**
   * A painted path or image (a clip-only path, `n`, is not one): inside a figure it is one of its objects
   * (pdfminer's "\n" in figure text).
   */
  paintedObject(): void {
    this.figures[this.figures.length - 1]?.object()
  }

  /**
   * pdfminer's LTChar construction at `translate(textCtm, pen x, pen y)` for a glyph of a vertical font (horizontal
   * ones: showHorizontal) whose advance (`pen`'s third number) the caller computed (and moves by). Written with scalars (no tuple per glyph: this runs for
   * every character of the document), with the same operations in the same order as matrix.ts, so the boxes
   * are bit-identical. The position and advance come through `pen`, not as arguments: V8 passes a double
   * argument to a call it does not inline as a heap number, three per glyph.
   */
  private renderVerticalChar(font: FontMetrics, g: OpGlyph): void {
    if (this.hidden) return
    const matrix = this.textCtm
    const pen = this.pen
    const tx = pen[0]!
    const ty = pen[1]!
    const adv = pen[2]!
    const t = this.state
    const fontSize = t.fontSize
    const scaling = t.text[2]! * 0.01
    const rise = t.text[3]!
    const a = matrix[0]!
    const b = matrix[1]!
    const c = matrix[2]!
    const d = matrix[3]!
    // translate_matrix(matrix, (tx, ty))
    const e = tx * a + ty * c + matrix[4]!
    const f = tx * b + ty * d + matrix[5]!
    const vm = g.vmetric
    const vx = vm?.[1] !== undefined ? vm[1] * fontSize * 0.001 : fontSize * 0.5
    const vy = (1000 - (vm?.[2] ?? 880)) * fontSize * 0.001
    const lx = -vx
    const ly = vy + rise + adv
    const ux = -vx + fontSize
    const uy = vy + rise
    let x0 = a * lx + c * ly + e
    let y0 = b * lx + d * ly + f
    let x1 = a * ux + c * uy + e
    let y1 = b * ux + d * uy + f
    if (x1 < x0) {
      const swap = x0
      x0 = x1
      x1 = swap
    }
    if (y1 < y0) {
      const swap = y0
      y0 = y1
      y1 = swap
    }
    const upright = 0 < a * d * scaling && b * c <= 0
    const size = x1 - x0
    const turns = b === 0 && a > 0 ? 0 : quarterTurns(a, b)
    // a page's glyphs go into its columns, a figure's into the columns of every open figure (each figure has its
    // nested figures' glyphs too): no object per glyph either way
    // test the length first: reading index -1 of an empty array is a slow named-property lookup in V8
    const text = glyphText(g)
    if (this.figures.length === 0) this.page.glyphs.push(text, x0, y0, x1, y1, size, upright, font.name, turns)
    else this.addFigureGlyph(text, x0, y0, x1, y1, size, upright, font.name, turns)
  }

  /**
   * A glyph drawn inside figures: into the columns of every open figure (each figure has its nested figures' glyphs
   * too), owned by the innermost. The page's own glyphs are pushed where they are drawn (showHorizontal's loop).
   */
  private addFigureGlyph(
    text: string,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    size: number,
    upright: boolean,
    fontName: string,
    turns: number,
  ): void {
    const figures = this.figures
    for (let k = 0; k < figures.length; k++) figures[k]!.columns.push(text, x0, y0, x1, y1, size, upright, fontName, turns)
    figures[figures.length - 1]!.ownGlyph()
  }
}
