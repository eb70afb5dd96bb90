/**
 * @module images/decode-bmp
 * A Windows bitmap → raw RGB pixels (libvips, and so sharp, has no BMP reader). Reads the BITMAPINFOHEADER
 * family (40–124-byte headers) with 1, 4, 8, 16, 24 or 32 bits per pixel, uncompressed or BI_BITFIELDS, and
 * RLE4/RLE8 compression; bottom-up and top-down rows. The OS/2 12-byte header is read too. Anything else is
 * a clear error.
 */
import { DocumentError } from '../errors.js'

export interface RawImage {
  width: number
  height: number
  /** Row-major RGB, 3 bytes per pixel, top row first. */
  rgb: Uint8Array
}

function fail(why: string): never {
  throw new DocumentError(`The BMP image cannot be read: ${why}. Convert it to PNG and try again.`)
}

export function decodeBmp(bytes: Uint8Array): RawImage {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) fail('it does not start with "BM"')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const dataOffset = view.getUint32(10, true)
  const headerSize = view.getUint32(14, true)
  let width: number
  let rawHeight: number
  let bpp: number
  let compression = 0
  let colorsUsed = 0
  if (headerSize === 12) {
    width = view.getUint16(18, true)
    rawHeight = view.getInt16(20, true)
    bpp = view.getUint16(24, true)
  } else {
    if (headerSize < 40 || bytes.length < 14 + 40) fail(`unknown header size ${headerSize}`)
    width = view.getInt32(18, true)
    rawHeight = view.getInt32(22, true)
    bpp = view.getUint16(28, true)
    compression = view.getUint32(30, true)
    colorsUsed = view.getUint32(46, true)
  }
  const topDown = rawHeight < 0
  const height = Math.abs(rawHeight)
  if (width <= 0 || height <= 0 || width * height > 400_000_000) fail(`bad size ${width}×${height}`)
  const paletteEntry = headerSize === 12 ? 3 : 4
  const paletteSize = bpp <= 8 ? colorsUsed || 1 << bpp : 0
  const palette: [number, number, number][] = []
  for (let i = 0; i < paletteSize; i++) {
    const at = 14 + headerSize + i * paletteEntry
    if (at + 2 >= bytes.length) break
    palette.push([bytes[at + 2]!, bytes[at + 1]!, bytes[at]!])
  }
  // Channel masks: BI_BITFIELDS (3) / BI_ALPHABITFIELDS (6) give them after a 40-byte header or inside a larger one.
  let masks: [number, number, number] = bpp === 16 ? [0x7c00, 0x03e0, 0x001f] : [0xff0000, 0x00ff00, 0x0000ff]
  if (compression === 3 || compression === 6) {
    const at = 14 + 40
    masks = [view.getUint32(at, true), view.getUint32(at + 4, true), view.getUint32(at + 8, true)]
  } else if (compression !== 0 && compression !== 1 && compression !== 2) {
    fail(`compression ${compression} (JPEG/PNG inside BMP) is not supported`)
  }
  const rgb = new Uint8Array(width * height * 3)
  const put = (x: number, row: number, c: [number, number, number] | undefined): void => {
    if (c === undefined || x >= width || row >= height) return
    const y = topDown ? row : height - 1 - row
    const o = (y * width + x) * 3
    rgb[o] = c[0]
    rgb[o + 1] = c[1]
    rgb[o + 2] = c[2]
  }
  if (compression === 1 || compression === 2) {
    decodeRle(bytes, dataOffset, compression === 2 ? 4 : 8, (x, row, index) => put(x, row, palette[index]))
    return { width, height, rgb }
  }
  const stride = Math.ceil((width * bpp) / 32) * 4
  if (dataOffset + stride * (height - 1) > bytes.length) fail('the pixel data is truncated')
  const channel = (value: number, mask: number): number => {
    if (mask === 0) return 0
    const shift = 31 - Math.clz32(mask & -mask)
    const max = mask >>> shift
    return Math.round((((value & mask) >>> shift) * 255) / max)
  }
  for (let row = 0; row < height; row++) {
    const start = dataOffset + row * stride
    for (let x = 0; x < width; x++) {
      if (bpp <= 8) {
        const bit = x * bpp
        const byte = bytes[start + (bit >> 3)] ?? 0
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1)
        put(x, row, palette[index])
      } else if (bpp === 24) {
        const o = start + x * 3
        put(x, row, [bytes[o + 2] ?? 0, bytes[o + 1] ?? 0, bytes[o] ?? 0])
      } else if (bpp === 16 || bpp === 32) {
        const o = start + x * (bpp / 8)
        if (o + bpp / 8 > bytes.length) continue
        const value = bpp === 16 ? view.getUint16(o, true) : view.getUint32(o, true)
        put(x, row, [channel(value, masks[0]), channel(value, masks[1]), channel(value, masks[2])])
      } else {
        fail(`${bpp} bits per pixel is not supported`)
      }
    }
  }
  return { width, height, rgb }
}

/** RLE8 / RLE4 (rows bottom-up as stored): runs, absolute runs, end of line, end of bitmap, delta. */
function decodeRle(bytes: Uint8Array, start: number, bits: 4 | 8, put: (x: number, row: number, index: number) => void): void {
  let i = start
  let x = 0
  let row = 0
  const nibbles = (byte: number, n: number): number => (bits === 8 ? byte : n % 2 === 0 ? byte >> 4 : byte & 15)
  while (i + 1 < bytes.length) {
    const count = bytes[i]!
    const value = bytes[i + 1]!
    i += 2
    if (count > 0) {
      for (let n = 0; n < count; n++) put(x++, row, nibbles(value, n))
    } else if (value === 0) {
      x = 0
      row++
    } else if (value === 1) {
      return
    } else if (value === 2) {
      x += bytes[i] ?? 0
      row += bytes[i + 1] ?? 0
      i += 2
    } else {
      const length = bits === 8 ? value : Math.ceil(value / 2)
      for (let n = 0; n < value; n++) put(x++, row, nibbles(bytes[i + (bits === 8 ? n : n >> 1)] ?? 0, n))
      i += length + (length % 2)
    }
  }
}
