/**
 * @module pdf/reader/predictors
 * The /DecodeParms predictors of Flate and LZW streams (ISO 32000-1 §7.4.4.4) as pdf.js 5's
 * `PredictorStream` undoes them: TIFF predictor 2 for 8-bit components, PNG predictors 10–15 with a
 * filter-type byte per row (None, Sub, Up, Average, Paeth). What pdf.js handles in ways this reader does
 * not reproduce (TIFF at other bit depths, a last row cut short, an unknown row filter) is
 * `UnsupportedPdfError`, so pdf.js reads that file.
 */
import { UnsupportedPdfError } from './pdf-objects.js'

export interface PredictorParams {
  predictor: number
  colors: number
  bitsPerComponent: number
  columns: number
}

export function applyPredictor(data: Uint8Array, params: PredictorParams): Uint8Array {
  const { predictor, colors, bitsPerComponent: bits, columns } = params
  if (predictor !== 2 && (predictor < 10 || predictor > 15)) throw new UnsupportedPdfError(`Unsupported predictor ${predictor}.`)
  const pixBytes = (colors * bits + 7) >> 3
  const rowBytes = (columns * colors * bits + 7) >> 3
  if (rowBytes <= 0 || pixBytes <= 0) throw new UnsupportedPdfError('A predictor with no bytes per row.')
  return predictor === 2 ? tiff(data, rowBytes, colors, bits) : png(data, rowBytes, pixBytes)
}

function tiff(data: Uint8Array, rowBytes: number, colors: number, bits: number): Uint8Array {
  if (bits !== 8 || data.length % rowBytes !== 0) throw new UnsupportedPdfError('A TIFF predictor the text-layer reader does not undo.')
  const out = new Uint8Array(data.length)
  for (let row = 0; row < data.length; row += rowBytes) {
    for (let i = 0; i < rowBytes; i++) {
      const v = data[row + i]!
      out[row + i] = i < colors ? v : (out[row + i - colors]! + v) & 0xff
    }
  }
  return out
}

function png(data: Uint8Array, rowBytes: number, pixBytes: number): Uint8Array {
  const stride = rowBytes + 1
  if (data.length % stride !== 0) throw new UnsupportedPdfError('A PNG-predicted stream ends inside a row.')
  const rows = data.length / stride
  const out = new Uint8Array(rows * rowBytes)
  const zeros = new Uint8Array(rowBytes)
  for (let r = 0; r < rows; r++) {
    const type = data[r * stride]!
    const src = r * stride + 1
    const dst = r * rowBytes
    const prev = r === 0 ? zeros : out.subarray(dst - rowBytes, dst)
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[src + i]!
      const left = i >= pixBytes ? out[dst + i - pixBytes]! : 0
      const up = prev[i]!
      let v: number
      switch (type) {
        case 0:
          v = raw
          break
        case 1:
          v = left + raw
          break
        case 2:
          v = up + raw
          break
        case 3:
          v = ((up + left) >> 1) + raw
          break
        case 4: {
          const upLeft = i >= pixBytes ? prev[i - pixBytes]! : 0
          const p = left + up - upLeft
          const pa = Math.abs(p - left)
          const pb = Math.abs(p - up)
          const pc = Math.abs(p - upLeft)
          v = (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft) + raw
          break
        }
        default:
          throw new UnsupportedPdfError(`Unsupported PNG predictor row filter ${type}.`)
      }
      out[dst + i] = v & 0xff
    }
  }
  return out
}
