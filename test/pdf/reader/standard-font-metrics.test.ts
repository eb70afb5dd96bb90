import { beforeAll, describe, expect, it } from 'vitest'
import { glyphNameToUnicode } from '../../../src/pdf/reader/glyph-list.js'
import { StandardEncoding, SymbolSetEncoding, WinAnsiEncoding, ZapfDingbatsEncoding } from '../../../src/pdf/reader/standard-encodings.js'
import {
  isStandardFontName,
  standardFontAscent,
  standardFontBuiltInEncoding,
  standardFontDescent,
  standardFontIsSymbolic,
  standardFontMetrics,
  standardFontName,
  standardFontWidths,
} from '../../../src/pdf/reader/standard-font-metrics.js'
import type { StandardFontName } from '../../../src/pdf/reader/standard-font-metrics.js'
import { PRINTABLE_CODES, probePdfjsFonts } from './pdfjs-font-probe.js'
import type { ProbeFont, ProbeResult } from './pdfjs-font-probe.js'

const STANDARD_14: readonly StandardFontName[] = [
  'Courier',
  'Courier-Bold',
  'Courier-BoldOblique',
  'Courier-Oblique',
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-BoldOblique',
  'Helvetica-Oblique',
  'Times-Roman',
  'Times-Bold',
  'Times-BoldItalic',
  'Times-Italic',
  'Symbol',
  'ZapfDingbats',
]

describe('standard font widths', () => {
  it("Helvetica's 'a' is 556 wide, Times-Roman's 444, Helvetica-Bold's 'l' 278", () => {
    expect(standardFontWidths('Helvetica')?.get('a')).toBe(556)
    expect(standardFontWidths('Times-Roman')?.get('a')).toBe(444)
    expect(standardFontWidths('Helvetica-Bold')?.get('l')).toBe(278)
  })

  it('Arial,Bold resolves to Helvetica-Bold widths; TimesNewRoman to Times-Roman; CourierNew to Courier', () => {
    expect(standardFontName('Arial,Bold')).toBe('Helvetica-Bold')
    expect(standardFontWidths('Arial,Bold')).toBe(standardFontWidths('Helvetica-Bold'))
    expect(standardFontWidths('Arial_Bold')).toBe(standardFontWidths('Helvetica-Bold'))
    expect(standardFontWidths('TimesNewRoman')).toBe(standardFontWidths('Times-Roman'))
    expect(standardFontName('Times New Roman,Italic')).toBe('Times-Italic')
    expect(standardFontName('CourierNew')).toBe('Courier')
  })

  it('the Courier family has one width, 600, for every glyph', () => {
    const courier = standardFontMetrics('Courier')
    expect(courier).toMatchObject({ name: 'Courier', defaultWidth: 600, monospace: true, guessed: false })
    expect(courier.widths.size).toBe(0)
  })

  it('a subset-prefixed name is no standard font to pdfjs', () => {
    expect(isStandardFontName('ABCDEF+Helvetica')).toBe(false)
    expect(standardFontWidths('ABCDEF+Times-Roman')).toBeUndefined()
    expect(standardFontMetrics('ABCDEF+Times-Roman')).toMatchObject({ name: 'Helvetica', guessed: true })
  })

  it('unknown names get Times-Roman when they look serif, else Helvetica; the descriptor decides whether the name is normalised first', () => {
    expect(standardFontMetrics('Georgia,Bold').name).toBe('Times-Roman')
    expect(standardFontMetrics('Georgia,Bold', { hasFontDescriptor: true }).name).toBe('Helvetica')
    expect(standardFontMetrics('MicrosoftSansSerif').name).toBe('Times-Roman')
    expect(standardFontMetrics('Verdana').name).toBe('Helvetica')
  })
})

describe('standard font descent, symbolic flag and built-in encoding', () => {
  it('gives the AFM descent and ascent pdfjs reports, none for Symbol and ZapfDingbats', () => {
    expect(standardFontDescent('Helvetica')).toBe(-207)
    expect(standardFontDescent('Times-Bold')).toBe(-217)
    expect(standardFontDescent('Courier')).toBe(-157)
    expect(standardFontAscent('Helvetica')).toBe(718)
    expect(standardFontDescent('Calibri')).toBe(-207)
    expect(standardFontDescent('Symbol')).toBeUndefined()
    expect(standardFontDescent('ZapfDingbats')).toBeUndefined()
    expect(standardFontDescent('ABCDEF+Helvetica')).toBeUndefined()
  })

  it('Symbol and ZapfDingbats are symbolic and start from their own encodings', () => {
    expect(standardFontIsSymbolic('Symbol')).toBe(true)
    expect(standardFontIsSymbolic('Helvetica')).toBe(false)
    expect(standardFontBuiltInEncoding('Symbol')).toBe(SymbolSetEncoding)
    expect(standardFontBuiltInEncoding('Symbol,Bold')).toBe(SymbolSetEncoding)
    expect(standardFontBuiltInEncoding('ZapfDingbats')).toBe(ZapfDingbatsEncoding)
    expect(standardFontBuiltInEncoding('Wingdings')).toBe(WinAnsiEncoding)
    expect(standardFontBuiltInEncoding('Times-Roman')).toBe(StandardEncoding)
  })
})

/** What our tables say pdfjs shows for `code` in a non-embedded Type1 font measured by `metrics` with `encoding`. */
function expectedGlyph(code: number, encoding: readonly string[], widths: ReadonlyMap<string, number>, defaultWidth: number, spaceWidth: number) {
  const name = encoding[code]!
  // pdfjs shows a code without a glyph name in a Type1 font it has no program for as a space of the space's width
  if (name === '') return { code, unicode: ' ', width: defaultWidth || spaceWidth }
  return { code, unicode: glyphNameToUnicode(name) ?? String.fromCharCode(code), width: widths.get(name) || defaultWidth }
}

function expectedRun(baseFont: string, encoding: readonly string[], hasFontDescriptor = false) {
  const { widths, defaultWidth } = standardFontMetrics(baseFont, { hasFontDescriptor })
  const spaceWidth = widths.get('space') || defaultWidth
  return PRINTABLE_CODES.map((code) => expectedGlyph(code, encoding, widths, defaultWidth, spaceWidth))
}

describe('against pdfjs (non-embedded fonts, no standard font data)', () => {
  const winAnsi: ProbeFont[] = [
    { baseFont: 'Helvetica', encoding: 'WinAnsiEncoding' },
    { baseFont: 'Times-Roman', encoding: 'WinAnsiEncoding' },
  ]
  const builtIn: ProbeFont[] = STANDARD_14.map((baseFont) => ({ baseFont }))
  const aliases = [
    'Arial,Bold',
    'TimesNewRoman',
    'CourierNew',
    'ArialMT',
    'ABCDEF+Times-Roman',
    'ABCDEF+Helvetica',
    'Georgia,Bold',
    'MicrosoftSansSerif',
    'Verdana',
    'Calibri',
    'LucidaConsole',
  ]
  const aliased: ProbeFont[] = aliases.map((baseFont) => ({ baseFont, encoding: 'WinAnsiEncoding' }))
  const described = ['Helvetica', 'Times-Bold', 'Courier', 'Symbol', 'Georgia,Bold', 'Arial,Bold']
  const withDescriptor: ProbeFont[] = described.map((baseFont) => ({
    baseFont,
    encoding: 'WinAnsiEncoding',
    descriptor: { Flags: 32, ItalicAngle: 0 },
  }))
  const withDescent: ProbeFont[] = [{ baseFont: 'Helvetica', encoding: 'WinAnsiEncoding', descriptor: { Flags: 32, Descent: -300, Ascent: 900 } }]
  const groups = [winAnsi, builtIn, aliased, withDescriptor, withDescent]
  let runs: ProbeResult[][] = []
  const run = (group: number, i: number): ProbeResult => runs[group]![i]!

  beforeAll(async () => {
    const all = await probePdfjsFonts(groups.flat(), PRINTABLE_CODES)
    let at = 0
    runs = groups.map((g) => all.slice(at, (at += g.length)))
  })

  it('every WinAnsi code 0x20-0xFF in Helvetica and Times-Roman has the width and text pdfjs gives', () => {
    expect(run(0, 0).glyphs).toEqual(expectedRun('Helvetica', WinAnsiEncoding))
    expect(run(0, 1).glyphs).toEqual(expectedRun('Times-Roman', WinAnsiEncoding))
  })

  it('each of the 14 fonts with its built-in encoding matches pdfjs code for code', () => {
    STANDARD_14.forEach((font, i) => {
      expect(run(1, i).glyphs, font).toEqual(expectedRun(font, standardFontBuiltInEncoding(font)))
    })
  })

  it('aliases and unknown names get the widths pdfjs gives them', () => {
    aliases.forEach((font, i) => {
      expect(run(2, i).glyphs, font).toEqual(expectedRun(font, WinAnsiEncoding))
    })
  })

  it("with a /FontDescriptor (no /Widths, no /Descent) the widths are still pdfjs's", () => {
    described.forEach((font, i) => {
      const encoding = font === 'Symbol' ? SymbolSetEncoding : WinAnsiEncoding
      expect(run(3, i).glyphs, font).toEqual(expectedRun(font, encoding, true))
    })
  })

  it('pdfjs reports standardFontDescent / 1000 as the descent and standardFontAscent / 1000 as the ascent (NaN where we have none)', () => {
    for (const r of runs.slice(0, 4).flat()) {
      const descent = standardFontDescent(r.name)
      const ascent = standardFontAscent(r.name)
      expect(r.descent, r.name).toBe(descent === undefined ? Number.NaN : descent / 1000)
      expect(r.ascent, r.name).toBe(ascent === undefined ? Number.NaN : ascent / 1000)
    }
  })

  it("a descriptor's numeric /Descent and /Ascent win over the AFM values", () => {
    expect(run(4, 0)).toMatchObject({ descent: -0.3, ascent: 0.9 })
  })
})
