/**
 * @module options/assert-servable
 * The tolerant enums (strategy, output_format, chunking_strategy, vlm_model_provider, vlm_model) accept any
 * string at validation, as the spec's schema does; the stage that needs the value calls this to fail
 * clearly when it cannot serve it. It is also where the type narrows: after it, `value` is one of `servable`.
 */
import { UnsupportedOptionError } from '../errors.js'
import { OPTION_FIELDS } from './option-fields.js'
import type { OptionName } from './option-fields.js'

/**
 * Throws `UnsupportedOptionError` unless `value` is one of `servable` (the values this build can serve,
 * e.g. the strategies with an implementation). The message names the option by its wire name, the value,
 * and the accepted values; a value the interface knows but this build cannot serve is said to be so.
 */
export function assertServable<S extends string>(name: OptionName, value: string, servable: readonly S[]): asserts value is S {
  if ((servable as readonly string[]).includes(value)) return
  const field = OPTION_FIELDS[name]
  const known: readonly string[] = 'knownValues' in field ? field.knownValues : []
  const accepted = servable.length > 0 ? servable.map((v) => `'${v}'`).join(', ') : '(none in this build)'
  const why = known.includes(value)
    ? `'${value}' is a valid ${field.wire} of the partition interface, but this build cannot serve it.`
    : `Unknown ${field.wire} '${value}'.`
  throw new UnsupportedOptionError(`${why} Use one of: ${accepted}.`)
}
