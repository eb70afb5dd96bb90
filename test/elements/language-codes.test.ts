import { describe, expect, it } from 'vitest'
import { normalizeLanguageCodes, toIso6393, toTesseractLanguages } from '../../src/elements/language-codes.js'

describe('toIso6393', () => {
  it.each([
    ['eng', 'eng'],
    ['en', 'eng'],
    ['ES', 'spa'],
    ['zh', 'zho'],
    ['chi_sim', 'zho'],
    ['chi_tra', 'zho'],
    ['kor_vert', 'kor'],
    ['ger', 'deu'],
    ['fre', 'fra'],
    ['Spanish', 'spa'],
    ['chinese - traditional', 'zho'],
    ['en-US', 'eng'],
    ['pt_BR', 'por'],
  ])('maps %j to %j', (input, expected) => {
    expect(toIso6393(input)).toBe(expected)
  })

  it('rejects strings that are not language codes', () => {
    expect(toIso6393('')).toBeUndefined()
    expect(toIso6393('12')).toBeUndefined()
    expect(toIso6393('xx')).toBeUndefined()
  })
})

describe('normalizeLanguageCodes', () => {
  it('splits tesseract "+" forms, maps every part and drops duplicates and junk', () => {
    expect(normalizeLanguageCodes(['eng+kor', 'en', 'chi_sim', 'chi_tra', '??'])).toEqual(['eng', 'kor', 'zho'])
  })
})

describe('toTesseractLanguages', () => {
  it('keeps tesseract codes and expands languages to every tesseract variant (upstream vectors)', () => {
    expect(toTesseractLanguages('osd')).toBe('osd')
    expect(toTesseractLanguages('en')).toBe('eng')
    expect(toTesseractLanguages('fr')).toBe('fra')
    expect(toTesseractLanguages('es')).toBe('spa+spa_old')
    expect(toTesseractLanguages('chi')).toBe('chi_sim+chi_sim_vert+chi_tra+chi_tra_vert')
    expect(toTesseractLanguages('ja')).toBe('jpn+jpn_vert')
  })

  it('returns "" for a language tesseract cannot read', () => {
    expect(toTesseractLanguages('kbd')).toBe('')
  })
})
