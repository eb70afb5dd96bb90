/**
 * @module serialize/python-json
 * `json.dumps` of CPython, byte for byte, for the plain data elements are made of. Needed where
 * upstream's exact bytes matter: the `orig_elements` payload (core §3.2, compressed, so one differing
 * byte changes the whole base64 string) and upstream's `elements_to_json` file format (core §3.1).
 *
 * What differs from `JSON.stringify`:
 * - separators: `", "` and `": "` without indent; with indent, items end in `","` + newline and keys
 *   still take `": "`;
 * - `ensure_ascii` (Python's default): every character outside U+0020–U+007E is written `\uXXXX`
 *   (lowercase hex), astral characters as their UTF-16 surrogate pair, DEL as `\u007f`;
 * - floats as Python's `repr` (`612.0`, `1e-05`), chosen by the rule of `python-float-keys`;
 * - `sort_keys` sorts by code point (Python `str` order), not by UTF-16 unit;
 * - NaN / ±Infinity are written `NaN`, `Infinity`, `-Infinity` (Python's `allow_nan=True`).
 * `undefined` object values are skipped and `undefined` array items become `null`, as in JSON.stringify.
 */
import { isPythonFloatKey, PYTHON_FLOAT_KEYS } from './python-float-keys.js'
import { pythonIntRepr, pythonJsonFloat } from './python-float-repr.js'

export interface PythonJsonOptions {
  /** Spaces per level (Python `indent=`); a string is used as is. Default: none (one line). */
  indent?: number | string
  /** Python `sort_keys=`. Default false: keys in insertion order. */
  sortKeys?: boolean
  /** Python `ensure_ascii=`. Default true, as in Python. */
  ensureAscii?: boolean
  /** Keys whose numbers are floats. Default `PYTHON_FLOAT_KEYS` (plus its suffix rule). */
  floatKeys?: ReadonlySet<string>
}

interface Context {
  indent: string | undefined
  sortKeys: boolean
  /** `ensure_ascii`: escape every character outside printable ASCII. */
  ensureAscii: boolean
  floatKeys: ReadonlySet<string>
  /** Per-call memo of isPythonFloatKey: element dicts repeat the same few dozen keys. */
  floatKeyCache: Map<string, boolean>
}

/** Serializes `value` as CPython's `json.dumps(value, indent=…, sort_keys=…, ensure_ascii=…)`. */
export function pythonJsonDumps(value: unknown, options: PythonJsonOptions = {}): string {
  const indent = options.indent === undefined ? undefined : typeof options.indent === 'number' ? ' '.repeat(options.indent) : options.indent
  const context: Context = {
    indent,
    sortKeys: options.sortKeys ?? false,
    ensureAscii: options.ensureAscii ?? true,
    floatKeys: options.floatKeys ?? PYTHON_FLOAT_KEYS,
    floatKeyCache: new Map(),
  }
  const parts: string[] = []
  write(value, false, '', context, parts)
  return parts.join('')
}

function write(value: unknown, isFloat: boolean, level: string, context: Context, out: string[]): void {
  if (value === null || value === undefined) {
    out.push('null')
  } else if (typeof value === 'string') {
    out.push(quote(value, context.ensureAscii))
  } else if (typeof value === 'number') {
    out.push(!isFloat && Number.isInteger(value) ? pythonIntRepr(value) : pythonJsonFloat(value))
  } else if (typeof value === 'boolean') {
    out.push(value ? 'true' : 'false')
  } else if (typeof value === 'bigint') {
    out.push(value.toString())
  } else if (Array.isArray(value)) {
    writeArray(value, isFloat, level, context, out)
  } else if (typeof value === 'object') {
    writeObject(value as Record<string, unknown>, level, context, out)
  } else {
    throw new TypeError(`Object of type ${typeof value} is not JSON serializable.`)
  }
}

function writeArray(items: readonly unknown[], isFloat: boolean, level: string, context: Context, out: string[]): void {
  if (items.length === 0) {
    out.push('[]')
    return
  }
  const inner = context.indent === undefined ? level : level + context.indent
  const separator = context.indent === undefined ? ', ' : `,\n${inner}`
  out.push(context.indent === undefined ? '[' : `[\n${inner}`)
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out.push(separator)
    write(items[i], isFloat, inner, context, out)
  }
  out.push(context.indent === undefined ? ']' : `\n${level}]`)
}

function writeObject(object: Record<string, unknown>, level: string, context: Context, out: string[]): void {
  const keys = Object.keys(object).filter((key) => object[key] !== undefined)
  if (keys.length === 0) {
    out.push('{}')
    return
  }
  if (context.sortKeys) keys.sort(compareCodePoints)
  const inner = context.indent === undefined ? level : level + context.indent
  const separator = context.indent === undefined ? ', ' : `,\n${inner}`
  out.push(context.indent === undefined ? '{' : `{\n${inner}`)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    if (i > 0) out.push(separator)
    out.push(quote(key, context.ensureAscii), ': ')
    let isFloat = context.floatKeyCache.get(key)
    if (isFloat === undefined) {
      isFloat = isPythonFloatKey(key, context.floatKeys)
      context.floatKeyCache.set(key, isFloat)
    }
    write(object[key], isFloat, inner, context, out)
  }
  out.push(context.indent === undefined ? '}' : `\n${level}}`)
}

/** Python's `str` ordering: by code point. Differs from `<` on UTF-16 units only around surrogates. */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    // A surrogate (U+D800–DFFF) stands for a code point ≥ U+10000, above U+E000–FFFF.
    const xHigh = x >= 0xd800 && x <= 0xdfff
    const yHigh = y >= 0xd800 && y <= 0xdfff
    if (xHigh !== yHigh && (x >= 0xe000 || y >= 0xe000)) return xHigh ? 1 : -1
    return x - y
  }
  return a.length - b.length
}

/** Characters json.dumps writes with a two-character escape. */
const SHORT_ESCAPES: Record<number, string> = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
  0x08: '\\b',
  0x0c: '\\f',
}

// Python ESCAPE_ASCII = ([\\"]|[^\ -~]); ESCAPE = [\x00-\x1f\\"\b\f\n\r\t].
const NEEDS_ASCII_ESCAPE = /[^\x20\x21\x23-\x5b\x5d-\x7e]/
// Lone surrogates cannot be written as UTF-8, so they are escaped too (as JSON.stringify does).
const NEEDS_UNICODE_ESCAPE = /[\x00-\x1f"\\\ud800-\udfff]/

function hex4(code: number): string {
  return `\\u${code.toString(16).padStart(4, '0')}`
}

/**
 * json.dumps's quoting of a string. Printable ASCII other than the quote and the backslash is written as it is; quotes, backslashes
 * and control characters are escaped. With `ensureAscii` (`ensure_ascii=True`) every other UTF-16 unit is escaped
 * too; without it, everything else is written raw except lone surrogates (a well-formed pair is kept).
 */
function quote(text: string, ensureAscii: boolean): string {
  if (!(ensureAscii ? NEEDS_ASCII_ESCAPE : NEEDS_UNICODE_ESCAPE).test(text)) return `"${text}"`
  let out = '"'
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x20 && code <= 0x7e && code !== 0x22 && code !== 0x5c) continue
    if (!ensureAscii && code > 0x7e) {
      if (code < 0xd800 || code > 0xdfff) continue
      const next = text.charCodeAt(i + 1)
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++ // a well-formed pair: keep it raw
        continue
      }
    }
    out += text.slice(start, i) + (SHORT_ESCAPES[code] ?? hex4(code))
    start = i + 1
  }
  return `${out}${text.slice(start)}"`
}
