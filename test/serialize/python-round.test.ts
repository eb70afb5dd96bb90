import { describe, expect, it } from 'vitest'
import { pythonRound } from '../../src/serialize/python-round.js'

// Expected values printed by CPython 3.11 (Debian /usr/bin/python3): `repr(round(x, n))`.
const VECTORS: [number, number, number][] = [
  [2.675, 2, 2.67], // stored as 2.67499999…, so not a tie
  [0.125, 2, 0.12], // exact tie → even
  [0.375, 2, 0.38], // exact tie → even
  [1.005, 2, 1.0],
  [2.5, 0, 2.0],
  [3.5, 0, 4.0],
  [-2.5, 0, -2.0],
  [-0.125, 2, -0.12],
  [0.5, 0, 0.0],
  [1.5, 0, 2.0],
  [100.25, 1, 100.2],
  [112.35, 1, 112.3],
  [300.15, 1, 300.1],
  [10.005, 2, 10.01],
  [0.123456789, 5, 0.12346],
  [1250.0, -2, 1200.0],
  [1350.0, -2, 1400.0],
  [1e-20, 5, 0.0],
  [123456789.125, 2, 123456789.12],
  [0.045, 2, 0.04],
  [0.055, 2, 0.06],
  [5e-324, 2, 0.0],
  [1.7976931348623157e308, 2, 1.7976931348623157e308],
  [1.7976931348623157e308, -300, 1.79769313e308],
  [0.285, 2, 0.28],
  [1.0000049999999998, 5, 1.0],
  [2.0000050000000003, 5, 2.00001],
  [4.35, 1, 4.3],
  [4.45, 1, 4.5],
  [8.125, 2, 8.12],
  [72.69200000000001, 1, 72.7],
]

describe('pythonRound', () => {
  it.each(VECTORS)('round(%s, %s) is %s, as in CPython', (x, ndigits, expected) => {
    expect(pythonRound(x, ndigits)).toBe(expected)
  })

  it('rounds exact binary ties to even where Math.round rounds them up', () => {
    expect(Math.round(0.125 * 100) / 100).toBe(0.13)
    expect(pythonRound(0.125, 2)).toBe(0.12)
  })

  it('keeps the sign of a negative value that rounds to zero', () => {
    expect(Object.is(pythonRound(-0.04, 1), -0)).toBe(true)
  })

  it('returns NaN, infinities and zero unchanged', () => {
    expect(pythonRound(Number.NaN, 2)).toBeNaN()
    expect(pythonRound(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY)
    expect(Object.is(pythonRound(-0, 2), -0)).toBe(true)
  })

  it('agrees with exact decimal rounding on every multiple of 1/1024 between 0 and 4', () => {
    // k/1024 is exact in binary, so k/1024 · 10^2 ends in .5 exactly for some k: all such ties go to even.
    for (let k = 0; k <= 4096; k++) {
      const x = k / 1024
      const hundredths = (k * 100) / 1024
      const floor = Math.floor(hundredths)
      const fraction = hundredths - floor
      const expected = fraction > 0.5 || (fraction === 0.5 && floor % 2 === 1) ? floor + 1 : floor
      expect(pythonRound(x, 2)).toBe(Number(`${expected}e-2`))
    }
  })

  it('rejects a fractional ndigits', () => {
    expect(() => pythonRound(1.5, 0.5)).toThrow(RangeError)
  })
})
