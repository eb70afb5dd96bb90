/**
 * @module encoding/unicode-decode
 * Strict UTF-8, UTF-16 and UTF-32 decoding with CPython's error semantics: when the bytes are invalid
 * the DocumentError carries the text Python's UnicodeDecodeError would print (same reason, same byte
 * positions), which is what upstream's API returns as a 500 detail (api §1.4). Valid input takes the
 * native TextDecoder fast path; the byte-by-byte scan runs only to explain a failure.
 */
import { DocumentError } from '../errors.js'

/** Where and why the bytes are invalid, as CPython's decoder reports it (`end` exclusive). */
interface DecodeFailure {
  start: number
  end: number
  reason: string
}

/** Python's `str(UnicodeDecodeError)`. */
export function unicodeDecodeErrorMessage(label: string, bytes: Uint8Array, failure: DecodeFailure): string {
  const { start, end, reason } = failure
  if (end - start === 1) {
    const hex = (bytes[start] ?? 0).toString(16).padStart(2, '0')
    return `'${label}' codec can't decode byte 0x${hex} in position ${start}: ${reason}`
  }
  return `'${label}' codec can't decode bytes in position ${start}-${end - 1}: ${reason}`
}

function fail(label: string, bytes: Uint8Array, failure: DecodeFailure): never {
  // Python's exact text: the API returns it as the 500 detail, and it names codec, byte and offset.
  throw new DocumentError(unicodeDecodeErrorMessage(label, bytes, failure))
}

const isCont = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x80 && byte <= 0xbf

/** The first invalid UTF-8 sequence, located as CPython's `utf-8` codec does; undefined when valid. */
export function findUtf8Failure(bytes: Uint8Array): DecodeFailure | undefined {
  const n = bytes.length
  let i = 0
  while (i < n) {
    const b = bytes[i]!
    if (b < 0x80) {
      i += 1
      continue
    }
    let need: number
    let lo = 0x80
    let hi = 0xbf
    if (b >= 0xc2 && b <= 0xdf) need = 1
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2
      if (b === 0xe0) lo = 0xa0
      if (b === 0xed) hi = 0x9f // no encoded surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3
      if (b === 0xf0) lo = 0x90
      if (b === 0xf4) hi = 0x8f // nothing above U+10FFFF
    } else return { start: i, end: i + 1, reason: 'invalid start byte' }
    for (let k = 1; k <= need; k += 1) {
      const next = bytes[i + k]
      if (next === undefined) return { start: i, end: n, reason: 'unexpected end of data' }
      const ok = k === 1 ? next >= lo && next <= hi : isCont(next)
      if (!ok) return { start: i, end: i + k, reason: 'invalid continuation byte' }
    }
    i += need + 1
  }
  return undefined
}

const utf8Fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** The text of `bytes` when they are valid UTF-8 (a BOM is kept as U+FEFF), else undefined. */
export function tryDecodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8Fatal.decode(bytes)
  } catch {
    return undefined
  }
}

/** Python `bytes.decode('utf-8')`: a leading BOM is kept as U+FEFF. Throws DocumentError when invalid. */
export function decodeUtf8Strict(bytes: Uint8Array, label = 'utf-8'): string {
  try {
    return utf8Fatal.decode(bytes)
  } catch {
    fail(label, bytes, findUtf8Failure(bytes) ?? { start: 0, end: bytes.length, reason: 'invalid data' })
  }
}

/** The first invalid UTF-16 code unit sequence, as CPython reports it; offsets relative to `bytes`. */
function findUtf16Failure(bytes: Uint8Array, littleEndian: boolean): DecodeFailure | undefined {
  const n = bytes.length
  const unit = (i: number): number => (littleEndian ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!)
  let i = 0
  while (i + 1 < n) {
    const u = unit(i)
    if (u < 0xd800 || u > 0xdfff) {
      i += 2
      continue
    }
    if (u >= 0xdc00) return { start: i, end: i + 2, reason: 'illegal encoding' }
    if (i + 3 >= n) return { start: i, end: n, reason: 'unexpected end of data' }
    const low = unit(i + 2)
    if (low < 0xdc00 || low > 0xdfff) return { start: i, end: i + 2, reason: 'illegal UTF-16 surrogate' }
    i += 4
  }
  if (i < n) return { start: i, end: n, reason: 'truncated data' }
  return undefined
}

const utf16leFatal = new TextDecoder('utf-16le', { fatal: true, ignoreBOM: true })

/**
 * Strict UTF-16 without BOM handling (Python `utf-16-le` / `utf-16-be`). `offset` is where `bytes`
 * starts in the original input, so error positions match Python's after a consumed BOM.
 */
export function decodeUtf16Strict(bytes: Uint8Array, littleEndian: boolean, offset = 0): string {
  const label = littleEndian ? 'utf-16-le' : 'utf-16-be'
  const failure = findUtf16Failure(bytes, littleEndian)
  if (failure !== undefined) {
    const shifted = { ...failure, start: failure.start + offset, end: failure.end + offset }
    const whole = new Uint8Array(offset + bytes.length)
    whole.set(bytes, offset)
    fail(label, whole, shifted)
  }
  if (littleEndian) return utf16leFatal.decode(bytes)
  const swapped = new Uint8Array(bytes.length)
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    swapped[i] = bytes[i + 1]!
    swapped[i + 1] = bytes[i]!
  }
  return utf16leFatal.decode(swapped)
}

/** Strict UTF-32 without BOM handling (Python `utf-32-le` / `utf-32-be`); `offset` as for UTF-16. */
export function decodeUtf32Strict(bytes: Uint8Array, littleEndian: boolean, offset = 0): string {
  const label = littleEndian ? 'utf-32-le' : 'utf-32-be'
  const whole = (): Uint8Array => {
    const all = new Uint8Array(offset + bytes.length)
    all.set(bytes, offset)
    return all
  }
  const parts: string[] = []
  const CHUNK = 8192
  let codePoints: number[] = []
  const n = bytes.length
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 0
  for (; i + 3 < n; i += 4) {
    const cp = view.getUint32(i, littleEndian)
    if (cp > 0x10ffff) fail(label, whole(), { start: offset + i, end: offset + i + 4, reason: 'code point not in range(0x110000)' })
    if (cp >= 0xd800 && cp <= 0xdfff) {
      fail(label, whole(), { start: offset + i, end: offset + i + 4, reason: 'code point in surrogate code point range(0xd800, 0xe000)' })
    }
    codePoints.push(cp)
    if (codePoints.length === CHUNK) {
      parts.push(String.fromCodePoint(...codePoints))
      codePoints = []
    }
  }
  if (i < n) fail(label, whole(), { start: offset + i, end: offset + n, reason: 'truncated data' })
  if (codePoints.length > 0) parts.push(String.fromCodePoint(...codePoints))
  return parts.join('')
}
