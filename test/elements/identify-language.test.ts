import { describe, expect, it } from 'vitest'
import { identifyLanguages } from '../../src/elements/identify-language.js'

describe('identifyLanguages', () => {
  it('names Spanish prose first, with a score of 1', () => {
    const [best] = identifyLanguages('Todos los seres humanos nacen libres e iguales en dignidad y derechos.')
    expect(best).toEqual({ language: 'spa', score: 1 })
  })

  it('reports upstream codes: Mandarin as zho, Korean script as kor', () => {
    expect(identifyLanguages('人人生而自由，在尊严和权利上一律平等。')[0]?.language).toBe('zho')
    expect(identifyLanguages('안녕하세요')[0]?.language).toBe('kor')
  })

  it('returns nothing for text without letters', () => {
    expect(identifyLanguages('12 345 — 678')).toEqual([])
  })
})
