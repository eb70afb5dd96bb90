/**
 * @module options/options-from-wire
 * String inputs (HTTP form fields, CLI flags), keyed by wire name, → ResolvedOptions, with the coercions of
 * the OSS server (api §1.2, §1.3, §1.6, §6 points 2–5), then the same validation as the library
 * (./validate-options.ts), so the 422 detail is identical whichever door a value came through. The
 * `input` of every error is the raw string as sent.
 */
import { ValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import type { ResolvedOptions } from './types.js'
import { OPTION_FIELDS, OPTION_NAMES, optionByWireName } from './option-fields.js'
import type { OptionField, OptionName } from './option-fields.js'
import { checkOptions } from './validate-options.js'

/** Form fields or CLI flags by wire name; a key may end in `[]`; a repeated field has several values. */
export type WireFields = Readonly<Record<string, string | readonly string[]>>

/**
 * Coerces and validates string fields; throws `ValidationError` listing every problem (api §1.5).
 * - `x[]` is `x`; values of `x` and `x[]` are joined in the order given; unknown fields are ignored
 *   (clients always send `split_pdf_*` and other fields the server does not know).
 * - Scalars: the last value wins; `""` means the default.
 * - Booleans: `coordinates`, `xml_keep_tags`, `pdf_infer_table_structure` are `value.lower() == "true"`
 *   and never an error (upstream's SmartValueParser); the others accept pydantic's words
 *   (1 0 true false t f yes no y n on off, any case), else `bool_parsing`.
 * - Integers: trimmed, `_` between digits and a zero fraction (`"1.0"`) accepted; else `int_parsing`.
 *   Numbers: trimmed decimal or exponent form; else `float_parsing`.
 * - `strategy`: every `'` and `"` removed (a value that was only quotes means the default).
 * - Lists: repeated values as they are; a single value that is a JSON array is that array; otherwise it is
 *   split on `+` and, as a deliberate deviation from the OSS server (which yields `["eng,kor"]`), on `,`,
 *   because the TypeScript SDK sends arrays comma-joined (api §1.3); `""` stays `[""]` as upstream.
 */
export function optionsFromWire(fields: WireFields): ResolvedOptions {
  const collected = collectWireValues(fields)
  const typed: Partial<Record<OptionName, unknown>> = {}
  const inputs: Partial<Record<OptionName, unknown>> = {}
  const issues: ValidationIssue[] = []
  for (const name of OPTION_NAMES) {
    const values = collected.get(name)
    if (values === undefined || values.length === 0) continue
    const field: OptionField = OPTION_FIELDS[name]
    if (field.kind === 'string-list') {
      typed[name] = listFromWire(values)
      continue
    }
    const raw = values[values.length - 1]!
    if (raw === '') continue
    inputs[name] = raw
    const coerced = scalarFromWire(field, raw)
    if ('issue' in coerced) issues.push(coerced.issue)
    else if (coerced.value !== undefined) typed[name] = coerced.value
  }
  const checked = checkOptions(typed, { inputs, issues })
  if (!checked.ok) throw new ValidationError(checked.issues)
  return checked.options
}

function collectWireValues(fields: WireFields): Map<OptionName, string[]> {
  const collected = new Map<OptionName, string[]>()
  for (const [key, value] of Object.entries(fields)) {
    // api §1.3: the server renames `key[]` to `key` (the SDKs send list fields bracketed).
    const name = optionByWireName(key.endsWith('[]') ? key.slice(0, -2) : key)
    if (name === undefined) continue
    const values = collected.get(name) ?? []
    if (typeof value === 'string') values.push(value)
    else values.push(...value)
    collected.set(name, values)
  }
  return collected
}

type Coerced = { value: boolean | number | string | undefined } | { issue: ValidationIssue }

function scalarFromWire(field: OptionField, raw: string): Coerced {
  const loc = ['body', field.wire]
  switch (field.kind) {
    case 'boolean': {
      if (field.wireRule === 'true-only') return { value: raw.toLowerCase() === 'true' }
      const value = PYDANTIC_BOOLEANS.get(raw.toLowerCase())
      if (value !== undefined) return { value }
      return {
        issue: { type: 'bool_parsing', loc, msg: 'Input should be a valid boolean, unable to interpret input', input: raw },
      }
    }
    case 'integer': {
      const value = parseWireInteger(raw)
      if (value !== undefined) return { value }
      return {
        issue: {
          type: 'int_parsing',
          loc,
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: raw,
        },
      }
    }
    case 'number': {
      const value = parseWireNumber(raw)
      if (value !== undefined) return { value }
      return {
        issue: { type: 'float_parsing', loc, msg: 'Input should be a valid number, unable to parse string as a number', input: raw },
      }
    }
    case 'string':
    case 'enum-tolerant': {
      if (field.wireRule !== 'strip-quotes') return { value: raw }
      // api §1.2: upstream strips every quote character from `strategy` (test_utils: "fa'st" → fast).
      const stripped = raw.replaceAll(/['"]/g, '')
      return { value: stripped === '' ? undefined : stripped }
    }
    case 'string-list':
      return { value: raw }
  }
}

// pydantic v2 lax str → bool (case-insensitive, not trimmed).
const PYDANTIC_BOOLEANS: ReadonlyMap<string, boolean> = new Map([
  ...['1', 'on', 't', 'true', 'y', 'yes'].map((word) => [word, true] as const),
  ...['0', 'off', 'f', 'false', 'n', 'no'].map((word) => [word, false] as const),
])

const DIGITS = String.raw`\d+(?:_\d+)*`
// pydantic v2 str → int (pydantic-core `clean_int_str`): surrounding whitespace ignored, `_` between
// digits, a fraction of one or more zeros only (`1.0` yes, `1.` no).
const INTEGER = new RegExp(String.raw`^[+-]?${DIGITS}(?:\.0+)?$`)
// str → float: decimal or exponent form, `_` between digits; inf/nan parse here and fail later as
// `finite_number` (the schema rejects non-finite margins and thresholds).
const NUMBER = new RegExp(String.raw`^[+-]?(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`)
const NON_FINITE = /^[+-]?(?:inf|infinity|nan)$/i

/** The integer a wire string denotes, or undefined when pydantic would answer `int_parsing`. */
export function parseWireInteger(raw: string): number | undefined {
  const text = raw.trim()
  if (!INTEGER.test(text)) return undefined
  const value = Number.parseInt(text.replaceAll('_', ''), 10)
  return value === 0 ? 0 : value // "-0" is 0, not -0
}

/** The number a wire string denotes, or undefined when pydantic would answer `float_parsing`. */
export function parseWireNumber(raw: string): number | undefined {
  const text = raw.trim()
  if (NON_FINITE.test(text)) {
    if (/nan/i.test(text)) return Number.NaN
    return text.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY
  }
  if (!NUMBER.test(text)) return undefined
  return Number(text.replaceAll('_', ''))
}

/** api §1.3 list parsing plus the comma split for the TypeScript SDK (see optionsFromWire). */
export function listFromWire(values: readonly string[]): unknown[] {
  if (values.length !== 1) return [...values]
  const only = values[0]!
  const json = parseJson(only)
  if (json.ok) return Array.isArray(json.value) ? json.value : [only]
  if (!/[+,]/.test(only)) return [only]
  return only
    .split(/[+,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}
