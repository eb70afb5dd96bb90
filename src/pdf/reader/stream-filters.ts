/**
 * @module pdf/reader/stream-filters
 * A stream's /Filter chain applied to its raw bytes, as pdf.js 5's `Parser.makeFilter` chains them: the
 * text filters (Flate, LZW, ASCIIHex, ASCII85, RunLength, with their abbreviations) and the PNG and TIFF
 * predictors of /DecodeParms for Flate and LZW. A /Crypt filter passes the data through (the file
 * decrypted it already, ./pdf-file.ts). Image filters (DCT, JPX, CCITTFax, JBIG2) and
 * names pdf.js does not know are `UnsupportedPdfError`: the text-layer reader never needs image data, and
 * for anything else pdf.js does the work.
 */
import { ascii85Decode } from './ascii85-decode.js'
import { asciiHexDecode } from './ascii-hex-decode.js'
import { flateDecode } from './flate-decode.js'
import type { FlateOptions } from './flate-decode.js'
import { lzwDecode } from './lzw-decode.js'
import { applyPredictor } from './predictors.js'
import { type PdfDict, type PdfObject, UnsupportedPdfError, isDict } from './pdf-objects.js'
import { runLengthDecode } from './run-length-decode.js'

const FILTER_NAMES: Readonly<Record<string, string>> = {
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
  Crypt: 'Crypt',
}

/**
 * Applies the /Filter chain of `dict` to `raw`; `resolve` turns indirect references into objects. With
 * `keepTruncated`, a Flate stream cut inside a compressed block gives what was decoded before the cut.
 */
export function decodeStream(
  raw: Uint8Array,
  dict: PdfDict,
  resolve: (o: PdfObject | undefined) => PdfObject,
  options: FlateOptions = {},
): Uint8Array {
  const filter = resolve(dict.get('Filter') ?? dict.get('F'))
  if (filter === null || filter === undefined) return raw
  const filters = Array.isArray(filter) ? filter.map((f) => resolve(f)) : [filter]
  const parms = resolve(dict.get('DecodeParms') ?? dict.get('DP'))
  let data = raw
  filters.forEach((name, i) => {
    const p = Array.isArray(parms) ? resolve(parms[i]) : parms
    data = applyFilter(data, name, isDict(p) ? p : null, resolve, options)
  })
  return data
}

function applyFilter(
  data: Uint8Array,
  name: PdfObject,
  parms: PdfDict | null,
  resolve: (o: PdfObject | undefined) => PdfObject,
  options: FlateOptions,
): Uint8Array {
  const known = typeof name === 'string' ? FILTER_NAMES[name] : undefined
  if (known === undefined) throw new UnsupportedPdfError(`The stream filter ${String(name)} is not read by the text-layer reader.`)
  const num = (key: string, fallback: number): number => {
    const v = parms === null ? undefined : resolve(parms.get(key))
    return typeof v === 'number' ? v : fallback
  }
  switch (known) {
    case 'FlateDecode':
      return withPredictor(flateDecode(data, options), parms, num)
    case 'LZWDecode':
      return withPredictor(lzwDecode(data, num('EarlyChange', 1)), parms, num)
    case 'ASCIIHexDecode':
      return asciiHexDecode(data)
    case 'ASCII85Decode':
      return ascii85Decode(data)
    case 'Crypt':
      return data
    default:
      return runLengthDecode(data)
  }
}

function withPredictor(data: Uint8Array, parms: PdfDict | null, num: (key: string, fallback: number) => number): Uint8Array {
  if (parms === null) return data
  const predictor = num('Predictor', 1)
  if (predictor <= 1) return data
  return applyPredictor(data, {
    predictor,
    colors: num('Colors', 1),
    bitsPerComponent: num('BitsPerComponent', 8),
    columns: num('Columns', 1),
  })
}
