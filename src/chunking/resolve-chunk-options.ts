/**
 * @module chunking/resolve-chunk-options
 * Upstream's derived chunking settings (core §4.1): the hard maximum, the soft maximum capped to it,
 * the by_title combine threshold, the inter-chunk overlap. Resolved once per `chunk()` call so the
 * chunkers below read plain numbers and never write `?? default`.
 */
import { ValidationError } from '../errors.js'
import type { PartitionWarning } from '../errors.js'
import type { ChunkingStrategy } from '../options/chunking-strategies.js'
import type { ChunkRuleInput } from '../options/validate-chunk-options.js'
import { CHUNK_MAX_CHARS_DEFAULT, SIMILARITY_THRESHOLD_DEFAULT, validateChunkOptions } from '../options/validate-chunk-options.js'

/** The settings every chunker reads, all lengths in code points. */
export interface ChunkSettings {
  strategy: ChunkingStrategy
  /** `max_characters`: no chunk text is longer (table HTML excepted). Default 500. */
  hardMax: number
  /** `new_after_n_chars`: a pre-chunk longer than this is full. Default and cap: `hardMax`. */
  softMax: number
  /** by_title: pre-chunks shorter than this are combined with the next. Default `hardMax`; 0 for other strategies. */
  combineTextUnderNChars: number
  /** Characters of overlap between the pieces of a split element. Default 0. */
  overlap: number
  /** Overlap between chunks made of whole elements: `overlap` when `overlapAll`, else 0. */
  interChunkOverlap: number
  /** by_title: false makes every page change a section boundary. Default true. */
  multipageSections: boolean
  /** Chunks carry their source elements in `metadata.orig_elements`. Default true. */
  includeOrigElements: boolean
  /** Continuation chunks of a split table repeat its leading header rows. Always true (upstream default). */
  repeatTableHeaders: boolean
  /** by_similarity: least TF-IDF cosine for an element to join the running chunk. Default 0.5. */
  similarityThreshold: number
  /** by_similarity: Header, Footer and PageNumber join the running chunk regardless of similarity. Default false. */
  doNotBreakSimilarityOnFooterHeader: boolean
  /** Chunk ids are UUID v4 instead of deterministic hashes. Default false. */
  uniqueElementIds: boolean
  /** Receives degraded-output warnings (an unparsable `text_as_html`). */
  onWarning?: (warning: PartitionWarning) => void
}

/**
 * Validates `options` (throws ValidationError listing every problem, core §4.1 messages) and
 * derives the settings for `strategy`.
 *
 * @example resolveChunkOptions('by_title', { maxCharacters: 200 })
 *   // { hardMax: 200, softMax: 200, combineTextUnderNChars: 200, overlap: 0, … }
 */
export function resolveChunkOptions(strategy: ChunkingStrategy, options: ChunkRuleInput): ChunkSettings {
  const issues = validateChunkOptions({ ...options, chunkingStrategy: strategy })
  if (issues.length > 0) throw new ValidationError(issues)
  const hardMax = options.maxCharacters ?? CHUNK_MAX_CHARS_DEFAULT
  const newAfter = options.newAfterNChars
  const overlap = options.overlap ?? 0
  const settings: ChunkSettings = {
    strategy,
    hardMax,
    // Upstream `soft_max`: absent → hard max; larger than the hard max is silently capped.
    softMax: newAfter === undefined || newAfter > hardMax ? hardMax : newAfter,
    // Upstream: only by_title combines; its threshold defaults to max_characters and is not capped at soft_max.
    combineTextUnderNChars: strategy === 'by_title' ? (options.combineUnderNChars ?? hardMax) : 0,
    overlap,
    interChunkOverlap: options.overlapAll === true ? overlap : 0,
    multipageSections: options.multipageSections ?? true,
    includeOrigElements: options.includeOrigElements ?? true,
    repeatTableHeaders: true,
    similarityThreshold: options.similarityThreshold ?? SIMILARITY_THRESHOLD_DEFAULT,
    doNotBreakSimilarityOnFooterHeader: options.doNotBreakSimilarityOnFooterHeader ?? false,
    uniqueElementIds: options.uniqueElementIds ?? false,
  }
  if (options.onWarning !== undefined) settings.onWarning = options.onWarning
  return settings
}
