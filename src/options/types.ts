/**
 * @module options/types
 * The resolved options every partitioner and chunker reads: defaults applied, everything validated,
 * camelCase names as the unstructured-client TypeScript SDK spells them. Produced only by
 * `validateOptions()`; code below it never writes `?? default`.
 *
 * Nothing here is written per option: the partition options are derived from their one declaration,
 * OPTION_FIELDS (./resolved-partition-options.ts), the library-only ones are their zod schema's output
 * (./schema.ts).
 */
import type { ResolvedPartitionOptions } from './resolved-partition-options.js'
import type { LibraryOnlyOptions } from './schema.js'

/** Every resolved option: the partition options, then the library-only ones. */
export interface ResolvedOptions extends ResolvedPartitionOptions, LibraryOnlyOptions {}
