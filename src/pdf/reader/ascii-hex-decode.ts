/**
 * @module pdf/reader/ascii-hex-decode
 * /ASCIIHexDecode exactly as pdf.js 5's `AsciiHexStream` (src/core/ascii_hex_stream.js) decodes it: pairs
 * of hex digits make bytes, every other byte is skipped, ">" ends the data; an odd final digit counts as
 * if followed by 0 only when ">" ends the data, and is dropped when the data just runs out.
 */

export function asciiHexDecode(data: Uint8Array): Uint8Array {
  const out = new Uint8Array((data.length + 1) >> 1)
  let n = 0
  let firstDigit = -1
  for (let p = 0; p < data.length; p++) {
    const ch = data[p]!
    let digit: number
    if (ch >= 0x30 && ch <= 0x39) digit = ch & 0x0f
    else if ((ch >= 0x41 && ch <= 0x46) || (ch >= 0x61 && ch <= 0x66)) digit = (ch & 0x0f) + 9
    else if (ch === 0x3e) {
      if (firstDigit >= 0) out[n++] = firstDigit << 4
      break
    } else continue
    if (firstDigit < 0) firstDigit = digit
    else {
      out[n++] = (firstDigit << 4) | digit
      firstDigit = -1
    }
  }
  return out.subarray(0, n)
}
