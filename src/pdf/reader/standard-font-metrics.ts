/**
 * @module pdf/reader/standard-font-metrics
 * The 14 standard fonts' metrics as pdfjs uses them for a font it has no program for (a non-embedded
 * font, the document opened without standardFontDataUrl): advance widths by glyph name for a simple
 * font without /Widths (src/core/metrics.js, evaluator.js `getBaseFontMetrics`), the ascent and descent
 * pdfjs then reports (fonts.js `fallbackToSystemFont`, src/core/metrics.js `getFontBasicMetrics`), and the
 * encoding such a font starts from (evaluator.js `translateFont` and `extractDataStructures`).
 *
 * With standardFontDataUrl pdfjs loads the bundled font programs instead and its ascent and descent
 * change (Helvetica: 0.905 and -0.212 from LiberationSans, even over a /FontDescriptor's values;
 * Times and Courier: NaN unless the descriptor has them); widths do not.
 */
import { STANDARD_FONT_BASIC_METRICS, SAME_WIDTHS_AS, STANDARD_FONT_WIDTHS } from './standard-font-metrics-data.js'
import { MacRomanEncoding, StandardEncoding, SymbolSetEncoding, WinAnsiEncoding, ZapfDingbatsEncoding } from './standard-encodings.js'
import { isSerifFontName, isSymbolsFontName, normalizeFontName, standardFontName, substituteFontName } from './standard-font-names.js'
import type { StandardFontName } from './standard-font-names.js'

export { isStandardFontName, isSymbolsFontName, normalizeFontName, standardFontName } from './standard-font-names.js'
export type { StandardFontName } from './standard-font-names.js'

/** The metrics pdfjs measures a font without /Widths and without a program by. */
export interface StandardFontMetrics {
  /** The standard font whose table pdfjs uses. */
  readonly name: StandardFontName
  /** Advance widths (1/1000 em) by glyph name; empty for the Courier family. */
  readonly widths: ReadonlyMap<string, number>
  /** The width of every glyph not in `widths`: 600 for the Courier family, else 0. */
  readonly defaultWidth: number
  /** The Courier family (pdfjs keeps one width for it). */
  readonly monospace: boolean
  /** The name is no standard font: pdfjs took Times-Roman (serif-looking names) or Helvetica. */
  readonly guessed: boolean
}

const widthTables = new Map<string, ReadonlyMap<string, number>>()

function widthsOf(font: string): ReadonlyMap<string, number> {
  const source = SAME_WIDTHS_AS[font] ?? font
  let table = widthTables.get(source)
  if (table === undefined) {
    const data = STANDARD_FONT_WIDTHS[source]
    const map = new Map<string, number>()
    if (typeof data === 'string') {
      const tokens = data.trim().split(/\s+/)
      for (let i = 0; i + 1 < tokens.length; i += 2) map.set(tokens[i]!, Number(tokens[i + 1]))
    }
    table = map
    widthTables.set(source, table)
  }
  return table
}

function metricsOf(name: StandardFontName, guessed: boolean): StandardFontMetrics {
  const data = STANDARD_FONT_WIDTHS[name]
  const monospace = typeof data === 'number'
  return { name, widths: widthsOf(name), defaultWidth: monospace ? data : 0, monospace, guessed }
}

/**
 * pdfjs `getBaseFontMetrics` for the /BaseFont of a simple font without /Widths. pdfjs never fails here:
 * a name that is no standard font (after normalisation and aliases; a subset prefix is kept) gets
 * Times-Roman's widths when it looks serif (`isSerifFontName`), else Helvetica's. The serif test sees
 * the name pdfjs passes: normalised when the font has no /FontDescriptor, as written when it has one (so
 * "Georgia,Bold" is Times-Roman without a descriptor and Helvetica with one).
 *
 * A code's width is then, as pdfjs `buildCharCodeToWidth`: widths of its /Differences name when that is
 * non-zero, else of its encoding's name, else `defaultWidth`.
 */
export function standardFontMetrics(baseFont: string, options: { hasFontDescriptor?: boolean } = {}): StandardFontMetrics {
  const name = options.hasFontDescriptor === true ? baseFont : normalizeFontName(baseFont)
  const standard = standardFontName(name)
  if (standard !== undefined) return metricsOf(standard, false)
  return metricsOf(isSerifFontName(name) ? 'Times-Roman' : 'Helvetica', true)
}

/**
 * Advance widths (1/1000 em) by glyph name of the standard font `baseFont` stands for (see
 * `standardFontName`: "Arial,Bold" → Helvetica-Bold), or undefined when it is no standard font. For the
 * Courier family the map is empty: pdfjs gives every glyph 600 (`standardFontMetrics(...).defaultWidth`).
 */
export function standardFontWidths(baseFont: string): ReadonlyMap<string, number> | undefined {
  const standard = standardFontName(baseFont)
  return standard === undefined ? undefined : widthsOf(standard)
}

function basicMetric(fontName: string, key: 'ascent' | 'descent'): number | undefined {
  const value = STANDARD_FONT_BASIC_METRICS[substituteFontName(fontName)]?.[key]
  return value !== undefined && Number.isFinite(value) ? value : undefined
}

/**
 * The descent (1/1000 em, negative) pdfjs reports for a font without a program whose /FontDescriptor
 * has no numeric /Descent (or that has no descriptor): -207 for the Helvetica family, -217 for Times,
 * -157 for Courier, also for the names pdfjs substitutes (Arial, Calibri, LucidaConsole …); undefined
 * where pdfjs's is NaN (Symbol, ZapfDingbats, every other name, and subset-prefixed names).
 * pdfjs's `font.descent` is this / 1000. `fontName` is the name of pdfjs's Font: the normalised
 * /BaseFont without a descriptor, the descriptor's /FontName with one.
 */
export function standardFontDescent(fontName: string): number | undefined {
  return basicMetric(fontName, 'descent')
}

/** The ascent (1/1000 em) to go with `standardFontDescent`: 718 Helvetica, 683 Times, 629 Courier. */
export function standardFontAscent(fontName: string): number | undefined {
  return basicMetric(fontName, 'ascent')
}

/**
 * pdfjs's simulated Symbolic flag for a font without /FontDescriptor: the normalised name's part before
 * the first "-" is a symbol font name (Symbol, ZapfDingbats, Dingbats, Wingdings …).
 */
export function standardFontIsSymbolic(baseFont: string): boolean {
  return isSymbolsFontName(normalizeFontName(baseFont).split('-', 1)[0]!)
}

/**
 * The encoding pdfjs starts from for a non-embedded font without /FontDescriptor when its /Encoding gives
 * no base encoding (absent, a /Differences dictionary without a usable /BaseEncoding): SymbolSetEncoding
 * for Symbol, ZapfDingbatsEncoding for ZapfDingbats and Dingbats, WinAnsiEncoding for Wingdings,
 * StandardEncoding for all others. (pdfjs also ignores a /BaseEncoding of a font whose whole name is a
 * symbol font name, `isSymbolsFontName`, and then uses this encoding too.)
 */
export function standardFontBuiltInEncoding(baseFont: string): readonly string[] {
  const name = normalizeFontName(baseFont)
  if (!standardFontIsSymbolic(name) && !isSymbolsFontName(name)) return StandardEncoding
  if (/Symbol/i.test(name)) return SymbolSetEncoding
  if (/Dingbats/i.test(name)) return ZapfDingbatsEncoding
  if (/Wingdings/i.test(name)) return WinAnsiEncoding
  return MacRomanEncoding
}
