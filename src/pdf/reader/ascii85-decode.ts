/**
 * @module pdf/reader/ascii85-decode
 * /ASCII85Decode exactly as pdf.js 5's `Ascii85Stream` (src/core/ascii_85_stream.js) decodes it: groups
 * of five characters from "!" to "u" make four bytes, "z" at the start of a group makes four zero bytes,
 * space, TAB, CR and LF are skipped (other bytes are not validated: they count as digits of their own
 * value), "~" or the end of the data ends it, and a final group of n < 5 characters is padded with "u"
 * and gives n − 1 bytes. No "<~" prefix is expected.
 */

const TILDE = 0x7e
const Z_LOWER = 0x7a
const isWhiteSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a

export function ascii85Decode(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length / 5) * 4 + data.length * 4)
  let n = 0
  const input = new Uint8Array(5)
  let pos = 0
  const next = (): number => {
    while (pos < data.length && isWhiteSpace(data[pos]!)) pos++
    return pos < data.length ? data[pos++]! : -1
  }
  for (;;) {
    let c = next()
    if (c === -1 || c === TILDE) break
    if (c === Z_LOWER) {
      n += 4 // out is zero-filled
      continue
    }
    input[0] = c
    let i = 1
    for (; i < 5; i++) {
      c = next()
      input[i] = c // -1 is stored as 255, and overwritten below as in pdf.js
      if (c === -1 || c === TILDE) break
    }
    const count = i - 1
    const last = i < 5
    for (; i < 5; i++) input[i] = 0x21 + 84
    let t = 0
    for (i = 0; i < 5; i++) t = t * 85 + (input[i]! - 0x21)
    // the same 32-bit truncation as pdf.js (t may pass 2^32 for digits above "s8W-!")
    for (i = 3; i >= 0; i--) {
      if (i < count || !last) out[n + i] = t & 0xff
      t >>= 8
    }
    n += last ? count : 4
    if (last) break
  }
  return out.subarray(0, n)
}
