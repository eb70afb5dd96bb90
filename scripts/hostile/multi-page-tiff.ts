/**
 * @module scripts/hostile/multi-page-tiff
 * A little-endian TIFF of `pages` tiny uncompressed grayscale pages (one IFD per page, chained), as a
 * scanner's multi-page output is, written by hand so any page count is cheap to make.
 */

export function multiPageTiff(pages: number, width = 8, height = 8): Uint8Array {
  const pixels = width * height
  const ifdSize = 2 + 9 * 12 + 4
  const pageSize = ifdSize + pixels
  const out = new Uint8Array(8 + pages * pageSize)
  const view = new DataView(out.buffer)
  out.set([0x49, 0x49, 42, 0])
  view.setUint32(4, 8, true)
  for (let p = 0; p < pages; p++) {
    const ifd = 8 + p * pageSize
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
    view.setUint32(ifd + 2 + entries.length * 12, p + 1 < pages ? ifd + pageSize : 0, true)
    out.fill(128 + (p % 100), data, data + pixels)
  }
  return out
}
