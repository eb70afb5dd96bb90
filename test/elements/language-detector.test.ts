import { beforeEach, describe, expect, it, vi } from 'vitest'
import { identifyLanguages } from '../../src/elements/identify-language.js'
import { applyLanguageMetadata, detectLanguages, languageDetector } from '../../src/elements/detect-languages.js'
import type { Element } from '../../src/elements/types.js'

vi.mock('../../src/elements/identify-language.js', async (original) => {
  const actual = await original<typeof import('../../src/elements/identify-language.js')>()
  return { ...actual, identifyLanguages: vi.fn(actual.identifyLanguages) }
})
const identified = vi.mocked(identifyLanguages)

const SPANISH = 'Todos los seres humanos nacen libres e iguales en dignidad y derechos, dotados de razón y conciencia.'
const GERMAN = 'Alle Menschen sind frei und gleich an Würde und Rechten geboren, mit Vernunft und Gewissen begabt.'
const UNREADABLE = '(cid:2)(cid:3) (cid:4)(cid:5) (cid:3)(cid:6) (cid:4)(cid:7) (cid:8)(cid:11) (cid:12)'

function el(text: string): Element {
  return { type: 'NarrativeText', element_id: '', text, metadata: {} }
}

beforeEach(() => {
  identified.mockClear()
})

describe('languageDetector', () => {
  it('answers what detectLanguages answers, for every kind of text and languages', () => {
    const texts = [SPANISH, GERMAN, UNREADABLE, 'Hi there.', '   ', '123 456 789 101 112 131', `${SPANISH} ${GERMAN} ${GERMAN}`]
    for (const languages of [['auto'], [], ['spa'], ['']]) {
      const detect = languageDetector(languages)
      for (const text of [...texts, ...texts]) expect(detect(text)).toEqual(detectLanguages(text, languages))
    }
  })

  it('identifies a text met before only once, and hands out copies of its answer', () => {
    const detect = languageDetector()
    const first = detect(SPANISH)!
    first.push('changed')
    expect(detect(SPANISH)).toEqual(['spa'])
    expect(detect(UNREADABLE)).toEqual(detect(UNREADABLE))
    expect(identified).toHaveBeenCalledTimes(2)
  })

  it('keeps its answers to itself: another detector identifies the text again', () => {
    languageDetector()(SPANISH)
    languageDetector()(SPANISH)
    expect(identified).toHaveBeenCalledTimes(2)
  })
})

describe('applyLanguageMetadata over repeated texts', () => {
  it('identifies each distinct element text once per call, with the languages each text alone gets', () => {
    const texts = [SPANISH, GERMAN, UNREADABLE, SPANISH, UNREADABLE, GERMAN, SPANISH]
    const out = applyLanguageMetadata(texts.map(el))
    expect(out.map((element) => element.metadata.languages)).toEqual(texts.map((text) => detectLanguages(text)))
    identified.mockClear()
    applyLanguageMetadata(texts.map(el))
    // the document's text (3 chunks of ~100 characters, 7 sampled) and then the 3 distinct texts
    expect(identified.mock.calls.length).toBeLessThanOrEqual(7 + 3)
    expect(new Set(identified.mock.calls.slice(-3).map(([text]) => text))).toEqual(new Set([SPANISH, GERMAN, UNREADABLE]))
  })
})

describe('detection of text without a script franc knows', () => {
  it('answers unknown without identifying any part of it', () => {
    expect(detectLanguages(`${'12 345 — 678, € 9.10 § ¶ 😀 '.repeat(40)}`)).toBeUndefined()
    expect(identified).not.toHaveBeenCalled()
    // one Roman numeral is a character of franc's Latin script: franc then names a language
    expect(detectLanguages(`${'12 345 — 678, € 9.10 § ¶ '.repeat(40)} Ⅻ`)).toEqual(['spa'])
    expect(identified).toHaveBeenCalled()
  })
})
