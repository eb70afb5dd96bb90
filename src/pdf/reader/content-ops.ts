/**
 * @module pdf/reader/content-ops
 * A page's content streams → the operator list `interpret-text.ts` reads, in the shape pdfjs's evaluator
 * produces for the text layer (op names, glyph arrays with widths and Unicode, form XObjects bracketed by
 * paintFormXObjectBegin/End with their matrix and normalised bbox, painted paths as constructPath). Only
 * what the text layer uses is emitted. Images are dropped as pdfjs drops them when the document is opened
 * without image decoding (maxImageSize 1: only 1×1 images remain). `'` and `"` become nextLine (+ spacing)
 * + showText, and TJ a showSpacedText of glyphs and numbers, as pdfjs does.
 */
import { concatBytes } from '../../detect/concat-bytes.js'
import type { OperatorList } from '../interpret-text.js'
import { PdfLexer, Tok, isWhitespace } from './pdf-lexer.js'
import { PdfParser } from './pdf-parser.js'
import type { PdfFile } from './pdf-file.js'
import { readFont } from './pdf-font.js'
import type { ReaderFont } from './pdf-font.js'
import { UnsupportedPdfError, isDict, isStream } from './pdf-objects.js'
import type { PdfDict, PdfObject, PdfStream } from './pdf-objects.js'

const OP_NAMES = [
  'save',
  'restore',
  'transform',
  'beginText',
  'setFont',
  'setTextMatrix',
  'moveText',
  'setLeadingMoveText',
  'setLeading',
  'nextLine',
  'setCharSpacing',
  'setWordSpacing',
  'setHScale',
  'setTextRise',
  'showText',
  'showSpacedText',
  'paintFormXObjectBegin',
  'paintFormXObjectEnd',
  'constructPath',
  'endPath',
  'paintImageXObject',
  'paintInlineImageXObject',
  'paintImageMaskXObject',
  'fill',
] as const

type OpName = (typeof OP_NAMES)[number]
const CODE = Object.fromEntries(OP_NAMES.map((n, i) => [n, i + 1])) as Record<OpName, number>
export const OP_NAME_TABLE: Readonly<Record<number, string>> = Object.fromEntries(OP_NAMES.map((n, i) => [i + 1, n]))

/** Fonts already read, by font dictionary (shared by the pages of a document). */
export type FontCache = Map<PdfDict, ReaderFont>

const PAINT_OPS = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*'])

/** Form XObjects nested deeper than this are skipped (pdfjs guards against loops the same way). */
const MAX_FORM_DEPTH = 20

interface Context {
  file: PdfFile
  fonts: FontCache
  /** Per-page font keys: each distinct font object gets a key for `setFont`. */
  keys: Map<ReaderFont, string>
  byKey: Map<string, ReaderFont>
  fnArray: number[]
  argsArray: unknown[]
  forms: Set<PdfStream>
}

export interface PageOps {
  ops: OperatorList
  fontOf(key: string): ReaderFont['metrics'] | null
}

/** The operator list of a page (content streams concatenated, as pdfjs reads them). */
export function readPageOps(file: PdfFile, contents: PdfObject, resources: PdfDict | null, fonts: FontCache): PageOps {
  const ctx: Context = { file, fonts, keys: new Map(), byKey: new Map(), fnArray: [], argsArray: [], forms: new Set() }
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
  return {
    ops: { fnArray: ctx.fnArray, argsArray: ctx.argsArray, names: OP_NAME_TABLE },
    fontOf: (key) => ctx.byKey.get(key)?.metrics ?? null,
  }
}

/** Text-state operators with one number, by the pdfjs operator they become. */
const ONE_NUMBER_OPS: Readonly<Record<string, OpName>> = {
  Tc: 'setCharSpacing',
  Tw: 'setWordSpacing',
  Tz: 'setHScale',
  TL: 'setLeading',
  Ts: 'setTextRise',
}

const NEWLINE = Uint8Array.of(0x0a)

function add(ctx: Context, op: OpName, args: unknown[] | null): void {
  ctx.fnArray.push(CODE[op])
  ctx.argsArray.push(args)
}

function resourceDict(ctx: Context, resources: PdfDict | null, category: string): PdfDict | null {
  return resources === null ? null : ctx.file.getDict(resources, category)
}

/** The font of resource `name` (read once per document) and its key in this page's operator list. */
function fontOfResource(ctx: Context, resources: PdfDict | null, name: string): { key: string; font: ReaderFont } {
  const fontDicts = resourceDict(ctx, resources, 'Font')
  const dict = fontDicts === null ? null : ctx.file.resolve(fontDicts.get(name))
  if (!isDict(dict)) throw new UnsupportedPdfError(`The font resource /${name} is missing; pdfjs substitutes a font.`)
  let font = ctx.fonts.get(dict)
  if (font === undefined) {
    font = readFont(ctx.file, dict)
    ctx.fonts.set(dict, font)
  }
  let key = ctx.keys.get(font)
  if (key === undefined) {
    key = `f${ctx.keys.size}`
    ctx.keys.set(font, key)
    ctx.byKey.set(key, font)
  }
  return { key, font }
}

/** Runs one content stream (a page's or a form's) with its resources. */
function run(ctx: Context, data: Uint8Array, resources: PdfDict | null, depth: number): void {
  const lexer = new PdfLexer(data)
  const operands: unknown[] = []
  let font: ReaderFont | null = null
  // font per save level, to know the current font for string decoding after Q
  const fontStack: (ReaderFont | null)[] = []
  for (;;) {
    const tok = lexer.next()
    switch (tok) {
      case Tok.EOF:
        return
      case Tok.Number:
      case Tok.Name:
      case Tok.String:
      case Tok.ArrayStart:
        operands.push(simpleOperand(lexer, tok))
        continue
      case Tok.DictStart: {
        const parser = new PdfParser(data, lexer.pos)
        operands.push(parser.parseDictBody())
        lexer.pos = parser.lexer.pos
        continue
      }
      case Tok.Keyword:
        break
      default:
        // stray ] >> { }: ignore, as pdfjs does
        continue
    }
    const op = lexer.text
    switch (op) {
      case 'Tj':
      case "'":
      case '"': {
        const s = operands[operands.length - 1]
        if (font !== null && s instanceof Uint8Array) {
          if (op === "'") add(ctx, 'nextLine', null)
          else if (op === '"') {
            add(ctx, 'nextLine', null)
            add(ctx, 'setWordSpacing', [operands[0]])
            add(ctx, 'setCharSpacing', [operands[1]])
          }
          const glyphs: unknown[] = []
          font.glyphs(s, glyphs)
          add(ctx, 'showText', [glyphs])
        }
        break
      }
      case 'TJ': {
        const array = operands[operands.length - 1]
        if (font !== null && Array.isArray(array)) {
          const glyphs: unknown[] = []
          for (const item of array) {
            if (item instanceof Uint8Array) font.glyphs(item, glyphs)
            else if (typeof item === 'number') glyphs.push(item)
          }
          add(ctx, 'showSpacedText', [glyphs])
        }
        break
      }
      case 'Td':
        add(ctx, 'moveText', [operands[0], operands[1]])
        break
      case 'TD':
        add(ctx, 'setLeadingMoveText', [operands[0], operands[1]])
        break
      case 'Tm':
        // pdfjs passes the text matrix on as float32, and the glyph boxes carry that rounding
        add(ctx, 'setTextMatrix', [new Float32Array(operands.slice(0, 6) as number[])])
        break
      case 'T*':
        add(ctx, 'nextLine', null)
        break
      case 'Tf': {
        const name = operands[0]
        if (typeof name === 'string') {
          const resource = fontOfResource(ctx, resources, name)
          font = resource.font
          add(ctx, 'setFont', [resource.key, operands[1]])
        }
        break
      }
      case 'Tc':
      case 'Tw':
      case 'Tz':
      case 'TL':
      case 'Ts':
        add(ctx, ONE_NUMBER_OPS[op]!, [operands[0]])
        break
      case 'BT':
        add(ctx, 'beginText', null)
        break
      case 'q':
        fontStack.push(font)
        add(ctx, 'save', null)
        break
      case 'Q':
        if (fontStack.length > 0) font = fontStack.pop()!
        add(ctx, 'restore', null)
        break
      case 'cm':
        add(ctx, 'transform', operands.slice(0, 6))
        break
      case 'gs': {
        const name = operands[0]
        const states = resourceDict(ctx, resources, 'ExtGState')
        const gs = typeof name === 'string' && states !== null ? ctx.file.resolve(states.get(name)) : null
        if (isDict(gs) && gs.has('Font')) throw new UnsupportedPdfError('A font set through an ExtGState is handled by pdfjs.')
        break
      }
      case 'Do':
        if (typeof operands[0] === 'string') paintXObject(ctx, resources, operands[0], depth)
        break
      case 'n':
        add(ctx, 'constructPath', [CODE.endPath])
        break
      case 'BI':
        inlineImage(ctx, lexer)
        break
      case 'd0':
      case 'd1':
        throw new UnsupportedPdfError('Type3 glyph procedures are handled by pdfjs.')
      default:
        if (PAINT_OPS.has(op)) add(ctx, 'constructPath', [CODE.fill])
        break
    }
    operands.length = 0
  }
}

/** An array operand (TJ's, dash patterns, …): numbers, strings, names, nested arrays. */
function readArray(lexer: PdfLexer): unknown[] {
  const out: unknown[] = []
  for (;;) {
    const tok = lexer.next()
    switch (tok) {
      case Tok.EOF:
      case Tok.ArrayEnd:
        return out
      case Tok.Number:
      case Tok.Name:
      case Tok.String:
      case Tok.ArrayStart:
        out.push(simpleOperand(lexer, tok))
        break
      default:
        break
    }
  }
}

/** The value of the token just read: a number, a name, a string or (its "[" read) an array. */
function simpleOperand(lexer: PdfLexer, tok: Tok.Number | Tok.Name | Tok.String | Tok.ArrayStart): unknown {
  if (tok === Tok.Number) return lexer.num
  if (tok === Tok.Name) return lexer.text
  if (tok === Tok.String) return lexer.bytes
  return readArray(lexer)
}

function paintXObject(ctx: Context, resources: PdfDict | null, name: string, depth: number): void {
  const xobjects = resourceDict(ctx, resources, 'XObject')
  const xobject = xobjects === null ? null : ctx.file.resolve(xobjects.get(name))
  if (!isStream(xobject)) return
  const subtype = ctx.file.get(xobject.dict, 'Subtype')
  if (subtype === 'Image') {
    const w = ctx.file.get(xobject.dict, 'Width')
    const h = ctx.file.get(xobject.dict, 'Height')
    if (typeof w !== 'number' || typeof h !== 'number' || !w || !h || w * h > 1) return
    const mask = ctx.file.get(xobject.dict, 'ImageMask')
    add(ctx, mask === true ? 'paintImageMaskXObject' : 'paintImageXObject', [])
    return
  }
  if (subtype !== 'Form') {
    if (subtype === 'PS') return
    throw new UnsupportedPdfError(`An XObject of subtype ${String(subtype)} is handled by pdfjs.`)
  }
  if (depth >= MAX_FORM_DEPTH || ctx.forms.has(xobject)) return
  const matrix = ctx.file.numbers(xobject.dict.get('Matrix'), 6)
  const box = ctx.file.numbers(xobject.dict.get('BBox'), 4)
  // as pdfjs buildFormXObject: the bbox normalised, both as float32, no bbox for a transparency group
  const normal = box === null ? null : new Float32Array([Math.min(box[0]!, box[2]!), Math.min(box[1]!, box[3]!), Math.max(box[0]!, box[2]!), Math.max(box[1]!, box[3]!)])
  const bbox = normal === null || normal.some((x) => !Number.isFinite(x)) || ctx.file.get(xobject.dict, 'Group') !== null ? null : normal
  add(ctx, 'paintFormXObjectBegin', [matrix === null ? null : new Float32Array(matrix), bbox])
  const own = ctx.file.getDict(xobject.dict, 'Resources')
  ctx.forms.add(xobject)
  try {
    run(ctx, ctx.file.streamData(xobject), own ?? resources, depth + 1)
  } finally {
    ctx.forms.delete(xobject)
  }
  add(ctx, 'paintFormXObjectEnd', [])
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
  if (typeof w === 'number' && typeof h === 'number' && w && h && w * h <= 1) {
    const mask = dict.get('IM') ?? dict.get('ImageMask')
    add(ctx, mask === 'true' ? 'paintImageMaskXObject' : 'paintInlineImageXObject', [])
  }
}
