/**
 * @module options/schema
 * The zod adapter: the one schema of the library form of the options (camelCase keys, typed values) and the
 * translation of zod's issues into pydantic v2 errors (api §1.5). It checks types, per-field bounds and
 * unknown keys, and applies the defaults of ./option-fields.ts; cross-field rules and the `languages`
 * merge live in ./validate-options.ts. Nothing else in the project imports zod.
 */
import { z } from 'zod'
import type { PartitionWarning, ValidationIssue } from '../errors.js'
import type { OcrAgent } from '../ocr/ocr-types.js'
import type { VlmProvider } from '../pdf/strategies/vlm-types.js'
import { LIBRARY_ONLY_FIELDS, OPTION_FIELDS } from './option-fields.js'
import { sortIssuesByField } from './sort-issues-by-field.js'
import type { LibraryOnlyOptionName, OptionName } from './option-fields.js'

const D = OPTION_FIELDS

// An integer is a finite number with no fractional part; no safe-integer cap (pydantic has none).
const integer = () => z.number().refine(Number.isInteger)
const list = () => z.array(z.string())
/** "… or null" with a default: null and absent both give the default. */
const orDefault = <S extends z.ZodType>(schema: S, fallback: z.output<S>) =>
  schema.nullish().transform((v): z.output<S> => v ?? fallback)
/** "… or null" without a default: null means absent. */
const orAbsent = <S extends z.ZodType>(schema: S) =>
  schema.nullish().transform((v): z.output<S> | undefined => v ?? undefined)
const defaultList = () => list().default(() => [])

/**
 * The library form. Key order is the spec table's, then the library-only options; zod reports issues in
 * this order. Kinds, nullability and defaults follow OPTION_FIELDS (a test compares them).
 */
export const optionsSchema = z.strictObject({
  coordinates: z.boolean().default(D.coordinates.default),
  contentType: orAbsent(z.string()),
  encoding: orDefault(z.string(), D.encoding.default),
  extractImageBlockTypes: defaultList(),
  gzUncompressedContentType: orAbsent(z.string()),
  hiResModelName: orAbsent(z.string()),
  includePageBreaks: z.boolean().default(D.includePageBreaks.default),
  languages: defaultList(),
  ocrLanguages: defaultList(),
  outputFormat: z.string().default(D.outputFormat.default),
  pdfInferTableStructure: z.boolean().default(D.pdfInferTableStructure.default),
  skipInferTableTypes: defaultList(),
  startingPageNumber: orAbsent(integer()),
  strategy: z.string().default(D.strategy.default),
  vlmModelProvider: z.string().optional(),
  vlmModel: z.string().optional(),
  tableOcrAgent: orAbsent(z.string()),
  uniqueElementIds: z.boolean().default(D.uniqueElementIds.default),
  xmlKeepTags: z.boolean().default(D.xmlKeepTags.default),
  chunkingStrategy: orAbsent(z.string()),
  // The three chunk sizes keep `undefined` when absent: the chunker derives them (CHUNKER_DERIVED_DEFAULTS).
  combineUnderNChars: orAbsent(integer()),
  includeOrigElements: orDefault(z.boolean(), D.includeOrigElements.default),
  trackingEnabled: orAbsent(z.boolean()),
  maxCharacters: orAbsent(integer()),
  multipageSections: z.boolean().default(D.multipageSections.default),
  newAfterNChars: orAbsent(integer()),
  overlap: integer().default(D.overlap.default),
  overlapAll: z.boolean().default(D.overlapAll.default),
  similarityThreshold: orAbsent(z.number().min(D.similarityThreshold.min).max(D.similarityThreshold.max)),
  doNotBreakSimilarityOnFooterHeader: z.boolean().default(D.doNotBreakSimilarityOnFooterHeader.default),
  includeSlideNotes: z.boolean().default(D.includeSlideNotes.default),
  pdfminerLineOverlap: orAbsent(z.number()),
  pdfminerCharMargin: orAbsent(z.number()),
  pdfminerLineMargin: orAbsent(z.number()),
  pdfminerWordMargin: orDefault(z.number(), D.pdfminerWordMargin.default),
  password: orAbsent(z.string()),

  // ── library-only ──
  filename: z.string().optional(),
  lastModified: z.string().optional(),
  signal: z.custom<AbortSignal>((v) => typeof AbortSignal !== 'undefined' && v instanceof AbortSignal).optional(),
  onWarning: z.custom<(warning: PartitionWarning) => void>((v) => typeof v === 'function').optional(),
  vlmProvider: z.custom<VlmProvider>((v) => typeof v === 'function').optional(),
  ocrAgents: z
    .custom<Record<string, OcrAgent>>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        Object.values(v).every((a) => typeof (a as { recognize?: unknown } | null)?.recognize === 'function'),
    )
    .optional(),
  ocrAgent: z.string().optional(),
  limits: z
    .strictObject({
      maxStreamBytes: z.number().positive().optional(),
      maxInflatedBytes: z.number().positive().optional(),
      maxElements: z.number().int().positive().optional(),
      timeoutMs: z.number().min(0).optional(),
    })
    .optional(),
  assets: z
    .custom<string | URL>((v) => typeof v === 'string' || (typeof URL !== 'undefined' && v instanceof URL))
    .transform(String)
    .optional(),
})

/** What the library accepts (every key optional; `null` allowed where the spec says "or null"). */
export type SchemaInput = z.input<typeof optionsSchema>
/** What the schema produces: defaults applied, absent optionals `undefined`. */
export type SchemaOutput = z.output<typeof optionsSchema>

export type SchemaResult = { ok: true; value: SchemaOutput } | { ok: false; issues: ValidationIssue[] }

/** Validates the library form; on failure every problem as a pydantic v2 error, in spec-table order. */
export function parseOptionsSchema(raw: unknown): SchemaResult {
  const result = optionsSchema.safeParse(raw, { reportInput: true })
  if (result.success) return { ok: true, value: result.data }
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

function fieldIssue(
  field: (typeof OPTION_FIELDS)[OptionName],
  loc: (string | number)[],
  issue: ZodIssue,
): ValidationIssue {
  const input = issue.input
  switch (field.kind) {
    case 'boolean':
      return { type: 'bool_type', loc, msg: 'Input should be a valid boolean', input }
    case 'string':
    case 'enum-tolerant':
      return { type: 'string_type', loc, msg: 'Input should be a valid string', input }
    case 'string-list':
      return { type: 'list_type', loc, msg: 'Input should be a valid list', input }
    case 'integer':
      if (typeof input !== 'number') return { type: 'int_type', loc, msg: 'Input should be a valid integer', input }
      if (!Number.isFinite(input)) return finiteNumber(loc, input)
      return {
        type: 'int_from_float',
        loc,
        msg: 'Input should be a valid integer, got a number with a fractional part',
        input,
      }
    case 'number':
      if (typeof input !== 'number') return { type: 'float_type', loc, msg: 'Input should be a valid number', input }
      if (!Number.isFinite(input)) return finiteNumber(loc, input)
      if (issue.code === 'too_small' && 'min' in field) return boundIssue('ge', field.min, loc, input)
      if (issue.code === 'too_big' && 'max' in field) return boundIssue('le', field.max, loc, input)
      return { type: 'float_type', loc, msg: 'Input should be a valid number', input }
  }
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
  const loc = ['body', name]
  switch (name) {
    case 'filename':
    case 'lastModified':
    case 'ocrAgent':
      return { type: 'string_type', loc, msg: 'Input should be a valid string', input }
    case 'signal':
      return {
        type: 'is_instance_of',
        loc,
        msg: 'Input should be an instance of AbortSignal',
        input,
        ctx: { class: 'AbortSignal' },
      }
    case 'onWarning':
    case 'vlmProvider':
      return { type: 'callable_type', loc, msg: 'Input should be callable', input }
    case 'ocrAgents':
      return { type: 'dict_type', loc, msg: 'Input should be a dictionary of OCR agents (objects with a recognize method)', input }
    case 'limits':
      return { type: 'dict_type', loc, msg: 'Input should be a dictionary of positive numbers: maxStreamBytes, maxInflatedBytes, maxElements, timeoutMs', input }
    case 'assets':
      return { type: 'string_type', loc, msg: 'Input should be a valid string or URL (the folder of docparts assets)', input }
  }
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
