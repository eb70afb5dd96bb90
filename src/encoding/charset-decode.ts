/**
 * @module encoding/charset-decode
 * Adapter for `iconv-lite` (the only importer): decodes legacy single- and multi-byte charsets
 * (cp1252, ISO-8859-x, KOI8-R, Shift_JIS, GB18030, Big5, …). Invalid bytes become U+FFFD.
 */
import iconv from 'iconv-lite'

/** True when iconv-lite can decode `charset` (any spelling iconv-lite accepts). */
export function isCharsetSupported(charset: string): boolean {
  return iconv.encodingExists(charset)
}

/** Decode `bytes` in `charset`; bytes without a mapping become U+FFFD. No BOM is stripped. */
export function decodeCharset(bytes: Uint8Array, charset: string): string {
  return iconv.decode(bytes, charset, { stripBOM: false })
}
