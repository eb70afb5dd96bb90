/**
 * @module encoding/decode-text-head
 * Decides whether bytes are text and in which encoding, the way libmagic's text test does for
 * upstream (core §6 step 3): a Unicode byte-order mark, else valid UTF-8, else UTF-16 without a mark
 * (every other byte zero), else a single-byte charset; each only when the characters are printable.
 * Browser-safe: `TextDecoder` only, with a small UTF-32 decoder it lacks. Unlike the document decoder
 * (encoding/decode-text: Python's strict codecs), it never throws: bad bytes become U+FFFD.
 */
import { sniffBom, type ByteOrderMark } from './byte-order-mark.js'

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be' | 'windows-1252'

export interface TextHead {
  /** The decoded head, byte-order mark removed. */
  text: string
  encoding: TextEncodingName
  /** Length of the byte-order mark, 0 when none. */
  bomLength: number
  /** True when the head is shorter than the whole input. */
  truncated: boolean
}

/** Bytes inspected to decide text or binary: 8 KiB, as upstream's `file_head`. */
export const TEXT_HEAD_BYTES = 8192

/**
 * Shares of control characters tolerated in a text head. libmagic tolerates none; one stray byte
 * in 8 KiB should not turn a text file into binary, so up to 1% is accepted, NUL never (outside UTF-16/32).
 */
const MAX_CONTROL_SHARE = 0.01

/**
 * The head of `bytes` decoded as text, or `undefined` when the bytes do not look like text.
 * `headBytes` (default 8 KiB) bounds how much is inspected and decoded.
 */
export function decodeTextHead(bytes: Uint8Array, headBytes = TEXT_HEAD_BYTES): TextHead | undefined {
  const truncated = bytes.length > headBytes
  const head = bytes.subarray(0, headBytes)
  const bom = byteOrderMark(head)
  if (bom !== undefined) {
    const text = decodeReplacing(head.subarray(bom.length), bom.encoding, truncated)
    return isPrintable(text, true) ? { text, encoding: bom.encoding, bomLength: bom.length, truncated } : undefined
  }
  // before UTF-8: NUL is valid UTF-8, so unmarked UTF-16 would pass as (unprintable) UTF-8
  const utf16 = unmarkedUtf16(head)
  if (utf16 !== undefined) {
    const text = decodeReplacing(head, utf16, truncated)
    return isPrintable(text, true) ? { text, encoding: utf16, bomLength: 0, truncated } : undefined
  }
  const utf8 = strictUtf8(head, truncated)
  if (utf8 !== undefined) {
    return isPrintable(utf8, false) ? { text: utf8, encoding: 'utf-8', bomLength: 0, truncated } : undefined
  }
  const text = decodeReplacing(head, 'windows-1252', truncated)
  return isPrintable(text, false) ? { text, encoding: 'windows-1252', bomLength: 0, truncated } : undefined
}

/**
 * `bytes` decoded with `encoding`, malformed sequences replaced by U+FFFD. With `truncated`, an
 * incomplete character at the end is dropped instead of replaced.
 */
export function decodeReplacing(bytes: Uint8Array, encoding: TextEncodingName, truncated = false): string {
  if (encoding === 'utf-32le' || encoding === 'utf-32be') return decodeUtf32(bytes, encoding === 'utf-32le')
  // Node before 23 decodes the 'windows-1252' label as ISO-8859-1, so the table is ours
  if (encoding === 'windows-1252') return decodeWindows1252(bytes)
  return new TextDecoder(encoding).decode(bytes, { stream: truncated })
}

/** The byte-order mark of `head` under this module's encoding names. */
function byteOrderMark(head: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  const bom = sniffBom(head)
  return bom === undefined ? undefined : { encoding: HEAD_ENCODING_OF_BOM[bom.encoding], length: bom.bytes.length }
}

const HEAD_ENCODING_OF_BOM: Readonly<Record<ByteOrderMark['encoding'], TextEncodingName>> = {
  'utf-8': 'utf-8',
  'utf-16-le': 'utf-16le',
  'utf-16-be': 'utf-16be',
  'utf-32-le': 'utf-32le',
  'utf-32-be': 'utf-32be',
}

function strictUtf8(head: Uint8Array, truncated: boolean): string | undefined {
  try {
    // stream mode keeps a character cut at the head's end pending instead of failing on it
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: truncated })
  } catch {
    return undefined
  }
}

/** UTF-16 without a mark: most code units are ASCII, so one byte of each pair is zero. */
function unmarkedUtf16(head: Uint8Array): TextEncodingName | undefined {
  const pairs = Math.floor(head.length / 2)
  if (pairs < 2) return undefined
  let evenZeros = 0
  let oddZeros = 0
  for (let i = 0; i + 1 < head.length; i += 2) {
    if (head[i] === 0) evenZeros++
    if (head[i + 1] === 0) oddZeros++
  }
  if (oddZeros >= pairs * 0.6 && evenZeros <= pairs * 0.02) return 'utf-16le'
  if (evenZeros >= pairs * 0.6 && oddZeros <= pairs * 0.02) return 'utf-16be'
  return undefined
}

/** Control characters other than \t \n \v \f \r \b \a ESC make text look binary (libmagic's table). */
function isPrintable(text: string, wide: boolean): boolean {
  if (text.length === 0) return true
  let controls = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0 && !wide) return false
    if ((code < 0x20 && !(code >= 7 && code <= 13) && code !== 0x1b) || code === 0x7f) controls++
  }
  return controls <= text.length * MAX_CONTROL_SHARE
}

function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parts: string[] = []
  let chunk: number[] = []
  for (let at = 0; at + 4 <= bytes.length; at += 4) {
    const code = view.getUint32(at, littleEndian)
    chunk.push(code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? 0xfffd : code)
    if (chunk.length === 4096) {
      parts.push(String.fromCodePoint(...chunk))
      chunk = []
    }
  }
  parts.push(String.fromCodePoint(...chunk))
  return parts.join('')
}

/** windows-1252 bytes 0x80–0x9F (WHATWG index; the five unassigned ones map to the C1 controls). */
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = []
  for (let start = 0; start < bytes.length; start += 8192) {
    let chunk = ''
    for (const byte of bytes.subarray(start, start + 8192)) {
      chunk += byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F[byte - 0x80] : String.fromCharCode(byte)
    }
    parts.push(chunk)
  }
  return parts.join('')
}
