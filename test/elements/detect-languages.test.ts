import { describe, expect, it } from 'vitest'
import { applyLanguageMetadata, detectLanguages } from '../../src/elements/detect-languages.js'
import type { Element } from '../../src/elements/types.js'

const ENGLISH = 'All human beings are born free and equal in dignity and rights. They are endowed with reason and conscience.'
const SPANISH =
  'Todos los seres humanos nacen libres e iguales en dignidad y derechos y, dotados como están de razón y conciencia, deben comportarse fraternalmente.'

function el(text: string): Element {
  return { type: 'NarrativeText', element_id: '', text, metadata: {} }
}

describe('detectLanguages', () => {
  it('calls short ASCII text English without detecting', () => {
    expect(detectLanguages('Hi there.')).toEqual(['eng'])
    expect(detectLanguages('Quiero comer tacos hoy', ['spa'])).toEqual(['eng'])
  })

  it('uses the fallback for short ASCII text when one is given', () => {
    expect(detectLanguages('Hi there.', ['auto'], { languageFallback: () => undefined })).toBeUndefined()
  })

  it('does not apply the short-text rule to non-ASCII text', () => {
    expect(detectLanguages('안녕하세요')).toEqual(['kor'])
  })

  it('returns explicit languages as ISO 639-3 codes', () => {
    expect(detectLanguages(ENGLISH, ['en', 'chi_sim'])).toEqual(['eng', 'zho'])
    expect(detectLanguages(ENGLISH, ['eng+kor'])).toEqual(['eng', 'kor'])
    expect(detectLanguages('Sample text longer than 5 words.', ['Spanish'])).toEqual(['spa'])
  })

  it('detects when "auto" is among the languages, ignoring the others', () => {
    expect(detectLanguages(SPANISH, ['eng', 'auto'])).toEqual(['spa'])
  })

  it('detects a Spanish paragraph as spa and an English one as eng', () => {
    expect(detectLanguages(SPANISH)).toEqual(['spa'])
    expect(detectLanguages(ENGLISH)).toEqual(['eng'])
  })

  it('reports both languages of a half-English, half-Spanish text, the larger first', () => {
    expect(detectLanguages(`${ENGLISH} ${SPANISH} ${SPANISH}`)).toEqual(['spa', 'eng'])
  })

  it('gives nothing for blank text, for [""] and for text without letters', () => {
    expect(detectLanguages('   ')).toBeUndefined()
    expect(detectLanguages(SPANISH, [''])).toBeUndefined()
    expect(detectLanguages('123 456 789')).toEqual(['eng'])
    expect(detectLanguages('123 456 789 101 112 131')).toBeUndefined()
    expect(detectLanguages('€ — € — € — § ¶')).toBeUndefined()
  })
})

describe('applyLanguageMetadata', () => {
  it('applies the one document language to every element, including empty ones', () => {
    const out = applyLanguageMetadata([el(ENGLISH), el('Short line'), el('')])
    expect(out.map((e) => e.metadata.languages)).toEqual([['eng'], ['eng'], ['eng']])
  })

  it('detects a mixed document per element', () => {
    const out = applyLanguageMetadata([el(ENGLISH), el(SPANISH), el(SPANISH), el('')])
    expect(out.map((e) => e.metadata.languages)).toEqual([['eng'], ['spa'], ['spa'], undefined])
    expect('languages' in out[3]!.metadata).toBe(false)
  })

  it('detects per element when asked to, even for a one-language document', () => {
    const out = applyLanguageMetadata([el(SPANISH), el('Hola')], ['auto'], { perElement: true })
    expect(out.map((e) => e.metadata.languages)).toEqual([['spa'], ['eng']])
  })

  it('applies several explicit languages per element, keeping the short-ASCII rule', () => {
    const out = applyLanguageMetadata([el('Semua orang dilahirkan merdeka dan mempunyai martabat'), el('(Jinan)')], ['ind', 'est'])
    expect(out.map((e) => e.metadata.languages)).toEqual([['ind', 'est'], ['eng']])
  })

  it('leaves elements untouched when languages is [""]', () => {
    const input = [el(ENGLISH)]
    expect(applyLanguageMetadata(input, [''])).toEqual(input)
  })

  it('does not mutate its input', () => {
    const input = [el(SPANISH)]
    applyLanguageMetadata(input)
    expect(input[0]!.metadata).toEqual({})
  })
})

describe('detectLanguages on hostile input', () => {
  it('detects the language of 20 MB of English without a sentence end, reading a bounded part of it', () => {
    const text = 'the cat and the dog were in the house with their owner '.repeat(360_000)

    expect(detectLanguages(text)).toEqual(['eng'])
  })
})
