/**
 * @module encoding/decode-text
 * Bytes → text for every text-like format (txt, xml, json, csv, html, md, eml bodies). The policy:
 * - `encoding` 'utf-8' (the default, any letter case) means "UTF-8 if it can be": a byte-order mark
 *   (UTF-32 LE/BE, UTF-8, UTF-16 LE/BE) wins; otherwise valid UTF-8 is UTF-8; otherwise the charset
 *   is detected (chardet, like upstream's `detect_file_encoding`) and a `decode-fallback` warning names it.
 * - Any other value is a Python codec name and is obeyed exactly as Python's `bytes.decode` would
 *   (`utf8`, `utf-16`, `latin-1`, `cp1252`, …): unknown names and invalid bytes raise DocumentError
 *   with Python's text (api §1.4, api §2.1 test_api_with_different_encodings).
 */
import { DocumentError, type PartitionWarning } from '../errors.js'
import { decodeCharset, isCharsetSupported } from './charset-decode.js'
import { detectCharset } from './charset-detect.js'
import { lookupPythonCodec, type PythonCodec } from './python-codecs.js'
import { decodeUtf16Strict, decodeUtf32Strict, decodeUtf8Strict, tryDecodeUtf8, unicodeDecodeErrorMessage } from './unicode-decode.js'
import { sniffBom, type ByteOrderMark } from './byte-order-mark.js'

export interface DecodedText {
  text: string
  /** The encoding actually used, lower-case with hyphens (`utf-8`, `utf-16-le`, `windows-1252`, `cp1252`). */
  encoding: string
}

/**
 * Below this confidence the guess is not trusted. Upstream uses 0.5 with Python's chardet; the npm
 * chardet (ICU's detector) scores lower for the same text (a plain German/French cp1252 page: 0.36),
 * so its threshold is lower too.
 */
const DETECTION_CONFIDENCE_THRESHOLD = 0.1

/**
 * Decode a document's bytes.
 *
 * @param bytes the document
 * @param encoding the `encoding` option; default 'utf-8' (BOM, else UTF-8, else detected charset)
 * @param warn receives the `decode-fallback` warning when the charset had to be guessed
 * @throws DocumentError "unknown encoding: <name>" or Python's UnicodeDecodeError text
 */
export function decodeText(bytes: Uint8Array, encoding = 'utf-8', warn?: (warning: PartitionWarning) => void): DecodedText {
  if (encoding.trim().toLowerCase() === 'utf-8') return decodeAuto(bytes, warn)
  const codec = lookupPythonCodec(encoding)
  // Python's LookupError text, which upstream's API returns as the 500 detail.
  if (codec === undefined) throw new DocumentError(`unknown encoding: ${encoding}`)
  return { text: decodeWithCodec(bytes, codec), encoding: codec.name.replaceAll('_', '-') }
}

function decodeAuto(bytes: Uint8Array, warn?: (warning: PartitionWarning) => void): DecodedText {
  const bom = sniffBom(bytes)
  if (bom !== undefined) {
    try {
      return { text: decodeUnicode(bytes.subarray(bom.bytes.length), bom.encoding, bom.bytes.length), encoding: bom.encoding }
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error
      // A mark followed by bytes that do not fit it: not really that encoding, detect below.
    }
  }
  const utf8 = tryDecodeUtf8(bytes)
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' }
  return decodeDetected(bytes, warn)
}

/** What charset detection makes of bytes that are not UTF-8: a charset it trusts, and how it got there. */
export interface CharsetGuess {
  /** The detected charset, when confident enough to be used. */
  trusted: string | undefined
  /** For the decode-fallback warning: what detection said. */
  how: string
}

/**
 * Upstream, after a failed detection, tries COMMON_ENCODINGS in order; after utf_8 comes iso_8859_1, which
 * never fails. We use its superset windows-1252 instead (as browsers do for a latin-1 label): 0x80–0x9F
 * are far more often € “ ” – than C1 control characters.
 */
export const FALLBACK_CHARSET = 'windows-1252'

/** Charset detection over bytes that are not valid UTF-8 (chardet, as upstream's `detect_file_encoding`). */
export function guessCharset(bytes: Uint8Array): CharsetGuess {
  const detected = detectCharset(bytes)
  if (detected === undefined) return { trusted: undefined, how: 'no charset could be detected' }
  return {
    trusted: detected.confidence >= DETECTION_CONFIDENCE_THRESHOLD ? detected.name : undefined,
    how: `charset detection said ${detected.name} with confidence ${detected.confidence.toFixed(2)}`,
  }
}

function decodeDetected(bytes: Uint8Array, warn?: (warning: PartitionWarning) => void): DecodedText {
  const { trusted, how } = guessCharset(bytes)
  const decoded = (trusted !== undefined ? decodeDetectedAs(bytes, trusted) : undefined) ?? {
    text: decodeCharset(bytes, FALLBACK_CHARSET),
    encoding: FALLBACK_CHARSET,
  }
  warn?.({
    code: 'decode-fallback',
    message:
      `The document is not valid UTF-8; decoded it as ${decoded.encoding} (${how}). ` +
      'If the text looks wrong, pass the right encoding in the encoding option.',
  })
  return decoded
}

function decodeDetectedAs(bytes: Uint8Array, charset: string): DecodedText | undefined {
  const name = charset.toLowerCase()
  try {
    if (name === 'utf-16le' || name === 'utf-16be' || name === 'utf-32le' || name === 'utf-32be') {
      const unicode = `${name.slice(0, 6)}-${name.slice(6)}` as ByteOrderMark['encoding']
      return { text: decodeUnicode(bytes, unicode, 0), encoding: unicode }
    }
    if (name === 'utf-32') return { text: decodeUnicode(bytes, 'utf-32-le', 0), encoding: 'utf-32-le' }
  } catch (error) {
    if (error instanceof DocumentError) return undefined
    throw error
  }
  if (!isCharsetSupported(name)) return undefined
  return { text: decodeCharset(bytes, name), encoding: name }
}

function decodeUnicode(bytes: Uint8Array, encoding: ByteOrderMark['encoding'], offset: number): string {
  switch (encoding) {
    case 'utf-8':
      return decodeUtf8Strict(bytes)
    case 'utf-16-le':
      return decodeUtf16Strict(bytes, true, offset)
    case 'utf-16-be':
      return decodeUtf16Strict(bytes, false, offset)
    case 'utf-32-le':
      return decodeUtf32Strict(bytes, true, offset)
    case 'utf-32-be':
      return decodeUtf32Strict(bytes, false, offset)
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte)
}

/** The byte-order marks of Python's utf-16 and utf-32 codecs, and their strict decoder (bytes, little-endian?, offset of the bytes in the input). */
const MARKED_CODECS = {
  'utf-16': { bigEndianMark: [0xfe, 0xff], littleEndianMark: [0xff, 0xfe], decode: decodeUtf16Strict },
  'utf-32': { bigEndianMark: [0x00, 0x00, 0xfe, 0xff], littleEndianMark: [0xff, 0xfe, 0x00, 0x00], decode: decodeUtf32Strict },
} as const

/** Python's utf-16 and utf-32: a byte-order mark is consumed; without one the bytes are little-endian (native on x86/ARM). */
function decodeAfterMark(bytes: Uint8Array, codec: (typeof MARKED_CODECS)[keyof typeof MARKED_CODECS]): string {
  const { bigEndianMark, littleEndianMark, decode } = codec
  if (startsWith(bytes, bigEndianMark)) return decode(bytes.subarray(bigEndianMark.length), false, bigEndianMark.length)
  if (startsWith(bytes, littleEndianMark)) return decode(bytes.subarray(littleEndianMark.length), true, littleEndianMark.length)
  return decode(bytes, true)
}

/** Python `bytes.decode(codec)` with errors='strict'. */
function decodeWithCodec(bytes: Uint8Array, codec: PythonCodec): string {
  switch (codec.kind) {
    case 'utf-8':
      return decodeUtf8Strict(bytes)
    case 'utf-8-sig':
      return decodeUtf8Strict(startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes)
    case 'utf-16':
    case 'utf-32':
      return decodeAfterMark(bytes, MARKED_CODECS[codec.kind])
    case 'utf-16-le':
      return decodeUtf16Strict(bytes, true)
    case 'utf-16-be':
      return decodeUtf16Strict(bytes, false)
    case 'utf-32-le':
      return decodeUtf32Strict(bytes, true)
    case 'utf-32-be':
      return decodeUtf32Strict(bytes, false)
    case 'ascii': {
      const bad = bytes.findIndex((byte) => byte >= 0x80)
      if (bad >= 0) {
        throw new DocumentError(unicodeDecodeErrorMessage('ascii', bytes, { start: bad, end: bad + 1, reason: 'ordinal not in range(128)' }))
      }
      return decodeUtf8Strict(bytes)
    }
    case 'charmap':
      return decodeCharmap(bytes, codec)
    case 'multibyte': {
      const text = decodeCharset(bytes, codec.iconv!)
      if (text.includes('\ufffd')) {
        throw new DocumentError(`'${codec.errorLabel}' codec can't decode bytes: illegal multibyte sequence`)
      }
      return text
    }
  }
}

/** Per charmap codec, the byte values that map to nothing (Python: "character maps to <undefined>"). */
const undefinedBytesCache = new Map<string, Set<number>>()

function undefinedBytes(charset: string): Set<number> {
  let undefinedSet = undefinedBytesCache.get(charset)
  if (undefinedSet === undefined) {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    const chars = [...decodeCharset(all, charset)]
    undefinedSet = new Set(chars.flatMap((char, i) => (char === '\ufffd' ? [i] : [])))
    undefinedBytesCache.set(charset, undefinedSet)
  }
  return undefinedSet
}

function decodeCharmap(bytes: Uint8Array, codec: PythonCodec): string {
  const text = decodeCharset(bytes, codec.iconv!)
  if (text.includes('\ufffd')) {
    const undefinedSet = undefinedBytes(codec.iconv!)
    const bad = bytes.findIndex((byte) => undefinedSet.has(byte))
    if (bad >= 0) {
      throw new DocumentError(
        unicodeDecodeErrorMessage(codec.errorLabel, bytes, { start: bad, end: bad + 1, reason: 'character maps to <undefined>' }),
      )
    }
  }
  return text
}
