/**
 * @module options/option-values
 * The enumerated options as TypeScript unions, read from the one declaration of their values
 * (`knownValues` in ./option-fields.ts, HI_RES_MODEL_NAMES for the detector names), so a value added
 * there is accepted here too. `PartitionOptions` (./validate-options.ts) and `ChunkOptions` use them.
 *
 * Strict where a misspelling is the likely mistake (`strategy`, `chunkingStrategy`): a
 * TypeScript caller writing `strategy: 'hi-res'` gets a compile error. At run time these options stay as
 * tolerant as the partition interface (the HTTP form and untyped callers may send any string; the stage
 * that needs the value rejects it with an UnsupportedOptionError). Open — known values offered by
 * editors, any string accepted — where upstream takes free names: `hiResModelName`, `vlmModelProvider`,
 * `vlmModel`, `tableOcrAgent` (agents registered through `ocrAgents` have names of the caller's choosing),
 * and `outputFormat`, whose formats beyond the API's JSON and CSV (Markdown, HTML) the library and CLI add.
 */
import type { OPTION_FIELDS } from './option-fields.js'
import type { HI_RES_MODEL_NAMES } from './hi-res-model-names.js'
import type { ChunkingStrategy } from './chunking-strategies.js'

type Fields = typeof OPTION_FIELDS
/** The `knownValues` of option `N` as a union of string literals. */
type KnownValue<N extends keyof Fields> = Fields[N] extends { readonly knownValues: readonly (infer V extends string)[] } ? V : never

/** Any string, with `Known` offered first by editors (`(string & {})` keeps the literals from collapsing into `string`). */
export type OpenString<Known extends string> = Known | (string & {})

/** `'fast' | 'hi_res' | 'auto' | 'ocr_only' | 'od_only' | 'vlm'`. */
export type Strategy = KnownValue<'strategy'>
/** `'application/json' | 'text/csv'`: the formats of the partition API (`outputFormat`'s known values). */
export type OutputFormatName = KnownValue<'outputFormat'>
/** The hosted API's vision-language model providers. */
export type VlmModelProvider = KnownValue<'vlmModelProvider'>
/** The layout detector names this build accepts (`docparts` and upstream's model names, its aliases). */
export type HiResModelName = (typeof HI_RES_MODEL_NAMES)[number]
export type { ChunkingStrategy }

/** The enumerated options as `partition()` types them (null where the interface says "or null"). */
export interface EnumeratedOptions {
  /** Default `hi_res`. */
  strategy?: Strategy
  /** Absent or null: no chunking. */
  chunkingStrategy?: ChunkingStrategy | null
  /** Default `application/json`. */
  outputFormat?: OpenString<OutputFormatName>
  hiResModelName?: OpenString<HiResModelName> | null
  vlmModelProvider?: OpenString<VlmModelProvider>
  vlmModel?: string
  /** `tesseract` (built in) or the name of an agent given in `ocrAgents`. */
  tableOcrAgent?: OpenString<'tesseract'> | null
}
