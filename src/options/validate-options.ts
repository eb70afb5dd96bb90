/**
 * @module options/validate-options
 * The door every call goes through: library options (camelCase, typed) → ResolvedOptions, or a
 * ValidationError listing every problem as pydantic v2 would (api §1.5). The HTTP form and the CLI get
 * here through ./options-from-wire.ts, so their error bodies are the same.
 */
import { ValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import type { ResolvedOptions } from './types.js'
import type { OptionName } from './option-fields.js'
import { optionByWireName } from './option-fields.js'
import { parseOptionsSchema } from './schema.js'
import type { SchemaInput, SchemaOutput } from './schema.js'
import type { EnumeratedOptions } from './option-values.js'
import { validateChunkOptions } from './validate-chunk-options.js'
import { sortIssuesByField } from './sort-issues-by-field.js'

/**
 * The options `partition()` takes: every parameter of the partition interface in camelCase, as the
 * unstructured-client TypeScript SDK spells it (`strategy`, `maxCharacters`, `chunkingStrategy`, …), all
 * optional, `null` accepted where the spec says "or null"; plus `filename`, `lastModified`, `signal`,
 * `onWarning`, `vlmProvider` and `ocrAgents`. An unknown key is an error (`extra_forbidden`): a typo must not pass silently.
 * The enumerated options are unions (./option-values.ts): a misspelt `strategy` does not compile.
 */
export type PartitionOptions = Omit<SchemaInput, keyof EnumeratedOptions> & EnumeratedOptions

export type OptionsCheck = { ok: true; options: ResolvedOptions } | { ok: false; issues: ValidationIssue[] }

/**
 * Validates and resolves library options; throws `ValidationError` whose `detail` lists every problem in
 * the spec table's order. `undefined` and `null` mean "no options".
 */
export function validateOptions(raw: unknown): ResolvedOptions {
  const checked = checkOptions(raw)
  if (!checked.ok) throw new ValidationError(checked.issues)
  return checked.options
}

/** Extra context for `checkOptions` from a caller that coerced strings first (./options-from-wire.ts). */
export interface CheckContext {
  /**
   * Per option, the value as the caller sent it before coercion (the raw wire string); it becomes the
   * `input` of an error on that option, as in pydantic, which reports the original input.
   */
  inputs?: Partial<Record<OptionName, unknown>>
  /** Errors the caller already found (e.g. `int_parsing`); merged in field order with the schema's. */
  issues?: readonly ValidationIssue[]
}

/**
 * `validateOptions` without the throw. Field errors are collected for every field; the cross-field chunking
 * rules run only when every field is valid (as a pydantic model validator would).
 */
export function checkOptions(raw: unknown, context: CheckContext = {}): OptionsCheck {
  const inputs = context.inputs ?? {}
  const earlier = context.issues ?? []
  const parsed = parseOptionsSchema(raw ?? {})
  if (!parsed.ok || earlier.length > 0) {
    const found = parsed.ok ? [] : parsed.issues.map((issue) => withSentInput(issue, inputs))
    return { ok: false, issues: sortIssuesByField([...earlier, ...found]) }
  }
  // The chunking rules (core §4.1) have one implementation, the chunker's; they apply only when a
  // chunking strategy is set (the spec: without one the other chunking parameters are ignored).
  const chunking = parsed.value.chunkingStrategy === undefined ? [] : validateChunkOptions(parsed.value).map((issue) => withSentInput(issue, inputs))
  if (chunking.length > 0) return { ok: false, issues: sortIssuesByField(chunking) }
  return { ok: true, options: resolve(parsed.value) }
}

function resolve(value: SchemaOutput): ResolvedOptions {
  const merged: ResolvedOptions = { ...value, languages: mergedLanguages(value.languages, value.ocrLanguages) }
  return withoutAbsent(merged)
}

// Absent stays absent: no `key: undefined` entries in the result (the type is unchanged).
function withoutAbsent<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T
}

/**
 * `languages` when given, else the deprecated `ocrLanguages` in its tesseract `eng+kor` form split on `+`.
 * Codes are kept as given (the language stage maps names and ISO 639-1 codes).
 */
function mergedLanguages(languages: string[], ocrLanguages: string[]): string[] {
  if (languages.length > 0) return languages
  return ocrLanguages.flatMap((entry) => entry.split('+')).filter((code) => code !== '')
}

// Only a whole-field error takes the sent input; an error on a list element keeps the element.
function withSentInput(issue: ValidationIssue, inputs: Partial<Record<OptionName, unknown>>): ValidationIssue {
  if (issue.loc.length !== 2 || typeof issue.loc[1] !== 'string') return issue
  const name = optionByWireName(issue.loc[1])
  if (name === undefined || !(name in inputs)) return issue
  return { ...issue, input: inputs[name] }
}
