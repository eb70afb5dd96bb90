import { describe, expect, it } from 'vitest'
import { dingbatsGlyphNameToUnicode, glyphNameToUnicode } from '../../../src/pdf/reader/glyph-list.js'
import { GLYPH_LIST } from '../../../src/pdf/reader/glyph-list-data.js'
import { probePdfjsFonts } from './pdfjs-font-probe.js'
import type { ProbeFont } from './pdfjs-font-probe.js'

describe('glyphNameToUnicode (pdfjs glyph list and uni/u names)', () => {
  it('knows the Adobe Glyph List names', () => {
    expect(glyphNameToUnicode('A')).toBe('A')
    expect(glyphNameToUnicode('Euro')).toBe('€')
    expect(glyphNameToUnicode('quoteright')).toBe('\u2019')
    expect(glyphNameToUnicode('germandbls')).toBe('ß')
  })

  it("gives the ligature 'fi' as U+FB01, not as two letters", () => {
    expect(glyphNameToUnicode('fi')).toBe('\uFB01')
    expect(glyphNameToUnicode('ffl')).toBe('\uFB04')
  })

  it("keeps the glyph list's own choices: Delta is the increment sign, Omega the ohm sign, mu the micro sign", () => {
    expect(glyphNameToUnicode('Delta')).toBe('\u2206')
    expect(glyphNameToUnicode('Omega')).toBe('\u2126')
    expect(glyphNameToUnicode('mu')).toBe('\u00B5')
  })

  it('reads uniXXXX and uXXXX[XX] names with upper-case hex digits only', () => {
    expect(glyphNameToUnicode('uni20AC')).toBe('€')
    expect(glyphNameToUnicode('u20AC')).toBe('€')
    expect(glyphNameToUnicode('u1F600')).toBe('😀')
    expect(glyphNameToUnicode('uni20ac')).toBeUndefined()
    expect(glyphNameToUnicode('uni20AC20AD')).toBeUndefined()
  })

  it("keeps parseInt's leniency, as pdfjs: uni20AG is U+020A", () => {
    expect(glyphNameToUnicode('uni20AG')).toBe('\u020A')
  })

  it('drops code 0 and codes beyond U+10FFFF, as _simpleFontToUnicode does', () => {
    expect(glyphNameToUnicode('uni0000')).toBeUndefined()
    expect(glyphNameToUnicode('uFFFFFF')).toBeUndefined()
  })

  it('does not know the names that depend on the char code or the font (G20, g0041, C65), nor ZapfDingbats names', () => {
    expect(glyphNameToUnicode('G20')).toBeUndefined()
    expect(glyphNameToUnicode('g0041')).toBeUndefined()
    expect(glyphNameToUnicode('C65')).toBeUndefined()
    expect(glyphNameToUnicode('a1')).toBeUndefined()
    expect(glyphNameToUnicode('nonsense')).toBeUndefined()
  })

  it('has .notdef as U+0000, as pdfjs', () => {
    expect(glyphNameToUnicode('.notdef')).toBe('\u0000')
  })
})

describe('dingbatsGlyphNameToUnicode', () => {
  it('maps the ZapfDingbats names to the Dingbats block', () => {
    expect(dingbatsGlyphNameToUnicode('a1')).toBe('\u2701')
    expect(dingbatsGlyphNameToUnicode('space')).toBe(' ')
    expect(dingbatsGlyphNameToUnicode('uni2702')).toBe('\u2702')
  })
})

describe('glyphNameToUnicode against pdfjs', () => {
  // Every name of pdfjs's glyph list and some of the forms it reads, as /Differences of non-embedded
  // Helvetica fonts (no base encoding); pdfjs shows a code whose name it cannot read as the code itself.
  const names = [
    ...parseNames(GLYPH_LIST).filter((n) => n !== '.notdef'),
    'uni20AC',
    'u20AC',
    'u1F600',
    'uni20ac',
    'uni20AG',
    'uni0000',
    'uFFFFFF',
    'a1',
    'a100',
    'nonsense',
    'f_f',
  ]
  const FROM = 0x21
  const PER_FONT = 256 - FROM

  it(`gives the text pdfjs gives for all ${names.length} names`, async () => {
    const fonts: ProbeFont[] = []
    for (let i = 0; i < names.length; i += PER_FONT)
      fonts.push({ baseFont: 'Helvetica', differences: names.slice(i, i + PER_FONT), differencesFrom: FROM })
    const codes = Array.from({ length: PER_FONT }, (_, i) => i + FROM)
    const runs = await probePdfjsFonts(fonts, codes)
    const mismatches: string[] = []
    runs.forEach((run, f) => {
      for (const glyph of run.glyphs) {
        const name = names[f * PER_FONT + glyph.code - FROM]
        if (name === undefined) continue
        const expected = glyphNameToUnicode(name) ?? String.fromCharCode(glyph.code)
        if (glyph.unicode !== expected) mismatches.push(`${name}: pdfjs ${JSON.stringify(glyph.unicode)}, ours ${JSON.stringify(expected)}`)
      }
    })
    expect(mismatches).toEqual([])
  })
})

function parseNames(list: string): string[] {
  return list
    .trim()
    .split(/\s+/)
    .filter((_, i) => i % 2 === 0)
}
