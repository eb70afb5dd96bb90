/**
 * @module scripts/hostile/multi-page-tiff
 * Little-endian TIFFs of uncompressed grayscale pages (one IFD per page, chained), as a scanner's multi-page
 * output is, written by hand so any page count is cheap to make.
 */

export interface TiffPage {
  width: number
  height: number
  /** `width * height` gray levels, row by row. */
  gray: Uint8Array
}

/** A TIFF holding `pages` in order, each at its own size. */
export function tiffOfPages(pages: readonly TiffPage[]): Uint8Array {
  const ifdSize = 2 + 9 * 12 + 4
  const out = new Uint8Array(8 + pages.reduce((sum, page) => sum + ifdSize + page.width * page.height, 0))
  const view = new DataView(out.buffer)
  out.set([0x49, 0x49, 42, 0])
  view.setUint32(4, 8, true)
  let ifd = 8
  pages.forEach(({ width, height, gray }, p) => {
    const pixels = width * height
    const data = ifd + ifdSize
    const entries: [number, number, number][] = [
      [256, 3, width], // ImageWidth
      [257, 3, height], // ImageLength
      [258, 3, 8], // BitsPerSample
      [259, 3, 1], // Compression: none
      [262, 3, 1], // Photometric: black is zero
      [273, 4, data], // StripOffsets
      [277, 3, 1], // SamplesPerPixel
      [278, 3, height], // RowsPerStrip
      [279, 4, pixels], // StripByteCounts
    ]
    view.setUint16(ifd, entries.length, true)
    entries.forEach(([tag, type, value], i) => {
      const e = ifd + 2 + i * 12
      view.setUint16(e, tag, true)
      view.setUint16(e + 2, type, true)
      view.setUint32(e + 4, 1, true)
      if (type === 3) view.setUint16(e + 8, value, true)
      else view.setUint32(e + 8, value, true)
    })
    const next = data + pixels
    view.setUint32(ifd + 2 + entries.length * 12, p + 1 < pages.length ? next : 0, true)
    out.set(gray.subarray(0, pixels), data)
    ifd = next
  })
  return out
}

/** `pages` tiny pages of one gray level each (128 + page % 100). */
export function multiPageTiff(pages: number, width = 8, height = 8): Uint8Array {
  return tiffOfPages(Array.from({ length: pages }, (_, p) => ({ width, height, gray: new Uint8Array(width * height).fill(128 + (p % 100)) })))
}
