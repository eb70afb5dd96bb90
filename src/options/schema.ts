/**
 * @module options/schema
 * The zod adapter: the one schema of the library form of the options (camelCase keys, typed values) and the
 * translation of zod's issues into pydantic v2 errors (api §1.5). It checks types, per-field bounds and
 * unknown keys, and applies the defaults of ./option-fields.ts: each partition option's schema is derived
 * from its entry there (`fieldSchema`); the library-only options are declared here. Cross-field rules and
 * the `languages` merge live in ./validate-options.ts. Nothing else in the project imports zod.
 */
import { z } from 'zod'
import type { PartitionWarning, ValidationIssue } from '../errors.js'
import { LIBRARY_ONLY_FIELDS, OPTION_FIELDS, OPTION_NAMES } from './option-fields.js'
import type { LibraryOnlyOptionName, OptionField, OptionKind, OptionName } from './option-fields.js'
import type { OcrAgent } from '../ocr/ocr-types.js'
import type { VlmProvider } from './vlm-types.js'
import { LIMIT_NAMES } from '../document-limits.js'
import type { DocumentLimits } from '../document-limits.js'
import { sortIssuesByField } from './sort-issues-by-field.js'
import type { ResolvedPartitionOptions } from './resolved-partition-options.js'

// An integer is a finite number with no fractional part; no safe-integer cap (pydantic has none).
const integer = () => z.number().refine(Number.isInteger)
/** "… or null" with a default: null and absent both give the default. */
const orDefault = (schema: z.ZodType, fallback: unknown) => schema.nullish().transform((v) => v ?? fallback)
/** "… or null" without a default: null means absent. */
const orAbsent = (schema: z.ZodType) => schema.nullish().transform((v) => v ?? undefined)

/** The value type of a kind, with the bounds of the record (`min`/`max`). */
function kindSchema(field: OptionField): z.ZodType {
  switch (field.kind) {
    case 'boolean':
      return z.boolean()
    case 'integer':
      return integer()
    case 'number': {
      const number = field.min === undefined ? z.number() : z.number().min(field.min)
      return field.max === undefined ? number : number.max(field.max)
    }
    case 'string-list':
      return z.array(z.string())
    case 'string':
    case 'enum-tolerant':
      return z.string()
  }
}

/**
 * One option's schema, read from its record: a default validation applies is filled in (for absent, and
 * for null where the spec says "or null"); without one, absent stays absent (and null is absent when
 * nullable). A chunker-derived default is not applied (CHUNKER_DERIVED_DEFAULTS).
 */
export function fieldSchema(field: OptionField): z.ZodType {
  const value = kindSchema(field)
  if (field.defaultAppliedBy === 'options') {
    const fallback = field.default
    if (field.nullable) return orDefault(value, fallback)
    return Array.isArray(fallback) ? value.default(() => [...(fallback as readonly string[])]) : value.default(fallback)
  }
  return field.nullable ? orAbsent(value) : value.optional()
}

/** The partition options as a caller of the library gives them (null where the spec says "or null"). */
type PartitionInput = {
  [N in OptionName]?: InputValue<(typeof OPTION_FIELDS)[N]> | ((typeof OPTION_FIELDS)[N] extends { readonly nullable: true } ? null : never)
}
type InputValue<F> = F extends { readonly kind: 'boolean' }
  ? boolean
  : F extends { readonly kind: 'integer' | 'number' }
    ? number
    : F extends { readonly kind: 'string-list' }
      ? string[]
      : string

const partitionShape = Object.fromEntries(OPTION_NAMES.map((name) => [name, fieldSchema(OPTION_FIELDS[name])])) as Record<OptionName, z.ZodType>

/** The options only the library has (LIBRARY_ONLY_FIELDS says what each does). */
const libraryOnlyShape = {
  filename: z.string().optional(),
  lastModified: z.string().optional(),
  signal: z.custom<AbortSignal>((v) => typeof AbortSignal !== 'undefined' && v instanceof AbortSignal).optional(),
  onWarning: z.custom<(warning: PartitionWarning) => void>((v) => typeof v === 'function').optional(),
  vlmProvider: z.custom<VlmProvider>((v) => typeof v === 'function').optional(),
  ocrAgents: z
    .custom<Record<string, OcrAgent>>(
      (v) =>
        typeof v === 'object' && v !== null && Object.values(v).every((a) => typeof (a as { recognize?: unknown } | null)?.recognize === 'function'),
    )
    .optional(),
  ocrAgent: z.string().optional(),
  limits: z
    .strictObject({
      maxStreamBytes: z.number().positive().optional(),
      maxInflatedBytes: z.number().positive().optional(),
      maxElements: z.number().int().positive().optional(),
      timeoutMs: z.number().min(0).optional(),
      maxImagePixels: z.number().int().positive().optional(),
      maxNestingDepth: z.number().int().positive().optional(),
      maxLineLength: z.number().int().positive().optional(),
      maxPdfObjects: z.number().int().positive().optional(),
      maxOperatorsPerPage: z.number().int().positive().optional(),
    } satisfies Record<keyof DocumentLimits, z.ZodType>)
    .optional(),
  assets: z
    .custom<string | URL>((v) => typeof v === 'string' || (typeof URL !== 'undefined' && v instanceof URL))
    .transform(String)
    .optional(),
} satisfies Record<LibraryOnlyOptionName, z.ZodType>

/** The library-only options once validated (`assets` as a string). */
export type LibraryOnlyOptions = z.output<z.ZodObject<typeof libraryOnlyShape>>
type LibraryOnlyInput = z.input<z.ZodObject<typeof libraryOnlyShape>>
type Flat<T> = { [K in keyof T]: T[K] }

/**
 * The library form. Key order is the spec table's, then the library-only options; zod reports issues in
 * this order. Every partition option's schema is derived from its OPTION_FIELDS entry (fieldSchema).
 */
export const optionsSchema = z.strictObject({ ...partitionShape, ...libraryOnlyShape })

/** What the library accepts (every key optional; `null` allowed where the spec says "or null"). */
export type SchemaInput = Flat<PartitionInput & LibraryOnlyInput>
/** What the schema produces: defaults applied, absent optionals `undefined`. */
export type SchemaOutput = ResolvedPartitionOptions & LibraryOnlyOptions

export type SchemaResult = { ok: true; value: SchemaOutput } | { ok: false; issues: ValidationIssue[] }

/** Validates the library form; on failure every problem as a pydantic v2 error, in spec-table order. */
export function parseOptionsSchema(raw: unknown): SchemaResult {
  const result = optionsSchema.safeParse(raw, { reportInput: true })
  if (result.success) return { ok: true, value: result.data as SchemaOutput }
  const issues = result.error.issues.flatMap((issue) => toPydanticIssues(issue, raw))
  return { ok: false, issues: sortIssuesByField(dedupe(issues)) }
}

type ZodIssue = z.core.$ZodIssue

function toPydanticIssues(issue: ZodIssue, raw: unknown): ValidationIssue[] {
  const [head, ...rest] = issue.path
  if (head === undefined) {
    if (issue.code === 'unrecognized_keys') {
      const record = raw as Record<string, unknown>
      return issue.keys.map((key) => ({
        type: 'extra_forbidden',
        loc: ['body', key],
        msg: 'Extra inputs are not permitted',
        input: record[key],
      }))
    }
    return [{ type: 'dict_type', loc: ['body'], msg: 'Input should be a valid dictionary', input: raw }]
  }
  const name = String(head)
  if (name in LIBRARY_ONLY_FIELDS) return [libraryOnlyIssue(name as LibraryOnlyOptionName, issue.input)]
  const field = OPTION_FIELDS[name as OptionName]
  const loc = ['body', field.wire]
  if (rest.length > 0) {
    // An element of a string list: pydantic's loc carries the index.
    const at = rest.filter((part): part is string | number => typeof part !== 'symbol')
    return [{ type: 'string_type', loc: [...loc, ...at], msg: 'Input should be a valid string', input: issue.input }]
  }
  return [fieldIssue(field, loc, issue)]
}

/** What pydantic says of a value of the wrong type: its error type, message and context. */
type WrongType = Pick<ValidationIssue, 'type' | 'msg' | 'ctx'>

const VALID_STRING: WrongType = { type: 'string_type', msg: 'Input should be a valid string' }
const CALLABLE: WrongType = { type: 'callable_type', msg: 'Input should be callable' }

/** The wrong-type issue of an option, by its kind. */
const WRONG_TYPE: Record<OptionKind, WrongType> = {
  boolean: { type: 'bool_type', msg: 'Input should be a valid boolean' },
  string: VALID_STRING,
  'enum-tolerant': VALID_STRING,
  'string-list': { type: 'list_type', msg: 'Input should be a valid list' },
  integer: { type: 'int_type', msg: 'Input should be a valid integer' },
  number: { type: 'float_type', msg: 'Input should be a valid number' },
}

/** The wrong-type issue of each library-only option. */
const LIBRARY_ONLY_WRONG_TYPE: Record<LibraryOnlyOptionName, WrongType> = {
  filename: VALID_STRING,
  lastModified: VALID_STRING,
  ocrAgent: VALID_STRING,
  signal: { type: 'is_instance_of', msg: 'Input should be an instance of AbortSignal', ctx: { class: 'AbortSignal' } },
  onWarning: CALLABLE,
  vlmProvider: CALLABLE,
  ocrAgents: { type: 'dict_type', msg: 'Input should be a dictionary of OCR agents (objects with a recognize method)' },
  limits: { type: 'dict_type', msg: `Input should be a dictionary of positive numbers: ${LIMIT_NAMES.join(', ')}` },
  assets: { type: 'string_type', msg: 'Input should be a valid string or URL (the folder of docparts assets)' },
}

function wrongTypeIssue({ type, msg, ctx }: WrongType, loc: (string | number)[], input: unknown): ValidationIssue {
  return ctx === undefined ? { type, loc, msg, input } : { type, loc, msg, input, ctx: { ...ctx } }
}

/** The issue of a value zod refused: its wrong type, or for a number option given a number, not finite, not whole (integer) or out of bounds. */
function fieldIssue(field: (typeof OPTION_FIELDS)[OptionName], loc: (string | number)[], issue: ZodIssue): ValidationIssue {
  const input = issue.input
  const wrongType = wrongTypeIssue(WRONG_TYPE[field.kind], loc, input)
  if ((field.kind !== 'integer' && field.kind !== 'number') || typeof input !== 'number') return wrongType
  if (!Number.isFinite(input)) return finiteNumber(loc, input)
  if (field.kind === 'integer') {
    return { type: 'int_from_float', loc, msg: 'Input should be a valid integer, got a number with a fractional part', input }
  }
  if (issue.code === 'too_small' && 'min' in field) return boundIssue('ge', field.min, loc, input)
  if (issue.code === 'too_big' && 'max' in field) return boundIssue('le', field.max, loc, input)
  return wrongType
}

/** pydantic `greater_than_equal` / `less_than_equal`; the bound is printed as Python prints a float (`0.0`). */
function boundIssue(bound: 'ge' | 'le', limit: number, loc: (string | number)[], input: unknown): ValidationIssue {
  const shown = Number.isInteger(limit) ? limit.toFixed(1) : String(limit)
  return bound === 'ge'
    ? { type: 'greater_than_equal', loc, msg: `Input should be greater than or equal to ${shown}`, input, ctx: { ge: limit } }
    : { type: 'less_than_equal', loc, msg: `Input should be less than or equal to ${shown}`, input, ctx: { le: limit } }
}

function finiteNumber(loc: (string | number)[], input: unknown): ValidationIssue {
  return { type: 'finite_number', loc, msg: 'Input should be a finite number', input }
}

function libraryOnlyIssue(name: LibraryOnlyOptionName, input: unknown): ValidationIssue {
  return wrongTypeIssue(LIBRARY_ONLY_WRONG_TYPE[name], ['body', name], input)
}

// One error per location: zod may report a failed type and a failed refinement for the same value.
function dedupe(issues: ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>()
  return issues.filter((issue) => {
    const key = JSON.stringify(issue.loc)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
