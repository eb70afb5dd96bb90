import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pythonFloatRepr, pythonIntRepr, pythonJsonFloat } from '../../src/serialize/python-float-repr.js'

// Expected strings printed by CPython 3.11: `repr(x)`.
const VECTORS: [number, string][] = [
  [612, '612.0'],
  [0.1, '0.1'],
  [1e-5, '1e-05'],
  [0.0001, '0.0001'],
  [1e16, '1e+16'],
  [1234567890123456, '1234567890123456.0'],
  [9999999999999998, '9999999999999998.0'],
  [1.5e-7, '1.5e-07'],
  [-0, '-0.0'],
  [0, '0.0'],
  [1e22, '1e+22'],
  [1.7976931348623157e308, '1.7976931348623157e+308'],
  [5e-324, '5e-324'],
  [123.456, '123.456'],
  [-2.5, '-2.5'],
  [1e100, '1e+100'],
  [0.30000000000000004, '0.30000000000000004'],
  [2 ** 53, '9007199254740992.0'],
  [1e21, '1e+21'],
  [12345678901234567890, '1.2345678901234567e+19'],
]

describe('pythonFloatRepr', () => {
  it.each(VECTORS)('writes %s as %s', (x, expected) => {
    expect(pythonFloatRepr(x)).toBe(expected)
  })

  it('reads back to the same double, positional in [1e-4, 1e16) and scientific outside', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = pythonFloatRepr(x)
        expect(Object.is(Number(text), x)).toBe(true)
        const magnitude = Math.abs(x)
        if (magnitude === 0 || (magnitude >= 1e-4 && magnitude < 1e16)) expect(text).toMatch(/^-?\d+\.\d+$/)
        else expect(text).toMatch(/^-?\d(\.\d+)?e[+-]\d{2,3}$/)
      }),
      { numRuns: 2000 },
    )
  })

  it('spells non-finite values as repr does', () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map(pythonFloatRepr)).toEqual(['nan', 'inf', '-inf'])
  })
})

describe('pythonJsonFloat', () => {
  it('spells non-finite values as json.dumps does and finite ones as repr', () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2].map(pythonJsonFloat)).toEqual(['NaN', 'Infinity', '-Infinity', '2.0'])
  })
})

describe('pythonIntRepr', () => {
  it('writes big integers digit for digit where JS rounds or switches to exponent form', () => {
    expect(pythonIntRepr(1e21)).toBe('1000000000000000000000')
    expect(pythonIntRepr(2 ** 60)).toBe('1152921504606846976')
    expect(pythonIntRepr(-0)).toBe('0')
    expect(pythonIntRepr(42)).toBe('42')
  })
})
