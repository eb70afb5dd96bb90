/**
 * @module pdf/interpret-text
 * Drives the text interpreter over pdfjs's operator list (its pre-parsed content stream: op names plus
 * arguments, glyphs already decoded with their widths and Unicode). `pdfjs.ts` feeds it; our own reader
 * calls the interpreter directly as it parses. Pure: no pdfjs import.
 */
import type { Matrix } from './matrix.js'
import { TEXT_STATE_OPERATORS, TextInterpreter, finiteNumber as num } from './text-interpreter.js'
import type { FontMetrics, PageText } from './text-interpreter.js'

/** An operator list in pdfjs's shape with its op-code → name table. */
export interface OperatorList {
  fnArray: ArrayLike<number>
  argsArray: unknown[]
  names: Readonly<Record<number, string>>
}

/** pdfjs's names of the text state operators (TEXT_STATE_OPERATORS). */
const PDFJS_TEXT_STATE_OPERATORS = { setCharSpacing: 'Tc', setWordSpacing: 'Tw', setHScale: 'Tz', setTextRise: 'Ts' } as const

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
  const interpreter = new TextInterpreter(pageCtm)
  /** Depth inside a form that is skipped (no usable bbox), 0 outside one. */
  let skipDepth = 0
  /** The bbox of a transparency group that pdfjs announced just before its form (the form's own op carries none). */
  let groupBox: unknown = null
  const { fnArray, argsArray, names } = ops
  for (let i = 0; i < fnArray.length; i++) {
    const name = names[fnArray[i]!]
    const args = (argsArray[i] ?? []) as unknown[]
    if (skipDepth > 0) {
      if (name === 'paintFormXObjectBegin') skipDepth++
      else if (name === 'paintFormXObjectEnd') skipDepth--
      continue
    }
    const announcedBox = groupBox
    groupBox = null
    switch (name) {
      case 'save':
        interpreter.save()
        break
      case 'restore':
        interpreter.restore()
        break
      case 'transform': {
        const m = asMatrix(args)
        if (m !== null) interpreter.transform(m)
        break
      }
      case 'beginText':
        interpreter.beginText()
        break
      case 'setFont':
        interpreter.setFont(fontOf(String(args[0])), num(args[1]))
        break
      case 'setTextMatrix': {
        const m = asMatrix(args.length === 1 ? args[0] : args)
        interpreter.setTextMatrix(m)
        break
      }
      case 'moveText':
        interpreter.moveText(num(args[0]), num(args[1]), false)
        break
      case 'setLeadingMoveText':
        interpreter.moveText(num(args[0]), num(args[1]), true)
        break
      case 'setLeading':
        interpreter.setLeading(num(args[0]))
        break
      case 'nextLine':
        interpreter.nextLine()
        break
      case 'setCharSpacing':
      case 'setWordSpacing':
      case 'setHScale':
      case 'setTextRise':
        interpreter.setTextParameter(TEXT_STATE_OPERATORS[PDFJS_TEXT_STATE_OPERATORS[name]], num(args[0]))
        break
      case 'showText':
      case 'showSpacedText':
        if (Array.isArray(args[0])) interpreter.showText(args[0] as unknown[])
        break
      case 'beginGroup':
        groupBox = (args[0] as { bbox?: unknown } | undefined)?.bbox ?? null
        break
      case 'paintFormXObjectBegin':
        // pdfjs gives a transparency group's form no bbox of its own: its beginGroup carried it
        if (!interpreter.beginForm(asMatrix(args[0]), (args[1] ?? announcedBox) as ArrayLike<number> | null | undefined)) skipDepth = 1
        break
      case 'paintFormXObjectEnd':
        interpreter.endForm()
        break
      case 'constructPath':
        // pdfjs 5: args[0] is the painting operator; a path that is only a clip (endPath) is not an object.
        if (names[num(args[0])] !== 'endPath') interpreter.paintedObject()
        break
      case 'paintImageXObject':
      case 'paintInlineImageXObject':
      case 'paintImageMaskXObject':
      case 'paintSolidColorImageMask':
        interpreter.paintedObject()
        break
      default:
        break
    }
  }
  return interpreter.result()
}
