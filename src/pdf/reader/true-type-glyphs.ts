/**
 * @module pdf/reader/true-type-glyphs
 * What an embedded TrueType program (/FontFile2) says about its glyphs, for fonts whose codes are not
 * Unicode and that have no usable /ToUnicode: its character maps ('cmap' subtables, formats 0, 4, 6 and
 * 12, code → glyph id) and the glyph names of its 'post' table (formats 1 and 2). poppler and pdfminer.six
 * decode such fonts through these (a symbolic font's (3,0) map takes the code to a glyph whose name the
 * Adobe Glyph List reads; a CID font's glyph is named by inverting the (3,1) Unicode map); pdf.js shows the
 * code itself ("3HQ" for "Pen" when the codes are glyph ids in the Macintosh order). A damaged table
 * yields nothing rather than an error: the caller then falls back as before.
 */
import { MAC_GLYPH_ORDER } from './mac-glyph-order-data.js'

export interface TrueTypeGlyphs {
  /** Character maps by "platform,encoding" ("3,0", "3,1", "1,0", …): code → glyph id. */
  cmaps: Map<string, Map<number, number>>
  /** Glyph id → name from the 'post' table; empty when it has none (format 3) or cannot be read. */
  names: string[]
  /**
   * Whether the 'name' table's records that pdfjs reads (format 0; Macintosh 1/0/0 and Windows 3/1/0x409
   * ones) are all Windows records, and there is one (pdfjs fonts.js readNameTable, adjustTrueTypeToUnicode);
   * null when the program has no 'name' table.
   */
  windowsNamesOnly: boolean | null
}

/** Reads the 'cmap' and 'post' tables of a TrueType (or TrueType-flavoured OpenType) font program. */
export function trueTypeGlyphs(data: Uint8Array): TrueTypeGlyphs {
  const out: TrueTypeGlyphs = { cmaps: new Map(), names: [], windowsNamesOnly: null }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u16 = (p: number): number => (p + 2 <= data.length ? view.getUint16(p) : 0)
  const u32 = (p: number): number => (p + 4 <= data.length ? view.getUint32(p) : 0)
  const tables = new Map<string, number>()
  const lengths = new Map<string, number>()
  const count = u16(4)
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16
    if (rec + 16 > data.length) break
    const tag = String.fromCharCode(data[rec]!, data[rec + 1]!, data[rec + 2]!, data[rec + 3]!)
    tables.set(tag, u32(rec + 8))
    lengths.set(tag, u32(rec + 12))
  }
  const cmap = tables.get('cmap')
  if (cmap !== undefined) {
    const n = u16(cmap + 2)
    for (let i = 0; i < n; i++) {
      const rec = cmap + 4 + i * 8
      const key = `${u16(rec)},${u16(rec + 2)}`
      if (out.cmaps.has(key)) continue
      const map = readSubtable(cmap + u32(rec + 4), u16, u32, data.length)
      if (map.size > 0) out.cmaps.set(key, map)
    }
  }
  const post = tables.get('post')
  if (post !== undefined) out.names = postNames(data, post, u16, u32)
  const name = tables.get('name')
  if (name !== undefined) out.windowsNamesOnly = windowsNamesOnly(name, lengths.get('name')!, u16)
  return out
}

/** pdfjs readNameTable's records: format 0, records while they fit in the table, Macintosh and Windows ones kept. */
function windowsNamesOnly(p: number, length: number, u16: (p: number) => number): boolean {
  if (u16(p) !== 0 || length < 6) return false
  const end = p + length
  let windows = 0
  for (let i = 0, q = p + 6; i < u16(p + 2) && q + 12 <= end; i++, q += 12) {
    const [platform, encoding, language] = [u16(q), u16(q + 2), u16(q + 4)]
    if (platform === 1 && encoding === 0 && language === 0) return false
    if (platform === 3 && encoding === 1 && language === 0x409) windows++
  }
  return windows > 0
}

function readSubtable(p: number, u16: (p: number) => number, u32: (p: number) => number, length: number): Map<number, number> {
  const map = new Map<number, number>()
  const format = u16(p)
  if (format === 0) {
    for (let c = 0; c < 256 && p + 6 + c < length; c++) map.set(c, u16(p + 6 + c - 1) & 0xff)
  } else if (format === 4) {
    const segs = u16(p + 6) >> 1
    const ends = p + 14
    const starts = ends + segs * 2 + 2
    const deltas = starts + segs * 2
    const offsets = deltas + segs * 2
    for (let s = 0; s < segs; s++) {
      const end = u16(ends + s * 2)
      const start = u16(starts + s * 2)
      const delta = u16(deltas + s * 2)
      const offset = u16(offsets + s * 2)
      if (start > end || end - start > 0xffff) continue
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let gid: number
        if (offset === 0) gid = (c + delta) & 0xffff
        else {
          const at = offsets + s * 2 + offset + (c - start) * 2
          if (at + 2 > length) break
          gid = u16(at)
          if (gid !== 0) gid = (gid + delta) & 0xffff
        }
        if (gid !== 0) map.set(c, gid)
      }
    }
  } else if (format === 6) {
    const first = u16(p + 6)
    const n = u16(p + 8)
    for (let i = 0; i < n && p + 10 + i * 2 + 2 <= length; i++) {
      const gid = u16(p + 10 + i * 2)
      if (gid !== 0) map.set(first + i, gid)
    }
  } else if (format === 12) {
    const groups = u32(p + 12)
    for (let g = 0; g < groups && p + 16 + g * 12 + 12 <= length; g++) {
      const rec = p + 16 + g * 12
      const start = u32(rec)
      const end = u32(rec + 4)
      const gid = u32(rec + 8)
      if (end < start || end - start > 0x10000) continue
      for (let c = start; c <= end; c++) map.set(c, gid + c - start)
    }
  }
  return map
}

/** 'post' glyph names: format 1 is the Macintosh order itself, format 2 indexes it and its own Pascal strings. */
function postNames(data: Uint8Array, p: number, u16: (p: number) => number, u32: (p: number) => number): string[] {
  const version = u32(p)
  if (version === 0x00010000) return [...MAC_GLYPH_ORDER]
  if (version !== 0x00020000) return []
  const n = u16(p + 32)
  const indexes: number[] = []
  for (let i = 0; i < n; i++) indexes.push(u16(p + 34 + i * 2))
  const own: string[] = []
  let q = p + 34 + n * 2
  while (q < data.length && own.length < n) {
    const len = data[q]!
    own.push(String.fromCharCode(...data.subarray(q + 1, q + 1 + len)))
    q += 1 + len
  }
  return indexes.map((i) => (i < 258 ? MAC_GLYPH_ORDER[i]! : (own[i - 258] ?? '')))
}
