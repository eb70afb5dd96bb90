/**
 * @module pdf/reader/free-text-appearance
 * A free-text annotation (a typewriter note added in a viewer) that carries no appearance stream: viewers
 * draw its /Contents themselves (poppler and pdf.js build an appearance from /DA), and pdftotext prints it,
 * so it is part of what the page says. Here the same appearance is built as a small form XObject: the
 * contents line by line from the top-left of /Rect, in Helvetica at the /DA size (12 when it has none),
 * every character through a /Differences name ("uniXXXX"), so any character reads back as itself — poppler
 * drops the ones outside WinAnsi ("Zacznik" for "Załącznik").
 */
import type { AnnotationAppearance } from './annotation-appearance.js'
import type { PdfFile } from './pdf-file.js'
import { PdfStream } from './pdf-objects.js'
import type { PdfDict, PdfObject } from './pdf-objects.js'
import { pdfTextString } from './pdf-text-string.js'
import { standardFontWidths } from './standard-font-metrics.js'
import { glyphNameToUnicode } from './glyph-list.js'

const DEFAULT_SIZE = 12
/** A simple font has codes 1–255 for the annotation's distinct characters. */
const MAX_CHARS = 255
const PADDING = 2
const LEADING = 1.15

/** The appearance viewers draw for a FreeText annotation without /AP, on its /Rect (x0, y0, x1, y1 ordered); null when it has no text. */
export function freeTextAppearance(file: PdfFile, annotation: PdfDict, rect: readonly [number, number, number, number]): AnnotationAppearance | null {
  const contents = file.resolve(annotation.get('Contents'))
  if (!(contents instanceof Uint8Array)) return null
  const lines = pdfTextString(contents)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+$/u, ''))
  const chars = [...new Set(lines.join(''))].filter((ch) => ch.trim() !== '' || ch === ' ').slice(0, MAX_CHARS)
  if (chars.every((ch) => ch === ' ')) return null
  const size = fontSizeOf(file.resolve(annotation.get('DA')))
  const width = rect[2] - rect[0]
  const height = rect[3] - rect[1]
  const codeOf = new Map(chars.map((ch, i) => [ch, i + 1]))
  const hex = (line: string): string =>
    [...line]
      .map((ch) => codeOf.get(ch))
      .filter((code) => code !== undefined)
      .map((code) => code.toString(16).padStart(2, '0'))
      .join('')
  const shown = lines.map((line) => `<${hex(line)}> Tj T*`).join(' ')
  const content = `BT /F ${size} Tf ${size * LEADING} TL ${PADDING} ${height - PADDING - size} Td ${shown} ET`
  const names = chars.map(glyphName)
  const helvetica = standardFontWidths('Helvetica')
  const font: PdfDict = new Map<string, PdfObject>([
    ['Type', 'Font'],
    ['Subtype', 'Type1'],
    ['BaseFont', 'Helvetica'],
    ['FirstChar', 1],
    ['LastChar', chars.length],
    ['Widths', names.map((name) => helvetica?.get(name) ?? 556)],
    [
      'Encoding',
      new Map<string, PdfObject>([
        ['Type', 'Encoding'],
        ['Differences', [1, ...names]],
      ]),
    ],
  ])
  const dict: PdfDict = new Map<string, PdfObject>([
    ['BBox', [0, 0, width, height]],
    ['Resources', new Map<string, PdfObject>([['Font', new Map<string, PdfObject>([['F', font]])]])],
  ])
  return { stream: new PdfStream(dict, new TextEncoder().encode(content)), matrix: [1, 0, 0, 1, rect[0], rect[1]], box: [0, 0, width, height] }
}

/** The size of /DA's `Tf` ("/Helv 10 Tf 0 g"), or DEFAULT_SIZE when it has none (0 means "fit", which is not laid out here). */
function fontSizeOf(da: PdfObject): number {
  if (!(da instanceof Uint8Array)) return DEFAULT_SIZE
  const match = /(\d+(?:\.\d+)?)\s+Tf\b/.exec(pdfTextString(da))
  const size = match === null ? 0 : Number(match[1])
  return size > 0 && size < 1000 ? size : DEFAULT_SIZE
}

/** A glyph name that reads back as `ch`: the standard name when the glyph list has it (so Helvetica's width applies), else uniXXXX. */
function glyphName(ch: string): string {
  const code = ch.codePointAt(0)!
  const standard = STANDARD_NAMES.get(ch)
  if (standard !== undefined) return standard
  return code > 0xffff ? `u${code.toString(16).toUpperCase()}` : `uni${code.toString(16).toUpperCase().padStart(4, '0')}`
}

/** ASCII letters and digits under their standard names (Helvetica's widths are keyed by them). */
const STANDARD_NAMES = new Map<string, string>(
  [
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.split('').map((c) => [c, c]),
    ...'0123456789'.split('').map((c, i) => [c, ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][i]!]),
    [' ', 'space'],
    ['.', 'period'],
    [',', 'comma'],
  ].filter(([c, name]) => glyphNameToUnicode(name!) === c) as [string, string][],
)
