/**
 * @module pdf/reader/read-page-text
 * A page's content streams → positioned glyphs and figures: operators are parsed and handed straight to
 * the text interpreter (the one the pdfjs path drives from pdfjs's operator list), with no operator list in
 * between. Strings are decoded by the current font into glyphs with widths and Unicode as pdfjs's evaluator
 * decodes them; form XObjects become figures with their matrix and bbox normalised as pdfjs does (both
 * float32); painted paths and images count as figure objects. For the text layer alone, images are treated
 * as pdfjs treats them when the document is opened without image decoding (maxImageSize 1: only 1×1 images
 * remain); with a graphics recorder (hi_res and the other strategies that look at images), every image counts
 * and is recorded, and forms pdfminer skips for text are still read for their drawings. `'` and `"` are
 * nextLine (+ spacing) + show, as pdfjs splits them.
 */
import { concatBytes } from '../../containers/concat-bytes.js'
import { LimitExceededError } from '../../document-limits.js'
import type { Matrix } from '../matrix.js'
import { IDENTITY } from '../matrix.js'
import { TEXT_PARAMETER_INDEX, TextInterpreter, finiteNumber as num } from '../text-interpreter.js'
import type { TextParameterIndex } from '../text-interpreter.js'
import type { Figure, PageText } from '../text-interpreter.js'
import { GraphicsRecorder, isPaintOperator } from './graphics-recorder.js'
import { PdfLexer, Tok, isWhitespace, shortWordKey } from './pdf-lexer.js'
import { PdfParser } from './pdf-parser.js'
import type { PdfFile } from './pdf-file.js'
import type { AnnotationAppearance } from './annotation-appearances.js'
import { optionalContentOf } from './optional-content.js'
import { readFont } from './pdf-font.js'
import type { ReaderFont } from './pdf-font.js'
import { UnsupportedPdfError, isDict, isStream } from './pdf-objects.js'
import type { PdfDict, PdfObject, PdfStream } from './pdf-objects.js'
import { emptyObjectArray } from '../../layout/empty-object-array.js'

/** Fonts already read, by font dictionary (shared by the pages of a document). */
export type FontCache = Map<PdfDict, ReaderFont>

/** Form XObjects nested deeper than this are skipped (pdfjs guards against loops the same way). */
const MAX_FORM_DEPTH = 20

interface Context {
  file: PdfFile
  fonts: FontCache
  interpreter: TextInterpreter
  /** What the page draws besides text, when asked for (then every image counts, as pdfjs decoding images sees them). */
  graphics: GraphicsRecorder | undefined
  /** The glyphs of one show-text operation, reused from one operation to the next (only its first entries are current: see `run`). */
  seq: unknown[]
  forms: Set<PdfStream>
  /** Open marked-content sequences (BMC/BDC … EMC): whether each hides its content (optional content off). */
  marked: boolean[]
  /** Operators run so far on this page, forms included (bounded by the file's maxOperatorsPerPage). */
  operators: number
  /** Decoded form streams of this page: a form drawn many times is inflated once. */
  formData: Map<PdfStream, Uint8Array>
  /** The matrix operand of the `cm` or `Tm` being run (the interpreter copies it). */
  matrix: Float64Array
}

/**
 * The glyphs and figures of a page (content streams concatenated, as pdfjs reads them) under page matrix
 * `pageCtm`; with `graphics`, also what the page draws besides text (that recorder is filled). `glyphCapacity`:
 * how many glyphs the page is expected to have (its columns are sized for them at once).
 */
export function readPageText(
  file: PdfFile,
  contents: PdfObject,
  resources: PdfDict | null,
  fonts: FontCache,
  pageCtm: Matrix,
  graphics?: GraphicsRecorder,
  glyphCapacity = 0,
): PageText {
  const ctx = newContext(file, fonts, pageCtm, graphics, glyphCapacity)
  const parts: Uint8Array[] = []
  const c = file.resolve(contents)
  if (isStream(c)) parts.push(file.streamData(c))
  else if (Array.isArray(c)) {
    for (const item of c) {
      const s = file.resolve(item)
      if (isStream(s)) parts.push(file.streamData(s))
    }
  }
  // several streams are read as one, each ended by a newline (a token never runs from one into the next)
  const data = parts.length === 1 ? parts[0]! : concatBytes(parts.flatMap((p) => [p, NEWLINE]))
  run(ctx, data, resources, 0)
  return ctx.interpreter.result()
}

const NEWLINE = Uint8Array.of(0x0a)

/** A fresh context for one page (or one annotation appearance): nothing run yet. */
function newContext(file: PdfFile, fonts: FontCache, pageCtm: Matrix, graphics: GraphicsRecorder | undefined, glyphCapacity = 0): Context {
  return {
    file,
    fonts,
    interpreter: new TextInterpreter(pageCtm, glyphCapacity),
    graphics,
    // born holding objects (emptyObjectArray): the fonts' `glyphs` loops deoptimised at a new page's first glyph
    seq: emptyObjectArray(),
    forms: new Set(),
    marked: [],
    operators: 0,
    formData: new Map(),
    matrix: new Float64Array(6),
  }
}

/**
 * The text of annotation appearances (annotation-appearances.ts) as figures, one per appearance, in the
 * given order: each appearance runs as a form placed by its matrix, with its own resources or else the
 * page's. An appearance this reader cannot read (a font pdfjs would have to decode) is left out.
 */
export function readAppearanceText(
  file: PdfFile,
  appearances: readonly AnnotationAppearance[],
  resources: PdfDict | null,
  fonts: FontCache,
  pageCtm: Matrix,
): Figure[] {
  const figures: Figure[] = []
  for (const appearance of appearances) {
    // a fresh interpreter each: an appearance that fails leaves nothing behind
    const ctx = newContext(file, fonts, pageCtm, undefined)
    if (!ctx.interpreter.beginForm(appearance.matrix, appearance.box)) continue
    try {
      run(ctx, file.streamData(appearance.stream), file.getDict(appearance.stream.dict, 'Resources') ?? resources, 1)
    } catch (error) {
      if (error instanceof UnsupportedPdfError) continue
      throw error
    }
    ctx.interpreter.endForm()
    figures.push(...ctx.interpreter.result().figures)
  }
  return figures
}

/** The first six operands as a matrix. */
function matrixOf(operands: unknown[]): Matrix {
  return [num(operands[0]), num(operands[1]), num(operands[2]), num(operands[3]), num(operands[4]), num(operands[5])]
}

/** The first six operands written into `out` as a matrix, with no new array (as float32 values when `float32` is set: pdfjs passes `Tm` on so). */
function matrixInto(out: Float64Array, operands: unknown[], float32: boolean): Float64Array {
  for (let i = 0; i < 6; i++) out[i] = float32 ? Math.fround(num(operands[i])) : num(operands[i])
  return out
}

function resourceDict(ctx: Context, resources: PdfDict | null, category: string): PdfDict | null {
  return resources === null ? null : ctx.file.getDict(resources, category)
}

/** The font of resource `name`, read once per document. */
function fontOfResource(ctx: Context, resources: PdfDict | null, name: string): ReaderFont {
  const fontDicts = resourceDict(ctx, resources, 'Font')
  const dict = fontDicts === null ? null : ctx.file.resolve(fontDicts.get(name))
  if (!isDict(dict)) throw new UnsupportedPdfError(`The font resource /${name} is missing; pdfjs substitutes a font.`)
  let font = ctx.fonts.get(dict)
  if (font === undefined) {
    font = readFont(ctx.file, dict)
    ctx.fonts.set(dict, font)
  }
  return font
}

/** Runs one content stream (a page's or a form's) with its resources. */
function run(ctx: Context, data: Uint8Array, resources: PdfDict | null, depth: number): void {
  const lexer = new PdfLexer(data)
  const interpreter = ctx.interpreter
  const graphics = ctx.graphics
  // the operands of the operator being read are its first `count` entries; the array is never shortened
  // (setting an array's length to 0 drops its backing store, and the next push allocates one: per operator)
  // but the entries used are reset to undefined after each operator, so an operand that is absent reads as before
  const operands: unknown[] = []
  let count = 0
  const matrix = ctx.matrix
  let font: ReaderFont | null = null
  // font per save level, to know the current font for string decoding after Q
  const fontStack: (ReaderFont | null)[] = []
  // where the array read as glyphs into ctx.seq (see readTextArray) starts, -1 for none, and its length in ctx.seq
  let textArrayAt = -1
  let textArrayLength = 0
  for (;;) {
    const tok = lexer.next()
    switch (tok) {
      case Tok.EOF:
        return
      case Tok.ArrayStart:
        // an array that opens an operator's operands is almost always TJ's: its strings go straight to glyphs
        if (count === 0 && font !== null) {
          const at = lexer.pos
          textArrayLength = readTextArray(lexer, font, ctx.seq)
          if (textArrayLength >= 0) {
            textArrayAt = at
            operands[count++] = TEXT_ARRAY
            continue
          }
          lexer.pos = at
        }
        operands[count++] = readArray(lexer)
        continue
      case Tok.Number:
      case Tok.Name:
      case Tok.String:
        operands[count++] = simpleOperand(lexer, tok)
        continue
      case Tok.DictStart: {
        const parser = new PdfParser(data, lexer.pos)
        operands[count++] = parser.parseDictBody()
        lexer.pos = parser.lexer.pos
        continue
      }
      case Tok.Keyword:
        break
      default:
        // stray ] >> { }: ignore, as pdfjs does
        continue
    }
    if (++ctx.operators > ctx.file.maxOperatorsPerPage) {
      throw new LimitExceededError('maxOperatorsPerPage', ctx.file.maxOperatorsPerPage, "The page's operator count")
    }
    const op = lexer.text
    const key = lexer.wordKey
    const code = key >= 0 ? (SHORT_OPERATORS[key]! as Op) : (LONG_OPERATORS.get(op) ?? Op.Other)
    if (textArrayAt >= 0) {
      // another operator than TJ took the array: read it again as the array it is
      if (code !== Op.TJ) {
        const resume = lexer.pos
        lexer.pos = textArrayAt
        operands[0] = readArray(lexer)
        lexer.pos = resume
      }
      textArrayAt = -1
    }
    switch (code) {
      case Op.Tj:
      case Op.Quote:
      case Op.DoubleQuote: {
        const s = count > 0 ? operands[count - 1] : undefined
        if (s instanceof Uint8Array) graphics?.showText()
        if (font !== null && s instanceof Uint8Array) {
          if (code === Op.Quote) interpreter.nextLine()
          else if (code === Op.DoubleQuote) {
            interpreter.nextLine()
            interpreter.setTextParameterAt(TEXT_PARAMETER_INDEX.wordSpace, num(operands[0]))
            interpreter.setTextParameterAt(TEXT_PARAMETER_INDEX.charSpace, num(operands[1]))
          }
          interpreter.showText(ctx.seq, font.glyphs(s, 0, s.length, ctx.seq, 0))
        }
        break
      }
      case Op.TJ: {
        const array = count > 0 ? operands[count - 1] : undefined
        if (array === TEXT_ARRAY) {
          graphics?.showText()
          interpreter.showText(ctx.seq, textArrayLength)
          break
        }
        if (Array.isArray(array)) graphics?.showText()
        if (font !== null && Array.isArray(array)) {
          const seq = ctx.seq
          let length = 0
          for (const item of array) {
            if (item instanceof Uint8Array) length = font.glyphs(item, 0, item.length, seq, length)
            else if (typeof item === 'number') seq[length++] = item
          }
          interpreter.showText(seq, length)
        }
        break
      }
      case Op.Td:
      case Op.TD:
        // one call for both: the rarer TD's own call deoptimised the loop the first time it ran
        interpreter.moveText(num(operands[0]), num(operands[1]), code === Op.TD)
        break
      case Op.Tm:
        // pdfjs passes the text matrix on as float32, and the glyph boxes carry that rounding
        interpreter.setTextMatrix(count < 6 ? null : matrixInto(matrix, operands, true))
        break
      case Op.TStar:
        interpreter.nextLine()
        break
      case Op.Tf: {
        const name = operands[0]
        if (typeof name === 'string') {
          font = fontOfResource(ctx, resources, name)
          interpreter.setFont(font.metrics, num(operands[1]))
        }
        break
      }
      case Op.TextState:
        // one call for the four, by index (see textParameterOf)
        interpreter.setTextParameterAt(textParameterOf(key), num(operands[0]))
        break
      case Op.TL:
        interpreter.setLeading(num(operands[0]))
        break
      case Op.BT:
        interpreter.beginText()
        break
      case Op.Save:
        fontStack.push(font)
        interpreter.save()
        graphics?.save()
        break
      case Op.Restore:
        if (fontStack.length > 0) font = fontStack.pop()!
        interpreter.restore()
        graphics?.restore()
        break
      case Op.Cm: {
        if (count >= 6) {
          interpreter.transform(matrixInto(matrix, operands, false))
          graphics?.transform(matrixOf(operands))
        }
        break
      }
      case Op.Tr:
        graphics?.setRenderMode(num(operands[0]))
        break
      case Op.Path:
        graphics?.pathOp(op, operands)
        break
      case Op.Gs: {
        const name = operands[0]
        const states = resourceDict(ctx, resources, 'ExtGState')
        const gs = typeof name === 'string' && states !== null ? ctx.file.resolve(states.get(name)) : null
        if (isDict(gs) && gs.has('Font')) throw new UnsupportedPdfError('A font set through an ExtGState is handled by pdfjs.')
        break
      }
      case Op.Do:
        if (typeof operands[0] === 'string' && !ctx.interpreter.hidden) paintXObject(ctx, resources, operands[0], depth)
        break
      case Op.BeginMarked:
        beginMarkedContent(ctx, resources, op === 'BDC' ? operands : [])
        break
      case Op.EMC:
        ctx.marked.pop()
        ctx.interpreter.hidden = ctx.marked.includes(true)
        break
      case Op.BI:
        inlineImage(ctx, lexer)
        break
      case Op.Type3Glyph:
        throw new UnsupportedPdfError('Type3 glyph procedures are handled by pdfjs.')
      default:
        if (isPaintOperator(op)) {
          // a clip-only path (`n`) is not an object
          if (op !== 'n') interpreter.paintedObject()
          graphics?.paint(op)
        }
        break
    }
    for (let i = 0; i < count; i++) operands[i] = undefined
    count = 0
  }
}

/** The operators `run` acts on, by number: a switch over their names compared the name with one case after another. */
const enum Op {
  Other,
  Tj,
  Quote,
  DoubleQuote,
  TJ,
  Td,
  TD,
  Tm,
  TStar,
  Tf,
  /** Tc, Tw, Tz, Ts (textParameterOf) */
  TextState,
  TL,
  BT,
  Save,
  Restore,
  Cm,
  Tr,
  /** m, l, c, v, y, h, re */
  Path,
  Gs,
  Do,
  /** BMC, BDC */
  BeginMarked,
  EMC,
  BI,
  /** d0, d1 */
  Type3Glyph,
}

const OPERATOR_NAMES: readonly (readonly [string, Op])[] = [
  ['Tj', Op.Tj],
  ["'", Op.Quote],
  ['"', Op.DoubleQuote],
  ['TJ', Op.TJ],
  ['Td', Op.Td],
  ['TD', Op.TD],
  ['Tm', Op.Tm],
  ['T*', Op.TStar],
  ['Tf', Op.Tf],
  ['Tc', Op.TextState],
  ['Tw', Op.TextState],
  ['Tz', Op.TextState],
  ['Ts', Op.TextState],
  ['TL', Op.TL],
  ['BT', Op.BT],
  ['q', Op.Save],
  ['Q', Op.Restore],
  ['cm', Op.Cm],
  ['Tr', Op.Tr],
  ...['m', 'l', 'c', 'v', 'y', 'h', 're'].map((name) => [name, Op.Path] as const),
  ['gs', Op.Gs],
  ['Do', Op.Do],
  ['BMC', Op.BeginMarked],
  ['BDC', Op.BeginMarked],
  ['EMC', Op.EMC],
  ['BI', Op.BI],
  ['d0', Op.Type3Glyph],
  ['d1', Op.Type3Glyph],
]
/** The operator of a keyword of one or two bytes, by its `wordKey` (Op.Other for the rest), and of the longer ones by name. */
const SHORT_OPERATORS = new Uint8Array(65536 + 256)
const LONG_OPERATORS = new Map<string, Op>()
for (const [name, op] of OPERATOR_NAMES) {
  const key = shortWordKey(name)
  if (key >= 0) SHORT_OPERATORS[key] = op
  else LONG_OPERATORS.set(name, op)
}

/**
 * The text state parameter (TEXT_PARAMETER_INDEX) that the operator of `wordKey` `key` (Tc, Tw, Tz or Ts) sets, by its
 * second byte. A switch over number literals is a jump table that needs no type feedback: a lookup keyed by the
 * operator's name deoptimised the reader's loop at each new name, and a call per operator at each operator's first use.
 */
function textParameterOf(key: number): TextParameterIndex {
  switch (key & 0xff) {
    case 0x63: // Tc
      return 0
    case 0x77: // Tw
      return 1
    case 0x7a: // Tz
      return 2
    default: // Ts
      return 3
  }
}

/** The operand placeholder of an array already read as glyphs (readTextArray). */
const TEXT_ARRAY: unknown[] = []

/**
 * The array after "[" read as TJ reads it, its strings decoded by `font` into `seq` as they are read (no array,
 * no typed array per string); returns the length written, or -1 when the array holds anything else than
 * strings and numbers, or its glyphs cannot be read here (the caller then reads it as any array, and TJ
 * fails or skips as before).
 */
function readTextArray(lexer: PdfLexer, font: ReaderFont, seq: unknown[]): number {
  lexer.stringRanges = true
  try {
    let length = 0
    for (;;) {
      const tok = lexer.next()
      if (tok === Tok.ArrayEnd) return length
      if (tok === Tok.String) length = font.glyphs(lexer.strData, lexer.strStart, lexer.strEnd, seq, length)
      else if (tok === Tok.Number) seq[length++] = lexer.num
      else return -1
    }
  } catch {
    return -1
  } finally {
    lexer.stringRanges = false
  }
}

/** An array operand (TJ's, dash patterns, …): numbers, strings, names, nested arrays; other tokens in it are skipped. */
function readArray(lexer: PdfLexer): unknown[] {
  const out: unknown[] = []
  for (let tok = lexer.next(); tok !== Tok.EOF && tok !== Tok.ArrayEnd; tok = lexer.next()) {
    if (tok === Tok.Number || tok === Tok.Name || tok === Tok.String || tok === Tok.ArrayStart) out.push(simpleOperand(lexer, tok))
  }
  return out
}

/** The value of the token just read: a number, a name, a string or (its "[" read) an array. */
function simpleOperand(lexer: PdfLexer, tok: Tok.Number | Tok.Name | Tok.String | Tok.ArrayStart): unknown {
  if (tok === Tok.Number) return lexer.num
  if (tok === Tok.Name) return lexer.text
  if (tok === Tok.String) return lexer.bytes
  return readArray(lexer)
}

/**
 * `BMC` or `BDC`: a marked-content sequence opens; `/OC` with properties the document shows hidden (pdf/reader/
 * optional-content) hides its text up to the matching `EMC`, and everything nested inside it.
 */
function beginMarkedContent(ctx: Context, resources: PdfDict | null, operands: unknown[]): void {
  let hides = false
  if (operands[0] === 'OC') {
    const props = operands[1]
    const named =
      typeof props === 'string' ? resourceDict(ctx, resources, 'Properties')?.get(props) : props instanceof Map ? (props as PdfDict) : undefined
    hides = named !== undefined && !optionalContentOf(ctx.file).visible(named)
  }
  ctx.marked.push(hides)
  if (hides) ctx.interpreter.hidden = true
}

function paintXObject(ctx: Context, resources: PdfDict | null, name: string, depth: number): void {
  const xobjects = resourceDict(ctx, resources, 'XObject')
  const xobject = xobjects === null ? null : ctx.file.resolve(xobjects.get(name))
  if (!isStream(xobject)) return
  // an XObject in a hidden optional content group is not drawn
  const oc = xobject.dict.get('OC')
  if (oc !== undefined && oc !== null && !optionalContentOf(ctx.file).visible(oc)) return
  const subtype = ctx.file.get(xobject.dict, 'Subtype')
  if (subtype === 'Image') {
    const w = ctx.file.get(xobject.dict, 'Width')
    const h = ctx.file.get(xobject.dict, 'Height')
    if (typeof w !== 'number' || typeof h !== 'number' || !w || !h) return
    paintedImage(ctx, w * h)
    return
  }
  if (subtype !== 'Form') {
    if (subtype === 'PS') return
    throw new UnsupportedPdfError(`An XObject of subtype ${String(subtype)} is handled by pdfjs.`)
  }
  if (depth >= MAX_FORM_DEPTH || ctx.forms.has(xobject)) return
  const matrix = ctx.file.numbers(xobject.dict.get('Matrix'), 6)
  const box = ctx.file.numbers(xobject.dict.get('BBox'), 4)
  // as pdfjs buildFormXObject: the bbox normalised, both as float32 (a transparency group's too, which
  // pdfjs announces in its beginGroup: pdfminer reads a group form's text like any other form's)
  const normal =
    box === null
      ? null
      : new Float32Array([Math.min(box[0]!, box[2]!), Math.min(box[1]!, box[3]!), Math.max(box[0]!, box[2]!), Math.max(box[1]!, box[3]!)])
  const bbox = normal === null || normal.some((x) => !Number.isFinite(x)) ? null : normal
  const float32Matrix = matrix === null ? null : (Array.from(new Float32Array(matrix)) as unknown as Matrix)
  // pdfminer skips a form without a usable bbox: its text is not read at all, or only for its drawings,
  // through an interpreter whose glyphs are dropped
  const textRead = ctx.interpreter.beginForm(float32Matrix, bbox)
  if (!textRead && ctx.graphics === undefined) return
  const own = ctx.file.getDict(xobject.dict, 'Resources')
  const pageInterpreter = ctx.interpreter
  if (!textRead) ctx.interpreter = new TextInterpreter(IDENTITY)
  ctx.graphics?.beginForm(float32Matrix, bbox)
  ctx.forms.add(xobject)
  try {
    let data = ctx.formData.get(xobject)
    if (data === undefined) {
      data = ctx.file.streamData(xobject)
      ctx.formData.set(xobject, data)
    }
    run(ctx, data, own ?? resources, depth + 1)
  } finally {
    ctx.forms.delete(xobject)
    ctx.interpreter = pageInterpreter
  }
  ctx.graphics?.endForm()
  if (textRead) ctx.interpreter.endForm()
}

/**
 * A painted image of `pixels` pixels. Read for the text layer alone, only images of one pixel count (pdfjs,
 * opened without image decoding, drops larger ones); with the page's graphics recorded, every image does.
 */
function paintedImage(ctx: Context, pixels: number): void {
  if (ctx.graphics === undefined && pixels > 1) return
  ctx.interpreter.paintedObject()
  ctx.graphics?.image()
}

/** `BI … ID <data> EI`: the dictionary, then the data skipped up to a free-standing "EI". */
function inlineImage(ctx: Context, lexer: PdfLexer): void {
  const data = lexer.data
  const dict = new Map<string, unknown>()
  for (;;) {
    const tok = lexer.next()
    if (tok === Tok.EOF) return
    if (tok === Tok.Keyword && lexer.text === 'ID') break
    if (tok !== Tok.Name) continue
    const key = lexer.text
    const vt = lexer.next()
    if (vt === Tok.Number) dict.set(key, lexer.num)
    else if (vt === Tok.Name) dict.set(key, lexer.text)
    else if (vt === Tok.Keyword) dict.set(key, lexer.text)
    else if (vt === Tok.ArrayStart) dict.set(key, readArray(lexer))
  }
  // one whitespace byte after ID, then binary data
  let p = lexer.pos + 1
  for (; p + 1 < data.length; p++) {
    if (data[p] === 0x45 && data[p + 1] === 0x49 && isWhitespace(data[p - 1]!) && (p + 2 >= data.length || isWhitespace(data[p + 2]!))) break
  }
  lexer.pos = Math.min(data.length, p + 2)
  const w = dict.get('W') ?? dict.get('Width')
  const h = dict.get('H') ?? dict.get('Height')
  if (typeof w === 'number' && typeof h === 'number' && w && h) paintedImage(ctx, w * h)
}
