/**
 * @module pdf/interpret-text
 * Turns a page's operator list (pdfjs's pre-parsed content stream: op names plus arguments, glyphs already
 * decoded with their widths and Unicode) into positioned glyphs exactly as pdfminer.six's PDFLayoutAnalyzer
 * would create its LTChar objects: same text-state rules (pdfminer/pdfinterp.py, pdfdevice.py), same glyph
 * box (advance × font size by font size, shifted by the font's descent and the text rise, only two corners
 * transformed), same page CTM for /Rotate. Text inside form XObjects goes into figures (LTFigure), which
 * pdfminer does not lay out. Pure: no pdfjs import; `pdfjs.ts` feeds it.
 *
 * pdfminer quirks kept on purpose: character spacing is added between glyphs of one show-text operation,
 * not after the last one; a form XObject starts with a fresh text state (pdfminer runs forms in a new
 * interpreter) and its /BBox is read as (x, y, width, height); forms without /BBox are skipped.
 */
import type { Glyph, Rect } from '../layout/types.js'
import { IDENTITY, applyToPoint, multiply } from './matrix.js'
import type { Matrix } from './matrix.js'

/** What the interpreter needs to know about a font (pdfjs exports these on its font objects). */
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

/** An operator list in pdfjs's shape with its op-code → name table. */
export interface OperatorList {
  fnArray: ArrayLike<number>
  argsArray: unknown[]
  names: Readonly<Record<number, string>>
}

/** An item of a figure: a glyph, a non-text object (path or image: pdfminer's "\n" in figure text), or a nested figure. */
export type FigureItem = { glyph: Glyph } | { object: true } | { figure: Figure }

/** A form XObject (LTFigure): its bbox in page space and its content in stream order. */
export interface Figure extends Rect {
  items: FigureItem[]
}

export interface PageText {
  /** Glyphs drawn directly on the page, in stream order (the input of layout analysis). */
  glyphs: Glyph[]
  /** Form XObjects in stream order. */
  figures: Figure[]
}

interface TextState {
  matrix: Matrix
  lineX: number
  lineY: number
  font: FontMetrics | null
  fontSize: number
  charSpace: number
  wordSpace: number
  /** Horizontal scaling in percent (Tz). */
  scaling: number
  leading: number
  rise: number
}

interface State {
  ctm: Matrix
  text: TextState
}

function freshText(): TextState {
  return { matrix: IDENTITY, lineX: 0, lineY: 0, font: null, fontSize: 0, charSpace: 0, wordSpace: 0, scaling: 100, leading: 0, rise: 0 }
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

function asMatrix(v: unknown): Matrix | null {
  if (v === null || typeof v !== 'object') return null
  const a = v as ArrayLike<unknown>
  if (a.length !== 6) return null
  return [num(a[0]), num(a[1]), num(a[2]), num(a[3]), num(a[4]), num(a[5])]
}

/**
 * Interprets one page. `pageCtm` is pdfminer's page matrix (see `pageMatrix`); `fontOf` resolves a font
 * resource name from a setFont operation (null when unknown: text is then skipped, like pdfminer without a font).
 */
export function interpretText(ops: OperatorList, pageCtm: Matrix, fontOf: (name: string) => FontMetrics | null): PageText {
  const page: PageText = { glyphs: [], figures: [] }
  let state: State = { ctm: pageCtm, text: freshText() }
  const stack: State[] = []
  const figures: Figure[] = []
  /** Stacks of save depths at which forms began, to restore on form end. */
  const formStack: { saved: State[]; depth: number; skipped: boolean; figure: Figure | null }[] = []
  let skipDepth = 0

  const emit = (glyph: Glyph): void => {
    // test the length first: reading index -1 of an empty array is a slow named-property lookup in V8
    if (figures.length === 0) page.glyphs.push(glyph)
    else figures[figures.length - 1]!.items.push({ glyph })
  }
  const cloneState = (s: State): State => ({ ctm: s.ctm, text: { ...s.text } })

  const { fnArray, argsArray, names } = ops
  for (let i = 0; i < fnArray.length; i++) {
    const name = names[fnArray[i]!]
    const args = (argsArray[i] ?? []) as unknown[]
    if (skipDepth > 0) {
      if (name === 'paintFormXObjectBegin') skipDepth++
      else if (name === 'paintFormXObjectEnd') skipDepth--
      continue
    }
    const t = state.text
    switch (name) {
      case 'save':
        stack.push(cloneState(state))
        break
      case 'restore': {
        const previous = stack.pop()
        if (previous !== undefined) state = previous
        break
      }
      case 'transform': {
        const m = asMatrix(args)
        if (m !== null) state.ctm = multiply(m, state.ctm)
        break
      }
      case 'beginText':
        t.matrix = IDENTITY
        t.lineX = 0
        t.lineY = 0
        break
      case 'setFont':
        t.font = fontOf(String(args[0]))
        t.fontSize = num(args[1])
        break
      case 'setTextMatrix': {
        const m = asMatrix(args.length === 1 ? args[0] : args)
        if (m !== null) t.matrix = m
        t.lineX = 0
        t.lineY = 0
        break
      }
      case 'moveText':
      case 'setLeadingMoveText': {
        const tx = num(args[0])
        const ty = num(args[1])
        const [a, b, c, d, e, f] = t.matrix
        t.matrix = [a, b, c, d, tx * a + ty * c + e, tx * b + ty * d + f]
        if (name === 'setLeadingMoveText') t.leading = ty
        t.lineX = 0
        t.lineY = 0
        break
      }
      case 'setLeading':
        t.leading = -num(args[0])
        break
      case 'nextLine': {
        const [a, b, c, d, e, f] = t.matrix
        t.matrix = [a, b, c, d, t.leading * c + e, t.leading * d + f]
        t.lineX = 0
        t.lineY = 0
        break
      }
      case 'setCharSpacing':
        t.charSpace = num(args[0])
        break
      case 'setWordSpacing':
        t.wordSpace = num(args[0])
        break
      case 'setHScale':
        t.scaling = num(args[0])
        break
      case 'setTextRise':
        t.rise = num(args[0])
        break
      case 'showText':
      case 'showSpacedText':
        if (Array.isArray(args[0])) showText(state, args[0] as unknown[], emit)
        break
      case 'paintFormXObjectBegin': {
        const matrix = asMatrix(args[0]) ?? IDENTITY
        const bbox = args[1] as ArrayLike<number> | null | undefined
        if (bbox === null || bbox === undefined || bbox.length !== 4) {
          skipDepth = 1
          break
        }
        const ctm = multiply(matrix, state.ctm)
        const [x, y, w, h] = [num(bbox[0]), num(bbox[1]), num(bbox[2]), num(bbox[3])]
        // pdfminer LTFigure reads the BBox as (x, y, w, h) and bounds its four transformed corners.
        const corners = [applyToPoint(ctm, x, y), applyToPoint(ctm, x + w, y), applyToPoint(ctm, x, y + h), applyToPoint(ctm, x + w, y + h)]
        const figure: Figure = {
          x0: Math.min(...corners.map((p) => p[0])),
          y0: Math.min(...corners.map((p) => p[1])),
          x1: Math.max(...corners.map((p) => p[0])),
          y1: Math.max(...corners.map((p) => p[1])),
          items: [],
        }
        const parent = figures[figures.length - 1]
        if (parent === undefined) page.figures.push(figure)
        else parent.items.push({ figure })
        figures.push(figure)
        formStack.push({ saved: [...stack, cloneState(state)], depth: stack.length, skipped: false, figure })
        stack.length = 0
        state = { ctm, text: freshText() }
        break
      }
      case 'paintFormXObjectEnd': {
        const form = formStack.pop()
        if (form === undefined) break
        figures.pop()
        const saved = form.saved
        state = saved.pop()!
        stack.length = 0
        stack.push(...saved)
        break
      }
      case 'constructPath': {
        // pdfjs 5: args[0] is the painting operator; a path that is only a clip (endPath) is not an object.
        const figure = figures[figures.length - 1]
        if (figure !== undefined && names[num(args[0])] !== 'endPath') figure.items.push({ object: true })
        break
      }
      case 'paintImageXObject':
      case 'paintInlineImageXObject':
      case 'paintImageMaskXObject':
      case 'paintSolidColorImageMask': {
        figures[figures.length - 1]?.items.push({ object: true })
        break
      }
      default:
        break
    }
  }
  return page
}

/** pdfminer's render_string_horizontal / render_string_vertical over one show-text operation. */
function showText(state: State, seq: unknown[], emit: (glyph: Glyph) => void): void {
  const t = state.text
  const font = t.font
  if (font === null) return
  const matrix = multiply(t.matrix, state.ctm)
  const fontSize = t.fontSize
  const scaling = t.scaling * 0.01
  const charSpace = t.charSpace * scaling
  const wordSpace = t.wordSpace * scaling
  const dxscale = 0.001 * fontSize * scaling
  const hscale = font.hscale
  let x = t.lineX
  let y = t.lineY
  let needCharSpace = false
  for (const item of seq) {
    if (typeof item === 'number') {
      if (font.vertical) y -= item * dxscale
      else x -= item * dxscale
      needCharSpace = true
      continue
    }
    if (item === null || typeof item !== 'object') continue
    const g = item as OpGlyph
    if (font.vertical) {
      if (needCharSpace) y += charSpace
      const adv = (g.vmetric?.[0] ?? -1000) * 0.001 * fontSize * scaling
      renderChar(matrix, x, y, font, fontSize, scaling, t.rise, g, emit, adv)
      y += adv
      if (g.isSpace && wordSpace) y += wordSpace
    } else {
      if (needCharSpace) x += charSpace
      // the advance is computed here and passed in, not returned: a double returned from a call is a heap number per glyph
      const adv = num(g.width) * hscale * fontSize * scaling
      renderChar(matrix, x, y, font, fontSize, scaling, t.rise, g, emit, adv)
      x += adv
      if (g.isSpace && wordSpace) x += wordSpace
    }
    needCharSpace = true
  }
  t.lineX = x
  t.lineY = y
}

/**
 * The glyph's text. A code without a Unicode mapping comes from pdfjs as the bare code (a control
 * character); pdfminer writes such glyphs as "(cid:N)".
 */
function glyphText(g: OpGlyph): string {
  const u = typeof g.unicode === 'string' ? g.unicode : ''
  if (u.length > 1) return u
  const code = u.charCodeAt(0) // NaN for ''
  if (!(code >= 0x20) && code !== 0x09 && code !== 0x0a && code !== 0x0d) return `(cid:${g.originalCharCode ?? code})`
  return u
}

/**
 * pdfminer's LTChar construction at `translate(matrix, tx, ty)` for a glyph whose advance `adv` the caller computed (and moves by). Written with
 * scalars (no tuple per glyph: this runs for every character of the document), with the same
 * operations in the same order as matrix.ts, so the boxes are bit-identical.
 */
function renderChar(
  matrix: Matrix,
  tx: number,
  ty: number,
  font: FontMetrics,
  fontSize: number,
  scaling: number,
  rise: number,
  g: OpGlyph,
  emit: (glyph: Glyph) => void,
  adv: number,
): void {
  const a = matrix[0]
  const b = matrix[1]
  const c = matrix[2]
  const d = matrix[3]
  // translate_matrix(matrix, (tx, ty))
  const e = tx * a + ty * c + matrix[4]
  const f = tx * b + ty * d + matrix[5]
  let lx: number
  let ly: number
  let ux: number
  let uy: number
  if (font.vertical) {
    const vm = g.vmetric
    const vx = vm?.[1] !== undefined ? vm[1] * fontSize * 0.001 : fontSize * 0.5
    const vy = (1000 - (vm?.[2] ?? 880)) * fontSize * 0.001
    lx = -vx
    ly = vy + rise + adv
    ux = -vx + fontSize
    uy = vy + rise
  } else {
    const descent = font.descent * fontSize
    lx = 0
    ly = descent + rise
    ux = adv
    uy = descent + rise + fontSize
  }
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
  emit({
    text: glyphText(g),
    x0,
    y0,
    x1,
    y1,
    fontSize: font.vertical ? x1 - x0 : y1 - y0,
    upright: 0 < a * d * scaling && b * c <= 0,
    fontName: font.name,
  })
}
