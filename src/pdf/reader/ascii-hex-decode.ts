/**
 * @module pdf/reader/ascii-hex-decode
 * /ASCIIHexDecode exactly as pdf.js 5's `AsciiHexStream` (src/core/ascii_hex_stream.js) decodes it: pairs
 * of hex digits make bytes, every other byte is skipped, ">" ends the data; an odd final digit counts as
 * if followed by 0 only when ">" ends the data, and is dropped when the data just runs out.
 */
import { hexValue } from './pdf-lexer.js'

export function asciiHexDecode(data: Uint8Array): Uint8Array {
  const out = new Uint8Array((data.length + 1) >> 1)
  let n = 0
  let firstDigit = -1
  for (let p = 0; p < data.length; p++) {
    const ch = data[p]!
    const digit = hexValue(ch)
    if (digit < 0) {
      if (ch !== 0x3e) continue
      if (firstDigit >= 0) out[n++] = firstDigit << 4
      break
    }
    if (firstDigit < 0) firstDigit = digit
    else {
      out[n++] = (firstDigit << 4) | digit
      firstDigit = -1
    }
  }
  return out.subarray(0, n)
}
