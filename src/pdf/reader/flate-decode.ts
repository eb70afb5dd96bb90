/**
 * @module pdf/reader/flate-decode
 * /FlateDecode as pdf.js 5 decodes it (`FlateStream`, src/core/flate_stream.js). pdf.js checks the two
 * zlib header bytes itself and, when they are wrong (fewer than two bytes, a method other than 8, a bad
 * FCHECK, a preset dictionary), `Parser.makeFilter` swaps the stream for an empty one: no raw DEFLATE
 * without a header is accepted. It inflates valid data with the platform's `DecompressionStream`, and
 * anything that fails there (a bad or missing Adler-32 checksum, a cut-off stream, a window size above
 * 32K) with its own inflater, which ignores the checksum and whatever follows the final block and, when
 * the data runs out, keeps the complete blocks, a partial stored block, and ends quietly only if the
 * data ran out in a stored block or before the next block's 3-bit header. Everything else (a stream cut
 * inside a compressed block, corrupt codes) makes pdf.js fail while its consumer reads: this reader then
 * throws `UnsupportedPdfError` and pdf.js does it, unless the caller asks to keep what came before the cut.
 */
import { DecompressionLimitError, inflateRawPartial } from '../../containers/inflate.js'
import { DocumentError } from '../../errors.js'
import { UnsupportedPdfError } from './pdf-objects.js'

const EMPTY = new Uint8Array(0)

export interface FlateOptions {
  /**
   * Keep what was decoded of a stream cut inside a compressed block instead of giving the stream to pdf.js
   * (which fails on it): poppler and pdfminer.six keep it. Used for /ToUnicode maps, where the bfchar and
   * bfrange entries before the cut still name their glyphs (issue11549_reduced.pdf).
   */
  keepTruncated?: boolean
  /** Stop with a `DecompressionLimitError` once the output would pass this many bytes (default: inflate's 1 GiB). */
  maxOutputBytes?: number
}

export function flateDecode(data: Uint8Array, options: FlateOptions = {}): Uint8Array {
  if (data.length < 2) return EMPTY
  const cmf = data[0]!
  const flg = data[1]!
  if ((cmf & 0x0f) !== 0x08 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return EMPTY
  const body = data.subarray(2)
  let result
  try {
    result = inflateRawPartial(body, { label: 'FlateDecode stream', maxOutputBytes: options.maxOutputBytes })
  } catch (error) {
    if (error instanceof DecompressionLimitError || !(error instanceof DocumentError)) throw error
    throw new UnsupportedPdfError(`${error.message} pdf.js decodes such data its own way.`, { cause: error })
  }
  if (result.complete) return result.data
  // the input ended: what pdf.js's FlateStream.readBlock does with the unfinished block
  const { inputBit } = result.lastBoundary
  const bitsLeft = body.length * 8 - inputBit
  if (bitsLeft < 3) return result.data.subarray(0, result.lastBoundary.output)
  const header = (body[inputBit >> 3]! | ((body[(inputBit >> 3) + 1] ?? 0) << 8)) >> (inputBit & 7)
  if (((header >> 1) & 3) === 0) return result.data // a stored block: pdf.js keeps what is there
  if (options.keepTruncated === true) return result.data
  throw new UnsupportedPdfError('The FlateDecode stream ends inside a compressed block; pdf.js stops reading it with an error.')
}
