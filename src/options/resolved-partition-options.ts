/**
 * @module options/resolved-partition-options
 * The type of the partition options once validated, derived from their one declaration, OPTION_FIELDS
 * (./option-fields.ts): an option whose default validation applies is present, the others optional; its
 * kind gives its type; a tolerant enum is its known values open to any other string (`OpenString`),
 * because the interface tolerates unknown values until the stage that serves the option narrows it with
 * `assertServable` (./assert-servable.ts).
 */
import type { OPTION_FIELDS, OptionName } from './option-fields.js'
import type { OpenString } from './option-values.js'

type Fields = typeof OPTION_FIELDS

/** The type of an option's value once validated, from its kind (and known values). */
export type ResolvedValue<F> = F extends { readonly kind: 'boolean' }
  ? boolean
  : F extends { readonly kind: 'integer' | 'number' }
    ? number
    : F extends { readonly kind: 'string-list' }
      ? string[]
      : F extends { readonly kind: 'enum-tolerant'; readonly knownValues: readonly (infer V extends string)[] }
        ? [V] extends [never]
          ? string
          : OpenString<V>
        : string

/** The options whose default `validateOptions` applies: always present once resolved. */
type DefaultedName = { [N in OptionName]: Fields[N] extends { readonly defaultAppliedBy: 'options' } ? N : never }[OptionName]

/** The partition options (the interface's parameters) as validation resolves them. */
export type ResolvedPartitionOptions = { [N in DefaultedName]: ResolvedValue<Fields[N]> } & {
  [N in Exclude<OptionName, DefaultedName>]?: ResolvedValue<Fields[N]>
}
