/**
 * @module pdf/reader/lzw-decode
 * /LZWDecode (ISO 32000-1 §7.4.4) exactly as pdf.js 5's `LZWStream` (src/core/lzw_stream.js) decodes it,
 * quirks included: 9- to 12-bit codes, most significant bit first; code 256 clears the table, 257 ends
 * the data; the code width grows `earlyChange` (1 by default, /EarlyChange) codes early; a code not yet
 * in the table repeats the previous sequence plus its first byte; the table is never reset when full.
 * pdf.js decodes in rounds of 512 codes, and when the data ends without code 257 every code still due
 * in the round reads as nothing and adds a 0 byte: that zero padding is reproduced too.
 */

const BLOCK_SIZE = 512
const MAX_DICTIONARY_SIZE = 4096

export function lzwDecode(data: Uint8Array, earlyChange = 1): Uint8Array {
  const values = new Uint8Array(MAX_DICTIONARY_SIZE)
  const lengths = new Uint16Array(MAX_DICTIONARY_SIZE)
  const prevCodes = new Uint16Array(MAX_DICTIONARY_SIZE)
  const sequence = new Uint8Array(MAX_DICTIONARY_SIZE)
  for (let i = 0; i < 256; i++) {
    values[i] = i
    lengths[i] = 1
  }
  let out = new Uint8Array(Math.max(1024, data.length * 4))
  let outLength = 0
  const reserve = (n: number): void => {
    if (outLength + n <= out.length) return
    let size = out.length * 2
    while (size < outLength + n) size *= 2
    const bigger = new Uint8Array(size)
    bigger.set(out.subarray(0, outLength))
    out = bigger
  }

  let pos = 0
  let bitsCached = 0
  let cachedData = 0
  let codeLength = 9
  let nextCode = 258
  let prevCode = 0
  let sequenceLength = 0
  let i = 0 // codes read in the current round of BLOCK_SIZE
  for (; ; i = (i + 1) % BLOCK_SIZE) {
    // readBits
    while (bitsCached < codeLength && pos < data.length) {
      cachedData = (cachedData << 8) | data[pos++]!
      bitsCached += 8
    }
    if (bitsCached < codeLength) {
      // pdf.js: each remaining code of the round is `null`, taken as a one-byte sequence of 0
      reserve(BLOCK_SIZE - i)
      outLength += BLOCK_SIZE - i
      break
    }
    bitsCached -= codeLength
    const code = (cachedData >>> bitsCached) & ((1 << codeLength) - 1)
    const hasPrev = sequenceLength > 0
    if (code < 256) {
      sequence[0] = code
      sequenceLength = 1
    } else if (code >= 258) {
      if (code < nextCode) {
        sequenceLength = lengths[code]!
        for (let j = sequenceLength - 1, q = code; j >= 0; j--) {
          sequence[j] = values[q]!
          q = prevCodes[q]!
        }
      } else {
        sequence[sequenceLength++] = sequence[0]!
      }
    } else if (code === 256) {
      codeLength = 9
      nextCode = 258
      sequenceLength = 0
      continue
    } else {
      break // 257: end of data
    }
    if (hasPrev) {
      prevCodes[nextCode] = prevCode
      lengths[nextCode] = lengths[prevCode]! + 1
      values[nextCode] = sequence[0]!
      nextCode++
      // the same expression as pdf.js, floating-point rounding included
      codeLength =
        (nextCode + earlyChange) & (nextCode + earlyChange - 1)
          ? codeLength
          : Math.min(Math.log(nextCode + earlyChange) / 0.6931471805599453 + 1, 12) | 0
    }
    prevCode = code
    reserve(sequenceLength)
    // past the 4096-byte sequence buffer pdf.js reads undefined, stored as 0
    for (let j = 0; j < sequenceLength; j++) out[outLength++] = sequence[j] ?? 0
  }
  return out.subarray(0, outLength)
}
