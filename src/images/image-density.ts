/**
 * @module images/image-density
 * The pixel density a PNG or JPEG file declares, in dots per inch, read from its header bytes as libvips
 * (sharp) reads it, so a browser decodes the same `dpi` as Node: the EXIF XResolution/ResolutionUnit (PNG eXIf
 * chunk, JPEG APP1), else PNG's pHYs chunk (pixels per metre) or JPEG's JFIF APP0 density, else libvips's
 * default of 72. Rounded to a whole number, as sharp reports it.
 */

const readU16 = (b: Uint8Array, at: number, little: boolean): number => (little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!)
const readU32 = (b: Uint8Array, at: number, little: boolean): number =>
  little
    ? (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 2 ** 24
    : b[at]! * 2 ** 24 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)

/** XResolution per ResolutionUnit from an EXIF block (`tiff` starts at its byte-order mark). */
function exifDensity(b: Uint8Array, tiff: number, end: number): number | undefined {
  const little = b[tiff] === 0x49
  const ifd = tiff + readU32(b, tiff + 4, little)
  if (ifd + 2 > end) return undefined
  let resolution: number | undefined
  let unit = 2
  const count = readU16(b, ifd, little)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > end) break
    const tag = readU16(b, entry, little)
    if (tag === 0x011a) {
      const at = tiff + readU32(b, entry + 8, little)
      if (at + 8 <= end) {
        const denominator = readU32(b, at + 4, little)
        if (denominator > 0) resolution = readU32(b, at, little) / denominator
      }
    } else if (tag === 0x0128) {
      unit = readU16(b, entry + 8, little)
    }
  }
  if (resolution === undefined || resolution <= 0 || unit === 1) return undefined
  return unit === 3 ? resolution * 2.54 : resolution
}

function pngDensity(b: Uint8Array): number | undefined {
  let physical: number | undefined
  let exif: number | undefined
  for (let at = 8; at + 12 <= b.length;) {
    const length = readU32(b, at, false)
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!)
    if (type === 'pHYs' && length >= 9 && at + 17 <= b.length) {
      const perMetre = readU32(b, at + 8, false)
      if (b[at + 16] === 1 && perMetre > 0) physical = perMetre * 0.0254
    } else if (type === 'eXIf' && at + 8 + length <= b.length) {
      exif = exifDensity(b, at + 8, at + 8 + length)
    } else if (type === 'IEND') {
      break
    }
    at += 12 + length
  }
  return exif ?? physical
}

function jpegDensity(b: Uint8Array): number | undefined {
  let jfif: number | undefined
  let exif: number | undefined
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff;) {
    const marker = b[at + 1]!
    if (marker === 0xda || marker === 0xd9) break
    const length = readU16(b, at + 2, false)
    const body = at + 4
    if (marker === 0xe0 && String.fromCharCode(...b.subarray(body, body + 5)) === 'JFIF\0' && body + 12 <= b.length) {
      const units = b[body + 7]!
      const x = readU16(b, body + 8, false)
      if (x > 0 && units === 1) jfif = x
      else if (x > 0 && units === 2) jfif = x * 2.54
    } else if (marker === 0xe1 && String.fromCharCode(...b.subarray(body, body + 6)) === 'Exif\0\0') {
      exif = exifDensity(b, body + 6, Math.min(b.length, at + 2 + length))
    }
    at += 2 + length
  }
  return exif ?? jfif
}

/** What libvips gives a PNG or JPEG that declares no resolution (a JFIF aspect ratio, no pHYs): 72 DPI. */
const LIBVIPS_DEFAULT_DPI = 72

/**
 * The density of a PNG or JPEG file in dots per inch, rounded, as sharp reports it: the declared one, 72 when
 * none is declared (libvips's default), undefined when it is at most 25.4 (1 pixel per millimetre, which
 * sharp does not report) or the file is another kind.
 */
export function imageDensity(bytes: Uint8Array, kind: string): number | undefined {
  if (kind !== 'png' && kind !== 'jpg') return undefined
  const density = (kind === 'png' ? pngDensity(bytes) : jpegDensity(bytes)) ?? LIBVIPS_DEFAULT_DPI
  return density <= 25.4 ? undefined : Math.round(density)
}
