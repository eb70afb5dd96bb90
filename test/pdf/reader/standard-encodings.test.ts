import { describe, expect, it } from 'vitest'
import {
  ExpertEncoding,
  MacExpertEncoding,
  MacRomanEncoding,
  StandardEncoding,
  SymbolSetEncoding,
  WinAnsiEncoding,
  ZapfDingbatsEncoding,
  baseEncoding,
} from '../../../src/pdf/reader/standard-encodings.js'

describe('base encodings (pdfjs encodings.js)', () => {
  it('each has 256 codes', () => {
    for (const e of [
      StandardEncoding,
      WinAnsiEncoding,
      MacRomanEncoding,
      MacExpertEncoding,
      SymbolSetEncoding,
      ZapfDingbatsEncoding,
      ExpertEncoding,
    ]) {
      expect(e).toHaveLength(256)
    }
  })

  it('WinAnsi code 0x80 is Euro, 0x92 quoteright, 0xE9 eacute', () => {
    expect(WinAnsiEncoding[0x80]).toBe('Euro')
    expect(WinAnsiEncoding[0x92]).toBe('quoteright')
    expect(WinAnsiEncoding[0xe9]).toBe('eacute')
  })

  it('WinAnsi as pdfjs has it: bullet in the unused codes, space at 0xA0, hyphen at 0xAD, nothing below 0x20', () => {
    for (const code of [0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d]) expect(WinAnsiEncoding[code]).toBe('bullet')
    expect(WinAnsiEncoding[0xa0]).toBe('space')
    expect(WinAnsiEncoding[0xad]).toBe('hyphen')
    expect(WinAnsiEncoding.slice(0, 0x20).every((n) => n === '')).toBe(true)
  })

  it('StandardEncoding has quoteright at 0x27 and fi at 0xAE; MacRoman has apple at 0xF0', () => {
    expect(StandardEncoding[0x27]).toBe('quoteright')
    expect(StandardEncoding[0xae]).toBe('fi')
    expect(StandardEncoding[0x80]).toBe('')
    expect(MacRomanEncoding[0xf0]).toBe('apple')
  })

  it('Symbol and ZapfDingbats have their own encodings', () => {
    expect(SymbolSetEncoding[0x61]).toBe('alpha')
    expect(ZapfDingbatsEncoding[0x21]).toBe('a1')
  })

  it('baseEncoding looks the encodings up by name, as getEncoding', () => {
    expect(baseEncoding('WinAnsiEncoding')).toBe(WinAnsiEncoding)
    expect(baseEncoding('MacExpertEncoding')).toBe(MacExpertEncoding)
    expect(baseEncoding('ExpertEncoding')).toBe(ExpertEncoding)
    expect(baseEncoding('PDFDocEncoding')).toBeUndefined()
    expect(baseEncoding('toString')).toBeUndefined()
  })
})
