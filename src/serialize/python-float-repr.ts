/**
 * @module serialize/python-float-repr
 * Python's `repr(float)`, which is also how `json.dumps` writes floats: the shortest digits that read
 * back to the same double (JS finds the same digits), laid out by CPython's rule for repr
 * (`float_repr_style 'r'`): positional when the decimal exponent is in [-4, 16), with `.0` added to
 * whole numbers (`612.0`), otherwise scientific with a signed, at-least-two-digit exponent (`1e-05`,
 * `1.5e+16`). JS differs on both counts (`612`, `0.00001`, `1e-7`).
 */

/** `repr(x)` for a Python float: `612.0`, `0.1`, `1e-05`, `-0.0`, `inf`, `-inf`, `nan`. */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan'
  if (x === Number.POSITIVE_INFINITY) return 'inf'
  if (x === Number.NEGATIVE_INFINITY) return '-inf'
  return formatFinite(x)
}

/**
 * How `json.dumps` writes a float (Python's `float.__repr__`, with `allow_nan=True` spellings for
 * the non-finite values): `NaN`, `Infinity`, `-Infinity`.
 */
export function pythonJsonFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN'
  if (x === Number.POSITIVE_INFINITY) return 'Infinity'
  if (x === Number.NEGATIVE_INFINITY) return '-Infinity'
  return formatFinite(x)
}

/**
 * How Python's `str(int)` writes an integer-valued number: every digit of the exact value. JS's
 * `String` rounds past 2^53 to the shortest round-trip form (`2 ** 60` → `1152921504606847000`) and
 * switches to exponent form at 1e21.
 */
export function pythonIntRepr(x: number): string {
  return Math.abs(x) <= Number.MAX_SAFE_INTEGER ? String(x === 0 ? 0 : x) : BigInt(x).toString()
}

function formatFinite(x: number): string {
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0'
  const magnitude = Math.abs(x)
  // Fast path: in [1e-4, 1e16) both languages write the same shortest digits positionally (JS does
  // so from 1e-6 to 1e21); Python only adds ".0" to whole numbers.
  if (magnitude >= 1e-4 && magnitude < 1e16) {
    const text = String(x)
    return Number.isInteger(x) ? `${text}.0` : text
  }
  const sign = x < 0 ? '-' : ''
  // toExponential() without an argument gives the shortest round-trip digits: "d.ddde±x".
  const [mantissa, exponentText] = magnitude.toExponential().split('e') as [string, string]
  const digits = mantissa.replace('.', '')
  const exponent = Number(exponentText)
  // CPython's decpt: the value is 0.DIGITS × 10^decpt.
  const decpt = exponent + 1
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`
    if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`
    return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`
  }
  const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
  const exponentSign = exponent < 0 ? '-' : '+'
  return `${sign}${head}e${exponentSign}${String(Math.abs(exponent)).padStart(2, '0')}`
}
