/**
 * @module options/validate-chunk-options
 * The chunking option rules, with upstream's exact messages (core §4.1: `ChunkingOptions._validate`,
 * `_ByTitleChunkingOptions._validate`), as pydantic-shaped issues. This is the one implementation:
 * `validateOptions()` (./validate-options) calls it at the door and `chunk()` calls it again for callers
 * that bypass the options schema. Types (integer, number, boolean) are the schema's job, not this one's.
 */
import type { ValidationIssue } from '../errors.js'
import type { ResolvedOptions } from './types.js'
import type { ChunkingStrategy } from './chunking-strategies.js'

/**
 * The options chunking reads, camelCase as in ResolvedOptions; every one may be absent. The strategy is
 * one of the four names: a misspelt one does not compile (an untyped caller gets an UnsupportedOptionError).
 */
export type ChunkOptions = ChunkRuleInput & { chunkingStrategy?: ChunkingStrategy }

/** What the chunking rules read: ChunkOptions with the strategy as any string (options not yet validated). */
export type ChunkRuleInput = Partial<
  Pick<
    ResolvedOptions,
    | 'chunkingStrategy'
    | 'maxCharacters'
    | 'newAfterNChars'
    | 'combineUnderNChars'
    | 'overlap'
    | 'overlapAll'
    | 'multipageSections'
    | 'includeOrigElements'
    | 'similarityThreshold'
    | 'doNotBreakSimilarityOnFooterHeader'
    | 'uniqueElementIds'
    | 'onWarning'
  >
>

/** `max_characters` when absent (upstream `CHUNK_MAX_CHARS_DEFAULT`). */
export const CHUNK_MAX_CHARS_DEFAULT = 500

/** `similarity_threshold` when absent (hosted docs: 0.0–1.0, default 0.5). */
export const SIMILARITY_THRESHOLD_DEFAULT = 0.5

function valueError(wireName: string, input: unknown, message: string): ValidationIssue {
  // Shaped as FastAPI serializes a pydantic v2 `ValueError` raised in a validator.
  return { type: 'value_error', loc: ['body', wireName], msg: `Value error, ${message}`, input, ctx: { error: {} } }
}

/**
 * Every problem with the chunking options at once, as ValidationError issues (`loc` =
 * `['body', <wire name>]`, `msg` = `"Value error, " + upstream's message`); `[]` when they are valid.
 * Checks that depend on `max_characters` are skipped when `max_characters` itself is invalid, so one
 * mistake gives one issue. The by_title rules on `combine_under_n_chars` apply only when
 * `chunkingStrategy` is `by_title`; `similarity_threshold` is checked whenever it is given.
 *
 * @example validateChunkOptions({ chunkingStrategy: 'basic', maxCharacters: 200, overlap: 300 })
 *   // [{ type: 'value_error', loc: ['body', 'overlap'],
 *   //    msg: "Value error, 'overlap' argument must be less than `max_characters`, got 300 >= 200", … }]
 */
export function validateChunkOptions(options: ChunkRuleInput): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const maxCharacters = options.maxCharacters ?? CHUNK_MAX_CHARS_DEFAULT
  const maxIsValid = maxCharacters > 0
  if (!maxIsValid) {
    issues.push(valueError('max_characters', options.maxCharacters, `'max_characters' argument must be > 0, got ${maxCharacters}`))
  }
  const newAfter = options.newAfterNChars
  if (newAfter !== undefined && newAfter < 0) {
    issues.push(valueError('new_after_n_chars', newAfter, `'new_after_n_chars' argument must be >= 0, got ${newAfter}`))
  }
  const overlap = options.overlap ?? 0
  // Not an upstream rule (it reads `overlap or 0` and never checks the sign): a negative overlap would
  // make the splitter re-read text after the cut, so it is refused here.
  if (overlap < 0) {
    issues.push(valueError('overlap', overlap, `'overlap' argument must be >= 0, got ${overlap}`))
  } else if (maxIsValid && overlap >= maxCharacters) {
    issues.push(valueError('overlap', overlap, `'overlap' argument must be less than \`max_characters\`, got ${overlap} >= ${maxCharacters}`))
  }
  if (options.chunkingStrategy === 'by_title') {
    const combine = options.combineUnderNChars ?? maxCharacters
    if (combine < 0) {
      issues.push(valueError('combine_under_n_chars', combine, `'combine_text_under_n_chars' argument must be >= 0, got ${combine}`))
    } else if (maxIsValid && combine > maxCharacters) {
      issues.push(
        valueError(
          'combine_under_n_chars',
          combine,
          `'combine_text_under_n_chars' argument must not exceed \`max_characters\` value, got ${combine} > ${maxCharacters}`,
        ),
      )
    }
  }
  const threshold = options.similarityThreshold
  if (threshold !== undefined && !(threshold >= 0 && threshold <= 1)) {
    issues.push(valueError('similarity_threshold', threshold, `'similarity_threshold' argument must be between 0.0 and 1.0, got ${threshold}`))
  }
  return issues
}
