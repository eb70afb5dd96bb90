import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BinaryCMapFormatError, decodeBinaryCMap, extendBinaryCMap } from '../../../src/pdf/reader/binary-cmap.js'

/** A predefined CMap shipped by pdfjs-dist (an installed package, not the corpus). */
const installed = (name: string): Uint8Array => readFileSync(new URL(`../../../node_modules/pdfjs-dist/cmaps/${name}.bcmap`, import.meta.url))

/** Hand-packed records (pdf.js's cmapscompress format), each named by what it declares. */
const records: [what: string, bytes: number[]][] = [
  ['header: horizontal', [0x00]],
  ['codespace, 2-byte codes, 1 range: 8140 + 7868 = 9FFC', [0x01, 0x01, 0x81, 0x40, 0xbd, 0x3c]],
  ['cidchar ×2: 8140 → 633; 8140 + 1 + 2 = 8143 → 634 + 66 = 700', [0x41, 0x02, 0x81, 0x40, 0x84, 0x79, 0x02, 0x81, 0x04]],
  ['cidrange, 1-byte codes: 20…7E → 231…', [0x60, 0x01, 0x20, 0x5e, 0x81, 0x67]],
  ['bfrange to 2-byte strings: 22…24 → "\\0A", "\\0B", "\\0C"', [0xa1, 0x01, 0x00, 0x22, 0x02, 0x00, 0x41]],
  ['comment "hi"', [0xe0, 0x02, 0x68, 0x69]],
  ['usecmap H', [0xe1, 0x01, 0x48]],
]
const handMade = Uint8Array.from(records.flatMap(([, bytes]) => bytes))

describe('decodeBinaryCMap', () => {
  it('reads codespace ranges, cid chars with stored and implied code steps, cid ranges, bf ranges and the usecmap name', () => {
    const cmap = decodeBinaryCMap(handMade)
    expect(cmap.vertical).toBe(false)
    expect(cmap.useCMap).toBe('H')
    expect(cmap.codespaces).toEqual([{ bytes: 2, low: 0x8140, high: 0x9ffc }])
    expect(cmap.map.get(0x8140)).toBe(633)
    expect(cmap.map.has(0x8141)).toBe(false)
    expect(cmap.map.get(0x8143)).toBe(700)
    expect(cmap.map.get(0x20)).toBe(231)
    expect(cmap.map.get(0x41)).toBe(264)
    expect(cmap.map.get(0x7e)).toBe(325)
    expect(cmap.map.has(0x7f)).toBe(false)
    expect([0x22, 0x23, 0x24].map((c) => cmap.map.get(c))).toEqual(['\0A', '\0B', '\0C'])
  })

  it('reads the vertical flag from the header byte', () => {
    expect(decodeBinaryCMap(Uint8Array.of(0x01)).vertical).toBe(true)
  })

  it('says the data is truncated when it ends inside a record', () => {
    expect(() => decodeBinaryCMap(handMade.subarray(0, 10))).toThrow(BinaryCMapFormatError)
    expect(() => decodeBinaryCMap(new Uint8Array(0))).toThrow(/empty/)
  })

  it('decodes the shipped 90ms-RKSJ-H: Shift-JIS codespaces, half-width roman at CID 231, the ideographic space at CID 633', () => {
    const cmap = decodeBinaryCMap(installed('90ms-RKSJ-H'))
    expect(cmap.useCMap).toBeNull()
    expect(cmap.codespaces).toEqual([
      { bytes: 1, low: 0x00, high: 0x80 },
      { bytes: 2, low: 0x8140, high: 0x9ffc },
      { bytes: 1, low: 0xa0, high: 0xdf },
      { bytes: 2, low: 0xe040, high: 0xfcfc },
    ])
    expect(cmap.map.get(0x41)).toBe(264)
    expect(cmap.map.get(0x8140)).toBe(633)
  })

  it('decodes the shipped Adobe-Japan1-UCS2: a CID to its UTF-16BE text as byte characters', () => {
    const cmap = decodeBinaryCMap(installed('Adobe-Japan1-UCS2'))
    expect(cmap.map.get(34)).toBe('\0A')
    expect(cmap.map.get(633)).toBe('\x30\0')
  })
})

describe('extendBinaryCMap', () => {
  it("takes the parent's codespaces when the CMap declares none and the parent's entries it lacks, its own entries winning", () => {
    const parent = decodeBinaryCMap(installed('UniJIS-UCS2-H'))
    const child = decodeBinaryCMap(installed('UniJIS-UCS2-HW-H'))
    expect(child.useCMap).toBe('UniJIS-UCS2-H')
    expect(child.codespaces).toEqual([])
    const merged = extendBinaryCMap(child, parent)
    expect(merged.useCMap).toBeNull()
    expect(merged.codespaces).toEqual(parent.codespaces)
    expect(merged.map.get(0x41)).toBe(child.map.get(0x41))
    expect(merged.map.get(0x41)).not.toBe(parent.map.get(0x41))
    expect(merged.map.get(0x3000)).toBe(633)
  })
})
