/**
 * @module pdf/reader/xref-scan
 * The objects of a PDF whose cross-reference data is broken (a wrong offset, a truncated table, no
 * `startxref`), found by scanning the file for `N G obj` headers as pdfminer.six and pdf.js do when they
 * repair a file: the last definition of a number wins (incremental updates append), and the `trailer`
 * keywords are listed so the caller can take the last trailer that names a /Root. Pure: byte offsets only.
 */

export interface ScannedObjects {
  /** Object number → offset of its `N G obj` header (the last one in the file). */
  offsets: Map<number, number>
  /** Offsets just after each `trailer` keyword, in file order. */
  trailers: number[]
}

const isDigit = (b: number): boolean => b >= 0x30 && b <= 0x39
const isSpace = (b: number): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00
/** PDF delimiters and whitespace: what may stand before an object number or after a keyword. */
const isBoundary = (b: number | undefined): boolean =>
  b === undefined ||
  isSpace(b) ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x28 ||
  b === 0x29 ||
  b === 0x2f ||
  b === 0x25 ||
  b === 0x7b ||
  b === 0x7d

export function scanObjects(bytes: Uint8Array): ScannedObjects {
  const offsets = new Map<number, number>()
  const trailers: number[] = []
  // one pass per keyword, each jumping from one first letter to the next with the native indexOf (most of a file is compressed streams)
  const last = bytes.length - 3
  for (let i = bytes.indexOf(0x6f, 1); i >= 0 && i <= last; i = bytes.indexOf(0x6f, i + 1)) {
    if (bytes[i + 1] === 0x62 && bytes[i + 2] === 0x6a && isBoundary(bytes[i + 3])) {
      const header = objectHeaderBefore(bytes, i)
      if (header !== undefined) offsets.set(header.num, header.start)
    }
  }
  for (let i = bytes.indexOf(0x74); i >= 0 && i <= last; i = bytes.indexOf(0x74, i + 1)) {
    if (matches(bytes, i, TRAILER) && isBoundary(bytes[i - 1]) && isBoundary(bytes[i + TRAILER.length])) trailers.push(i + TRAILER.length)
  }
  return { offsets, trailers }
}

const TRAILER = [0x74, 0x72, 0x61, 0x69, 0x6c, 0x65, 0x72] // "trailer"

function matches(bytes: Uint8Array, at: number, word: readonly number[]): boolean {
  for (let k = 0; k < word.length; k++) if (bytes[at + k] !== word[k]) return false
  return true
}

/** `N G ` right before the `obj` at `objAt` (whitespace between), N preceded by a boundary; undefined otherwise. */
function objectHeaderBefore(bytes: Uint8Array, objAt: number): { num: number; start: number } | undefined {
  let p = objAt - 1
  if (!isSpace(bytes[p]!)) return undefined
  while (p >= 0 && isSpace(bytes[p]!)) p--
  const genEnd = p
  while (p >= 0 && isDigit(bytes[p]!)) p--
  if (p === genEnd || genEnd - p > 5 || p < 0 || !isSpace(bytes[p]!)) return undefined
  while (p >= 0 && isSpace(bytes[p]!)) p--
  const numEnd = p
  while (p >= 0 && isDigit(bytes[p]!)) p--
  if (p === numEnd || numEnd - p > 10 || !isBoundary(p < 0 ? undefined : bytes[p])) return undefined
  let num = 0
  for (let k = p + 1; k <= numEnd; k++) num = num * 10 + bytes[k]! - 0x30
  return { num, start: p + 1 }
}
