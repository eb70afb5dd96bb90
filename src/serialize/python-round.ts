/**
 * @module serialize/python-round
 * Python's built-in `round(x, ndigits)` for floats: the exact binary value of `x` is rounded to
 * `ndigits` decimal places, ties to even, and the decimal result is read back as the nearest double
 * (CPython `float___round___impl` → `_Py_dg_dtoa` mode 3 → `_Py_dg_strtod`). So `round(2.675, 2)` is
 * 2.67 (2.675 is stored as 2.67499999…), `round(0.125, 2)` is 0.12 (an exact tie, 2 is even) and
 * `round(0.375, 2)` is 0.38. `Math.round(x * 100) / 100` gets all three wrong; `toFixed` rounds the
 * exact value too but breaks exact ties away from zero, so ties take the exact BigInt path here.
 */

/** Beyond this many digits every double is already exact (CPython's NDIGITS_MAX, 5e-324 has 1074). */
const NDIGITS_MAX = 323

/**
 * `round(x, ndigits)` exactly as CPython computes it for a float. `ndigits` may be negative
 * (`round(1250.0, -2) == 1200.0`). NaN and ±Infinity come back unchanged, and the sign of zero is kept
 * (`round(-0.04, 1) == -0.0`).
 */
export function pythonRound(x: number, ndigits: number): number {
  if (!Number.isFinite(x) || x === 0) return x
  if (!Number.isInteger(ndigits)) throw new RangeError(`ndigits must be an integer, got ${ndigits}.`)
  if (ndigits > NDIGITS_MAX) return x
  if (ndigits < -NDIGITS_MAX) return x < 0 ? -0 : 0
  if (ndigits >= 0 && ndigits <= 100 && Math.abs(x) < 1e21) {
    // Fast path. toFixed rounds the exact binary value (ECMA-262 Number.prototype.toFixed), so it
    // agrees with Python whenever the value is not an exact tie. Ties need |x|·10^n to end in .5
    // exactly; the floating product is within a few ulps of the exact one, so anything clearly away
    // from .5 is safe.
    const scaled = Math.abs(x) * 10 ** ndigits
    const fraction = scaled - Math.floor(scaled)
    if (Math.abs(fraction - 0.5) > 1e-9 * Math.max(1, scaled)) return Number(x.toFixed(ndigits))
  }
  return exactRound(x, ndigits)
}

/** The exact path: x = ±m·2^e with BigInt m, e; scale by 10^ndigits, round half to even, read back. */
function exactRound(x: number, ndigits: number): number {
  const { mantissa, exponent } = decompose(Math.abs(x))
  // |x|·10^n = numerator / denominator, both non-negative integers.
  let numerator = mantissa
  let denominator = 1n
  if (exponent >= 0) numerator <<= BigInt(exponent)
  else denominator <<= BigInt(-exponent)
  if (ndigits >= 0) numerator *= 10n ** BigInt(ndigits)
  else denominator *= 10n ** BigInt(-ndigits)
  let quotient = numerator / denominator
  const twiceRemainder = (numerator % denominator) * 2n
  if (twiceRemainder > denominator || (twiceRemainder === denominator && (quotient & 1n) === 1n)) {
    quotient += 1n
  }
  // Decimal string → double is correctly rounded in JS, as `_Py_dg_strtod` is in CPython.
  const magnitude = Number(`${quotient}e${-ndigits}`)
  return x < 0 ? -magnitude : magnitude
}

/** Splits a positive finite double into an integer mantissa and a power of two: value = m · 2^e. */
function decompose(value: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, value)
  const high = view.getUint32(0)
  const low = view.getUint32(4)
  const biased = (high >>> 20) & 0x7ff
  const fraction = (BigInt(high & 0xfffff) << 32n) | BigInt(low)
  if (biased === 0) return { mantissa: fraction, exponent: -1074 } // subnormal
  return { mantissa: fraction | (1n << 52n), exponent: biased - 1075 }
}
