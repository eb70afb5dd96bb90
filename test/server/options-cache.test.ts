import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../src/errors.js'
import { optionsFromWire } from '../../src/options/options-from-wire.js'
import { createOptionsCache } from '../../src/server/options-cache.js'

describe('createOptionsCache', () => {
  it('gives the same options as optionsFromWire', () => {
    const parse = createOptionsCache()
    const fields = { strategy: ['fast'], languages: ['eng,kor'], coordinates: ['true'] }

    expect(parse(fields)).toEqual(optionsFromWire(fields))
  })

  it('returns the remembered options for the same fields sent again', () => {
    const parse = createOptionsCache()

    const first = parse({ strategy: ['fast'], chunking_strategy: ['basic'] })
    const second = parse({ strategy: ['fast'], chunking_strategy: ['basic'] })

    expect(second).toBe(first)
  })

  it('freezes the options it shares, nested lists included', () => {
    const parse = createOptionsCache()

    const options = parse({ languages: ['eng', 'deu'] })

    expect(Object.isFrozen(options)).toBe(true)
    expect(Object.isFrozen(options.languages)).toBe(true)
  })

  it('keys on field order, since values of x and x[] are joined in the order sent', () => {
    const parse = createOptionsCache()

    const one = parse({ languages: ['eng'], 'languages[]': ['deu'] })
    const other = parse({ 'languages[]': ['deu'], languages: ['eng'] })

    expect(one.languages).toEqual(['eng', 'deu'])
    expect(other.languages).toEqual(['deu', 'eng'])
  })

  it('throws the same ValidationError every time for invalid fields', () => {
    const parse = createOptionsCache()
    const fields = { strategy: ['fast'], new_after_n_chars: ['many'] }
    let expected: unknown
    try {
      optionsFromWire(fields)
    } catch (error) {
      expected = error
    }

    for (let attempt = 0; attempt < 2; attempt++) {
      let thrown: unknown
      try {
        parse(fields)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(ValidationError)
      expect((thrown as ValidationError).detail).toEqual((expected as ValidationError).detail)
    }
  })

  it('forgets the least recently used field set beyond its size', () => {
    const parse = createOptionsCache(2)
    const a = parse({ strategy: ['fast'] })
    parse({ strategy: ['auto'] })
    expect(parse({ strategy: ['fast'] })).toBe(a) // a is now the most recent

    parse({ strategy: ['hi_res'] }) // evicts auto, keeps fast
    expect(parse({ strategy: ['fast'] })).toBe(a)
    const auto = parse({ strategy: ['auto'] })
    expect(parse({ strategy: ['auto'] })).toBe(auto)
  })
})
