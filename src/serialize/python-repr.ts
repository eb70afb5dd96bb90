/**
 * @module serialize/python-repr
 * Python's `repr()` of plain data, which is what a CSV cell holds for a list or dict (the csv module
 * calls `str()` on it): `['eng']`, `[{'text': 'x', 'url': 'y', 'start_index': 0}]`.
 *
 * Strings follow CPython's `unicode_repr`: single quotes, unless the text contains `'` and no `"`;
 * `\\`, the chosen quote, `\t`, `\n`, `\r` are backslash-escaped; other control characters and DEL as
 * `\xNN`; non-ASCII characters stay raw when printable, otherwise `\xNN`, `\uNNNN` or `\UNNNNNNNN`
 * (non-printable = Unicode categories Cc, Cf, Cs, Co, Cn, Zl, Zp, Zs; the JS engine's Unicode tables
 * stand in for Python's `unicodedata`).
 * Numbers follow the float rule of `python-float-keys` (`1.0` under a float key, `1` elsewhere);
 * `null`/`undefined` → `None`, booleans → `True`/`False`, dicts keep insertion order.
 */
import { isPythonFloatKey, PYTHON_FLOAT_KEYS } from './python-float-keys.js'
import { pythonFloatRepr, pythonIntRepr } from './python-float-repr.js'

export interface PythonReprOptions {
  /** Keys whose numbers are floats. Default `PYTHON_FLOAT_KEYS` (plus its suffix rule). */
  floatKeys?: ReadonlySet<string>
}

/** `repr(value)` as CPython writes it for str, int, float, bool, None, list and dict. */
export function pythonRepr(value: unknown, options: PythonReprOptions = {}): string {
  return repr(value, false, options.floatKeys ?? PYTHON_FLOAT_KEYS)
}

function repr(value: unknown, isFloat: boolean, floatKeys: ReadonlySet<string>): string {
  if (value === null || value === undefined) return 'None'
  if (typeof value === 'string') return pythonStrRepr(value)
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'number') {
    return !isFloat && Number.isInteger(value) ? pythonIntRepr(value) : pythonFloatRepr(value)
  }
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return `[${value.map((item) => repr(item, isFloat, floatKeys)).join(', ')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
    const items = entries.map(([key, item]) => `${pythonStrRepr(key)}: ${repr(item, isPythonFloatKey(key, floatKeys), floatKeys)}`)
    return `{${items.join(', ')}}`
  }
  throw new TypeError(`No Python repr for a value of type ${typeof value}.`)
}

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u

/** `repr(str)`: quote choice and escapes of CPython's `unicode_repr`. */
export function pythonStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'"
  let out = quote
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (char === quote || char === '\\') out += `\\${char}`
    else if (char === '\t') out += '\\t'
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`
    else if (code < 0x7f) out += char
    else if (!NON_PRINTABLE.test(char)) out += char
    else if (code <= 0xff) out += `\\x${hex(code, 2)}`
    else if (code <= 0xffff) out += `\\u${hex(code, 4)}`
    else out += `\\U${hex(code, 8)}`
  }
  return out + quote
}

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0')
}
