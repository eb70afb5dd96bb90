/**
 * @module pdf/reader/run-length-decode
 * /RunLengthDecode (ISO 32000-1 §7.4.5) exactly as pdf.js 5's `RunLengthStream` (src/core/run_length_stream.js)
 * decodes it: a length byte n < 128 copies the next n + 1 bytes (fewer if the data ends), n > 128 repeats
 * the next byte 257 − n times, 128 ends the data, and so does a length byte with no byte after it.
 */
import { concatBytes } from '../../containers/concat-bytes.js'

export function runLengthDecode(data: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = []
  let total = 0
  let p = 0
  while (p + 1 < data.length && data[p] !== 128) {
    const n = data[p]!
    if (n < 128) {
      const run = data.subarray(p + 1, p + n + 2)
      chunks.push(run)
      total += run.length
      p += n + 2
    } else {
      const run = new Uint8Array(257 - n).fill(data[p + 1]!)
      chunks.push(run)
      total += run.length
      p += 2
    }
  }
  return concatBytes(chunks, total)
}
