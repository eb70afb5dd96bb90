/**
 * @module serialize/base64
 * Standard base64 (RFC 4648 §4, alphabet `A–Z a–z 0–9 + /`, `=` padding) over Uint8Array, without
 * Buffer or `btoa`, so it runs in browsers and workers and handles any byte (btoa only takes Latin-1
 * strings). This is the alphabet Python's `base64.b64encode` writes for `metadata.orig_elements`.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Two base64 characters for every 12-bit value: halves the table look-ups of the encoder. */
const PAIRS: string[] = (() => {
  const pairs = new Array<string>(4096)
  for (let i = 0; i < 4096; i++) pairs[i] = ALPHABET[i >> 6]! + ALPHABET[i & 63]!
  return pairs
})()

/** Character code → 6-bit value; -1 for characters outside the alphabet. */
const VALUES: Int16Array = (() => {
  const values = new Int16Array(128).fill(-1)
  for (let i = 0; i < ALPHABET.length; i++) values[ALPHABET.charCodeAt(i)] = i
  return values
})()

/** Base64 characters joined per slice: keeps the intermediate array small for multi-megabyte inputs. */
const ENCODE_SLICE_BYTES = 3 * 16384

/** Encodes bytes as standard, padded base64 (same output as Python's `base64.b64encode`). */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = []
  const full = bytes.length - (bytes.length % 3)
  for (let start = 0; start < full; start += ENCODE_SLICE_BYTES) {
    const end = Math.min(start + ENCODE_SLICE_BYTES, full)
    const chunk = new Array<string>(((end - start) / 3) * 2)
    let k = 0
    for (let i = start; i < end; i += 3) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
      chunk[k++] = PAIRS[n >> 12]!
      chunk[k++] = PAIRS[n & 4095]!
    }
    parts.push(chunk.join(''))
  }
  const rest = bytes.length - full
  if (rest === 1) {
    const n = bytes[full]! << 16
    parts.push(PAIRS[n >> 12]! + '==')
  } else if (rest === 2) {
    const n = (bytes[full]! << 16) | (bytes[full + 1]! << 8)
    parts.push(PAIRS[n >> 12]! + ALPHABET[(n >> 6) & 63]! + '=')
  }
  return parts.join('')
}

/**
 * Decodes standard base64. ASCII whitespace (line breaks of MIME-wrapped text) is skipped and missing
 * trailing padding is tolerated; any other character outside the alphabet, `=` before the end, or a
 * length that cannot come from base64 throws a `SyntaxError` naming the offending position.
 */
export function base64ToBytes(text: string): Uint8Array {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3)
  let length = 0
  let buffer = 0
  let bits = 0
  let symbols = 0
  let padding = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c) continue
    if (code === 0x3d /* = */) {
      padding++
      continue
    }
    const value = code < 128 ? VALUES[code]! : -1
    if (value < 0) {
      throw new SyntaxError(
        `Invalid base64: character ${JSON.stringify(text[i])} at position ${i} is not in the standard alphabet (A-Z a-z 0-9 + /).`,
      )
    }
    if (padding > 0) {
      throw new SyntaxError(`Invalid base64: data continues after "=" padding at position ${i}.`)
    }
    buffer = ((buffer << 6) | value) & 0xffffff
    bits += 6
    symbols++
    if (bits >= 8) {
      bits -= 8
      out[length++] = (buffer >> bits) & 0xff
    }
  }
  if (symbols % 4 === 1) {
    throw new SyntaxError(`Invalid base64: ${symbols} symbols cannot encode whole bytes (truncated input?).`)
  }
  if (padding > 0 && (symbols + padding) % 4 !== 0) {
    throw new SyntaxError(`Invalid base64: ${padding} "=" padding characters do not complete the last group.`)
  }
  // A copy, not a view: callers may hand `.buffer` on to other APIs.
  return out.slice(0, length)
}
