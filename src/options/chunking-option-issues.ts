/**
 * @module options/chunking-option-issues
 * The cross-field chunking rules of upstream's `ChunkingOptions._validate` (unstructured/chunking/base.py)
 * and `_ByTitleChunkingOptions._validate` (chunking/title.py), with their exact texts (core §4.1), reported
 * as pydantic `value_error`s so a bad combination is a 422 at the door instead of a failure after
 * partitioning. Checked only when a chunking strategy is set (the spec: without one, the other chunking
 * parameters are ignored).
 */
import type { ValidationIssue } from '../errors.js'
import type { ResolvedOptions } from './types.js'
import { OPTION_FIELDS } from './option-fields.js'
import type { OptionName } from './option-fields.js'

/** Upstream's `CHUNK_MAX_CHARS_DEFAULT`: the hard maximum when `max_characters` is absent. */
export const CHUNK_MAX_CHARS_DEFAULT = 500

export type ChunkingRuleOptions = Pick<
  ResolvedOptions,
  'chunkingStrategy' | 'maxCharacters' | 'newAfterNChars' | 'combineUnderNChars' | 'overlap'
>

/**
 * Every broken rule, one issue per offending field. `inputs` are the values as the caller sent them (the
 * raw wire strings for HTTP and CLI), used as the issue's `input`; the typed value is used when absent.
 * Upstream raises on the first broken rule; here each field is reported, but a comparison with
 * `max_characters` is skipped when `max_characters` itself is invalid (it would only repeat that error).
 */
export function chunkingOptionIssues(
  options: ChunkingRuleOptions,
  inputs: Partial<Record<OptionName, unknown>> = {},
): ValidationIssue[] {
  if (options.chunkingStrategy === undefined) return []
  const issues: ValidationIssue[] = []
  const fail = (name: OptionName, value: number, text: string): void => {
    issues.push({
      type: 'value_error',
      loc: ['body', OPTION_FIELDS[name].wire],
      msg: `Value error, ${text}`,
      input: name in inputs ? inputs[name] : value,
      // pydantic keeps the ValueError in ctx.error; FastAPI serialises the exception object as {}.
      ctx: { error: {} },
    })
  }

  const hardMax = options.maxCharacters ?? CHUNK_MAX_CHARS_DEFAULT
  const hardMaxValid = hardMax > 0
  if (!hardMaxValid) fail('maxCharacters', hardMax, `'max_characters' argument must be > 0, got ${hardMax}`)

  const newAfter = options.newAfterNChars
  if (newAfter !== undefined && newAfter < 0) {
    fail('newAfterNChars', newAfter, `'new_after_n_chars' argument must be >= 0, got ${newAfter}`)
  }

  // Upstream does not reject a negative overlap; it only has to leave room in the window.
  if (hardMaxValid && options.overlap >= hardMax) {
    fail(
      'overlap',
      options.overlap,
      `'overlap' argument must be less than \`max_characters\`, got ${options.overlap} >= ${hardMax}`,
    )
  }

  // Only by_title combines pre-chunks; basic (and the page/similarity chunkers built on it) ignore the
  // argument upstream, so it is not checked for them.
  const combine = options.combineUnderNChars
  if (options.chunkingStrategy === 'by_title' && combine !== undefined) {
    if (combine < 0) {
      fail('combineUnderNChars', combine, `'combine_text_under_n_chars' argument must be >= 0, got ${combine}`)
    } else if (hardMaxValid && combine > hardMax) {
      fail(
        'combineUnderNChars',
        combine,
        `'combine_text_under_n_chars' argument must not exceed \`max_characters\` value, got ${combine} > ${hardMax}`,
      )
    }
  }
  return issues
}
