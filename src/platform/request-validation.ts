/**
 * @module platform/request-validation
 * JSON request bodies checked the way FastAPI/pydantic v2 (lax mode) checks the SDK's models, so a bad body
 * gets the same 422 `detail` array: `missing` (`Field required`), `string_type`, `bool_type`/`bool_parsing`,
 * `dict_type`, `list_type`, `enum`, `uuid_type`/`uuid_parsing`, `json_invalid`, each with `loc` from
 * `"body"` down to the field (and the list index).
 */
import type { ValidationIssue } from '../errors.js'
import { ValidationError } from '../errors.js'
import { parseUuid, uuidError } from './uuid-parsing.js'

export type Loc = (string | number)[]

/** A field reader: the value, or an issue pushed to `issues` and `undefined` returned. */
export type FieldCheck<T> = (value: unknown, loc: Loc, issues: ValidationIssue[]) => T | undefined

/** Parses a JSON body as FastAPI does: empty → `missing` at ["body"]; bad JSON → `json_invalid`. */
export function parseJsonBody(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') {
    throw new ValidationError([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }])
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Expecting value'
    const at = /position (\d+)/.exec(message)
    return throwIssue({
      type: 'json_invalid',
      loc: ['body', at === null ? 0 : Number(at[1])],
      msg: 'JSON decode error',
      input: {},
      ctx: { error: 'Expecting value' },
    })
  }
}

function throwIssue(issue: ValidationIssue): never {
  throw new ValidationError([issue])
}

/** The body must be a JSON object (`model_attributes_type` otherwise, as pydantic reports a non-dict model input). */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  return throwIssue({
    type: 'model_attributes_type',
    loc: ['body'],
    msg: 'Input should be a valid dictionary or object to extract fields from',
    input: body,
  })
}

/** Reads field `name` of `record` with `check`; absent → `missing` when required, else `fallback`. */
export function field<T>(
  record: Record<string, unknown>,
  name: string,
  check: FieldCheck<T>,
  issues: ValidationIssue[],
  options: { required?: boolean; nullable?: boolean; loc?: Loc } = {},
): T | null | undefined {
  const loc = [...(options.loc ?? ['body']), name]
  if (!Object.hasOwn(record, name)) {
    if (options.required === true) issues.push({ type: 'missing', loc, msg: 'Field required', input: record })
    return undefined
  }
  const value = record[name]
  if (value === null && options.nullable === true) return null
  return check(value, loc, issues)
}

export const str: FieldCheck<string> = (value, loc, issues) => {
  if (typeof value === 'string') return value
  issues.push({ type: 'string_type', loc, msg: 'Input should be a valid string', input: value })
  return undefined
}

const TRUE_WORDS = new Set(['1', 'on', 't', 'true', 'y', 'yes'])
const FALSE_WORDS = new Set(['0', 'off', 'f', 'false', 'n', 'no'])

export const bool: FieldCheck<boolean> = (value, loc, issues) => {
  if (typeof value === 'boolean') return value
  if (value === 0 || value === 1) return value === 1
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase()
    if (TRUE_WORDS.has(word)) return true
    if (FALSE_WORDS.has(word)) return false
    issues.push({ type: 'bool_parsing', loc, msg: 'Input should be a valid boolean, unable to interpret input', input: value })
    return undefined
  }
  issues.push({ type: 'bool_type', loc, msg: 'Input should be a valid boolean', input: value })
  return undefined
}

export const dict: FieldCheck<Record<string, unknown>> = (value, loc, issues) => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  issues.push({ type: 'dict_type', loc, msg: 'Input should be a valid dictionary', input: value })
  return undefined
}

export const uuid: FieldCheck<string> = (value, loc, issues) => {
  if (typeof value !== 'string') {
    issues.push({ type: 'uuid_type', loc, msg: 'UUID input should be a string, bytes or UUID object', input: value })
    return undefined
  }
  const parsed = parseUuid(value)
  if (parsed !== undefined) return parsed
  const error = uuidError(value) ?? 'failed to parse a UUID'
  issues.push({ type: 'uuid_parsing', loc, msg: `Input should be a valid UUID, ${error}`, input: value, ctx: { error } })
  return undefined
}

/** A closed string enum; the message lists the members as pydantic does (`'a', 'b' or 'c'`). */
export function oneOf<T extends string>(members: readonly T[]): FieldCheck<T> {
  const quoted = members.map((member) => `'${member}'`)
  const expected = quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`
  return (value, loc, issues) => {
    if (typeof value === 'string' && (members as readonly string[]).includes(value)) return value as T
    issues.push({ type: 'enum', loc, msg: `Input should be ${expected}`, input: value, ctx: { expected } })
    return undefined
  }
}

/** A list whose items are read by `item` (loc gets the index). */
export function listOf<T>(item: FieldCheck<T>): FieldCheck<T[]> {
  return (value, loc, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ type: 'list_type', loc, msg: 'Input should be a valid list', input: value })
      return undefined
    }
    const before = issues.length
    const items = value.map((entry, index) => item(entry, [...loc, index], issues))
    return issues.length === before ? (items as T[]) : undefined
  }
}

/** Throws the collected issues as one ValidationError (422). */
export function throwIfAny(issues: readonly ValidationIssue[]): void {
  if (issues.length > 0) throw new ValidationError([...issues])
}
