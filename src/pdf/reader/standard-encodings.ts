/**
 * @module pdf/reader/standard-encodings
 * The base encodings as pdfjs has them (src/core/encodings.js): 256 glyph names each, '' where a code has
 * none. pdfjs's tables differ from the PDF specification's in places: WinAnsiEncoding has "bullet" for
 * the unused codes 0x7F, 0x81, 0x8D, 0x8F, 0x90 and 0x9D, "space" at 0xA0 and "hyphen" at 0xAD.
 */
import { ENCODING_GLYPH_NAMES } from './standard-encodings-data.js'

/** The encoding names pdfjs's `getEncoding` knows. */
export type BaseEncodingName = keyof typeof ENCODING_GLYPH_NAMES

function parseEncoding(name: BaseEncodingName): readonly string[] {
  const names = ENCODING_GLYPH_NAMES[name]
    .trim()
    .split(/\s+/)
    .map((n) => (n === '-' ? '' : n))
  if (names.length !== 256) throw new Error(`${name}: ${names.length} codes`)
  return Object.freeze(names)
}

export const StandardEncoding = parseEncoding('StandardEncoding')
export const WinAnsiEncoding = parseEncoding('WinAnsiEncoding')
export const MacRomanEncoding = parseEncoding('MacRomanEncoding')
export const MacExpertEncoding = parseEncoding('MacExpertEncoding')
export const SymbolSetEncoding = parseEncoding('SymbolSetEncoding')
export const ZapfDingbatsEncoding = parseEncoding('ZapfDingbatsEncoding')
export const ExpertEncoding = parseEncoding('ExpertEncoding')

const BY_NAME: ReadonlyMap<string, readonly string[]> = new Map<BaseEncodingName, readonly string[]>([
  ['StandardEncoding', StandardEncoding],
  ['WinAnsiEncoding', WinAnsiEncoding],
  ['MacRomanEncoding', MacRomanEncoding],
  ['MacExpertEncoding', MacExpertEncoding],
  ['SymbolSetEncoding', SymbolSetEncoding],
  ['ZapfDingbatsEncoding', ZapfDingbatsEncoding],
  ['ExpertEncoding', ExpertEncoding],
])

/**
 * pdfjs `getEncoding`: the encoding of that name, or undefined. Note that pdfjs accepts only
 * MacRomanEncoding, MacExpertEncoding and WinAnsiEncoding as a font's /Encoding or /BaseEncoding
 * (evaluator.js `extractDataStructures`); the others are the fonts' built-in encodings.
 */
export function baseEncoding(name: string): readonly string[] | undefined {
  return BY_NAME.get(name)
}
