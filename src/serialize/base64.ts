/**
 * @module serialize/base64
 * Standard base64 (RFC 4648 §4, alphabet `A–Z a–z 0–9 + /`, `=` padding) over Uint8Array, without
 * Buffer or `btoa`, so it runs in browsers and workers and handles any byte (btoa only takes Latin-1
 * strings). This is the alphabet Python's `base64.b64encode` writes for `metadata.orig_elements`.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** ASCII code of each base64 symbol. */
const SYMBOL_CODES: Uint8Array = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0))

/** Character code → 6-bit value; -1 for characters outside the alphabet. */
const VALUES: Int16Array = (() => {
  const values = new Int16Array(128).fill(-1)
  for (let i = 0; i < ALPHABET.length; i++) values[ALPHABET.charCodeAt(i)] = i
  return values
})()

const ASCII = new TextDecoder()

/** Encodes bytes as standard, padded base64 (same output as Python's `base64.b64encode`). */
export function bytesToBase64(bytes: Uint8Array): string {
  // Symbols are written as ASCII bytes and decoded to a string once: an order of magnitude faster
  // than concatenating or joining millions of small strings.
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4)
  const full = bytes.length - (bytes.length % 3)
  let k = 0
  for (let i = 0; i < full; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    out[k++] = SYMBOL_CODES[n >>> 18]!
    out[k++] = SYMBOL_CODES[(n >>> 12) & 63]!
    out[k++] = SYMBOL_CODES[(n >>> 6) & 63]!
    out[k++] = SYMBOL_CODES[n & 63]!
  }
  const rest = bytes.length - full
  if (rest > 0) {
    const n = (bytes[full]! << 16) | (rest === 2 ? bytes[full + 1]! << 8 : 0)
    out[k++] = SYMBOL_CODES[n >>> 18]!
    out[k++] = SYMBOL_CODES[(n >>> 12) & 63]!
    out[k++] = rest === 2 ? SYMBOL_CODES[(n >>> 6) & 63]! : 0x3d
    out[k++] = 0x3d
  }
  return ASCII.decode(out)
}

/**
 * Decodes standard base64. ASCII whitespace (line breaks of MIME-wrapped text) is skipped and missing
 * trailing padding is tolerated; any other character outside the alphabet, `=` before the end, or a
 * length that cannot come from base64 throws a `SyntaxError` naming the offending position.
 */
export function base64ToBytes(text: string): Uint8Array {
  return decodeCompact(text) ?? decodeGeneral(text)
}

/** Symbol value of a character code; -1 outside the alphabet (and for `=`). */
function valueOf(code: number): number {
  return code < 128 ? VALUES[code]! : -1
}

/**
 * The common case, unbroken text with 0–2 trailing `=`, four symbols at a time. Returns undefined on
 * anything else (whitespace, bad characters, odd lengths) so the general decoder can handle or
 * report it.
 */
function decodeCompact(text: string): Uint8Array | undefined {
  let end = text.length
  if (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--
  if (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--
  const tail = end % 4
  // Padded text must come in whole groups of four; unpadded text may end in 2 or 3 symbols.
  if (tail === 1 || (end !== text.length && text.length % 4 !== 0)) return undefined
  const full = end - tail
  const out = new Uint8Array((full / 4) * 3 + (tail === 0 ? 0 : tail - 1))
  let k = 0
  for (let i = 0; i < full; i += 4) {
    const a = valueOf(text.charCodeAt(i))
    const b = valueOf(text.charCodeAt(i + 1))
    const c = valueOf(text.charCodeAt(i + 2))
    const d = valueOf(text.charCodeAt(i + 3))
    if ((a | b | c | d) < 0) return undefined
    const n = (a << 18) | (b << 12) | (c << 6) | d
    out[k++] = n >>> 16
    out[k++] = (n >>> 8) & 0xff
    out[k++] = n & 0xff
  }
  if (tail > 0) {
    const a = valueOf(text.charCodeAt(full))
    const b = valueOf(text.charCodeAt(full + 1))
    const c = tail === 3 ? valueOf(text.charCodeAt(full + 2)) : 0
    if ((a | b | c) < 0) return undefined
    const n = (a << 18) | (b << 12) | (c << 6)
    out[k++] = n >>> 16
    if (tail === 3) out[k++] = (n >>> 8) & 0xff
  }
  return out
}

function decodeGeneral(text: string): Uint8Array {
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
    const value = valueOf(code)
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
