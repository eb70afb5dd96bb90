import { describe, expect, it } from 'vitest'
import { cffFontPdf, cffProgram } from '../../../fixtures/pdf/cff-font-pdf.js'
import type { CffProgramSpec } from '../../../fixtures/pdf/cff-font-pdf.js'
import { cffBuiltInEncoding } from '../../../src/pdf/reader/cff-builtin-encoding.js'
import { UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { pdfjsPages } from './pdfjs-pages.js'

/** Glyphs with standard names (consecutive SIDs: A B C), a custom name, and a ligature. */
const GLYPHS = ['A', 'B', 'C', 'Gamma', 'ff', 'b'] as const
const CODES = [0x41, 0x42, 0x43, 0x00, 0x0b, 0x62]

/** The offset operand of Top DICT operator `op` in a program of the fixture (which writes offsets as 5-byte integers). */
function topDictOffset(program: Uint8Array, op: number): number {
  const at = program.findIndex((b, i) => b === 29 && program[i + 5] === op)
  return new DataView(program.buffer, program.byteOffset).getUint32(at + 1)
}

const named = (map: readonly (string | undefined)[] | null): Record<number, string> =>
  Object.fromEntries(Object.entries(map ?? {}).filter(([, name]) => name !== undefined)) as Record<number, string>

describe('the built-in encoding of a bare CFF font program', () => {
  it('names each encoded code by its glyph in the charset (custom charset and encoding, format 0)', () => {
    const map = cffBuiltInEncoding(cffProgram({ glyphs: GLYPHS, charset: 0, encoding: { format: 0, codes: CODES } }))
    expect(named(map)).toEqual({ 0x41: 'A', 0x42: 'B', 0x43: 'C', 0x00: 'Gamma', 0x0b: 'ff', 0x62: 'b' })
  })

  it('reads charset formats 1 and 2 (ranges of strings) as format 0', () => {
    const zero = cffBuiltInEncoding(cffProgram({ glyphs: GLYPHS, charset: 0, encoding: { format: 0, codes: CODES } }))
    for (const charset of [1, 2] as const) {
      expect(cffBuiltInEncoding(cffProgram({ glyphs: GLYPHS, charset, encoding: { format: 0, codes: CODES } }))).toEqual(zero)
    }
  })

  it('reads encoding format 1 (ranges of codes) and supplements; a supplement naming a glyph the charset lacks names nothing', () => {
    const map = cffBuiltInEncoding(
      cffProgram({
        glyphs: ['A', 'B', 'C', 'D'],
        charset: 1,
        encoding: {
          format: 1,
          codes: [0x61, 0x62, 0x63, 0x70],
          supplements: [
            [0x41, 'A'],
            [0x5a, 'Zcaron'],
          ],
        },
      }),
    )
    expect(named(map)).toEqual({ 0x41: 'A', 0x61: 'A', 0x62: 'B', 0x63: 'C', 0x70: 'D' })
  })

  it('takes the predefined ISOAdobe charset and Standard or Expert encoding by their offsets 0 and 1', () => {
    const standard = named(cffBuiltInEncoding(cffProgram({ glyphs: ['A'], charset: 'ISOAdobe', encoding: 'Standard' })))
    expect([standard[0x41], standard[0x61], standard[0xa4], standard[0xe1]]).toEqual(['A', 'a', 'fraction', 'AE'])
    const expert = named(cffBuiltInEncoding(cffProgram({ glyphs: ['A'], charset: 'ISOAdobe', encoding: 'Expert' })))
    expect([expert[0x20], expert[0x2c], expert[0x41]]).toEqual(['space', 'comma', undefined])
  })

  it('gives no encoding when the program encodes no code', () => {
    expect(cffBuiltInEncoding(cffProgram({ glyphs: ['A'], charset: 0, encoding: { format: 0, codes: [] } }))).toBeNull()
  })

  it('accepts a FontMatrix equal to the default one', () => {
    const spec: CffProgramSpec = { glyphs: ['A'], charset: 0, encoding: { format: 0, codes: [0x41] }, fontMatrix: [0.001, 0, 0, 0.001, 0, 0] }
    expect(named(cffBuiltInEncoding(cffProgram(spec)))).toEqual({ 0x41: 'A' })
  })

  it('leaves to pdfjs what it might read otherwise: a shifted header, a CID-keyed program, its own FontMatrix, a truncated program, unknown formats', () => {
    const base: CffProgramSpec = { glyphs: GLYPHS, charset: 0, encoding: { format: 0, codes: CODES } }
    const refused = [
      cffProgram({ ...base, leadingBytes: 1 }),
      cffProgram({ ...base, cidKeyed: true }),
      cffProgram({ ...base, fontMatrix: [0.0005, 0, 0, 0.0005, 0, 0] }),
      cffProgram(base).subarray(0, -3),
    ]
    const program = cffProgram(base)
    const unknownCharset = program.slice()
    unknownCharset[topDictOffset(program, 15)] = 3
    const unknownEncoding = program.slice()
    unknownEncoding[topDictOffset(program, 16)] = 2
    for (const bytes of [...refused, unknownCharset, unknownEncoding]) expect(() => cffBuiltInEncoding(bytes)).toThrow(UnsupportedPdfError)
    expect(() => cffBuiltInEncoding(program)).not.toThrow()
  })
})

describe('a symbolic Type1 font whose CFF program has a built-in encoding, without /ToUnicode', () => {
  const cases: [string, CffProgramSpec, { from: number; names: string[] } | undefined][] = [
    ['custom charset and encoding', { glyphs: GLYPHS, charset: 0, encoding: { format: 0, codes: CODES } }, undefined],
    [
      'ranges and supplements',
      { glyphs: ['A', 'B', 'C', 'D'], charset: 2, encoding: { format: 1, codes: [0x61, 0x62, 0x63, 0x70], supplements: [[0x41, 'B']] } },
      undefined,
    ],
    ['the predefined charset and encoding', { glyphs: ['A', 'B'], charset: 'ISOAdobe', encoding: 'Standard' }, undefined],
    ['/Differences over some codes', { glyphs: GLYPHS, charset: 0, encoding: { format: 0, codes: CODES } }, { from: 0x41, names: ['eacute', 'B'] }],
  ]
  const shown = [0x41, 0x42, 0x43, 0x00, 0x0b, 0x62, 0x61, 0x63, 0x70, 0x20, 0x7a]

  for (const [what, spec, differences] of cases) {
    it(`is read as pdfjs reads it: ${what}`, async () => {
      const bytes = await cffFontPdf(cffProgram(spec), shown, differences)
      const own = openTextLayer(bytes).readPage(1)
      expect(own).toEqual((await pdfjsPages(bytes))[0])
      expect(own.glyphs.length).toBe(shown.length)
    })
  }

  it('gives the text its glyph names say (a ligature as its one character, as pdfjs gives it)', async () => {
    const bytes = await cffFontPdf(cffProgram({ glyphs: GLYPHS, charset: 0, encoding: { format: 0, codes: CODES } }), [0x41, 0x0b, 0x00, 0x62])
    expect(
      openTextLayer(bytes)
        .readPage(1)
        .glyphs.map((g) => g.text)
        .join(''),
    ).toBe('A\ufb00Γb')
  })
})
