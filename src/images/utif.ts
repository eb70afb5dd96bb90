/**
 * @module images/utif
 * The ONLY importer of utif2 (UTIF.js: pure JavaScript, so it runs in a browser, which decodes no TIFF
 * itself). Decodes every page of a TIFF — uncompressed, PackBits, LZW, Deflate, CCITT G3/G4 (fax scans),
 * JPEG — into 8-bit RGBA, with the density its XResolution/ResolutionUnit tags declare.
 */
import UTIF from 'utif2'
import { DocumentError } from '../errors.js'

export interface TiffPage {
  width: number
  height: number
  rgba: Uint8Array
  /** Pixels per inch, rounded, when the file declares it. */
  dpi?: number
}

function tagNumber(ifd: Record<string, unknown>, tag: string): number | undefined {
  const value = ifd[tag]
  const first = Array.isArray(value) ? value[0] : typeof value === 'number' ? value : undefined
  return typeof first === 'number' && Number.isFinite(first) ? first : undefined
}

/** XResolution (282) per ResolutionUnit (296: 2 inch, the default; 3 centimetre; 1 none). */
function densityOf(ifd: Record<string, unknown>): number | undefined {
  const resolution = tagNumber(ifd, 't282')
  const unit = tagNumber(ifd, 't296') ?? 2
  if (resolution === undefined || resolution <= 0 || unit === 1) return undefined
  return Math.round(unit === 3 ? resolution * 2.54 : resolution)
}

/** The pages of a TIFF (at most `maxPages`). Throws DocumentError when the file cannot be decoded. */
export function decodeTiff(bytes: Uint8Array, maxPages = Number.POSITIVE_INFINITY): TiffPage[] {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  try {
    const ifds = UTIF.decode(buffer).filter((ifd) => tagNumber(ifd, 't256') !== undefined && tagNumber(ifd, 't257') !== undefined)
    if (ifds.length === 0) throw new Error('no image in the file')
    return ifds.slice(0, maxPages).map((ifd) => {
      UTIF.decodeImage(buffer, ifd)
      const dpi = densityOf(ifd)
      return { width: ifd.width, height: ifd.height, rgba: UTIF.toRGBA8(ifd), ...(dpi !== undefined ? { dpi } : {}) }
    })
  } catch (error) {
    throw new DocumentError(`The TIFF image cannot be decoded: ${(error as Error)?.message ?? String(error)}`, { cause: error })
  }
}
