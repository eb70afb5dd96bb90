/**
 * @module pdf/reader/standard-font-names
 * How pdfjs reads the name of a font it has no program for (src/core/fonts_utils.js `normalizeFontName`,
 * src/core/standard_fonts.js, evaluator.js `isSerifFont`). pdfjs does NOT strip a subset prefix here:
 * "ABCDEF+Helvetica" is not a standard font to it (only its system-font substitution, which the text
 * layer does not use, drops the prefix).
 */
import { NON_STD_FONT_MAP, SERIF_FONTS, STD_FONT_MAP, SYMBOLS_FONTS } from './standard-font-names-data.js'

/** The 14 standard fonts, by pdfjs's names. */
export type StandardFontName =
  | 'Courier'
  | 'Courier-Bold'
  | 'Courier-BoldOblique'
  | 'Courier-Oblique'
  | 'Helvetica'
  | 'Helvetica-Bold'
  | 'Helvetica-BoldOblique'
  | 'Helvetica-Oblique'
  | 'Symbol'
  | 'Times-Roman'
  | 'Times-Bold'
  | 'Times-BoldItalic'
  | 'Times-Italic'
  | 'ZapfDingbats'

const stdFontMap: ReadonlyMap<string, string> = new Map(Object.entries(STD_FONT_MAP))
const nonStdFontMap: ReadonlyMap<string, string> = new Map(Object.entries(NON_STD_FONT_MAP))
const serifFonts: ReadonlySet<string> = new Set(SERIF_FONTS)
const symbolsFonts: ReadonlySet<string> = new Set(SYMBOLS_FONTS)

/** pdfjs `normalizeFontName`: "," and "_" become "-", white space goes ("Arial,Bold" → "Arial-Bold"). */
export function normalizeFontName(name: string): string {
  return name.replaceAll(/[,_]/g, '-').replaceAll(/\s/g, '')
}

/**
 * pdfjs `getStandardFontName`: the standard font a name stands for after normalisation and pdfjs's
 * aliases (Arial → Helvetica, Arial,Bold → Helvetica-Bold, TimesNewRoman → Times-Roman, CourierNew →
 * Courier …), or undefined.
 */
export function standardFontName(name: string): StandardFontName | undefined {
  return stdFontMap.get(normalizeFontName(name)) as StandardFontName | undefined
}

/** Whether pdfjs takes `name` for one of the 14 standard fonts (see `standardFontName`). */
export function isStandardFontName(name: string): boolean {
  return standardFontName(name) !== undefined
}

/**
 * The name pdfjs looks the basic metrics (ascent, descent) of a font without a program up by
 * (fonts.js `fallbackToSystemFont`): the standard font, else pdfjs's substitute for some common
 * non-standard fonts (Calibri → Helvetica, LucidaConsole → Courier, …; also system names such as
 * "Comic Sans MS", which have no metrics), else the normalised name itself.
 */
export function substituteFontName(name: string): string {
  const normalized = normalizeFontName(name)
  return stdFontMap.get(normalized) ?? nonStdFontMap.get(normalized) ?? normalized
}

/**
 * pdfjs `isSerifFont`: the part before the first "-" is a known serif family, or contains "serif" in any
 * case (so "MicrosoftSansSerif" counts as serif). pdfjs does not normalise the name here.
 */
export function isSerifFontName(name: string): boolean {
  const family = name.split('-', 1)[0]!
  return serifFonts.has(family) || /serif/i.test(family)
}

/** Whether `name` as given is one of the names pdfjs treats as symbol fonts (getSymbolsFonts: Symbol, ZapfDingbats, Dingbats, Wingdings …). */
export function isSymbolsFontName(name: string): boolean {
  return symbolsFonts.has(name)
}
