/**
 * @module formats/types
 * The contract every file-type partitioner meets.
 */
import type { Element } from '../elements/types.js'
import type { FileType } from '../detect/file-types.js'
import type { ResolvedOptions } from '../options/types.js'
import type { PartitionWarning } from '../errors.js'

export interface PartitionInput {
  /** The file's bytes, gzip already unwrapped. */
  bytes: Uint8Array
  /** The detected (or asserted) type. */
  fileType: FileType
  options: ResolvedOptions
  /** Report degraded output; never drop content silently. */
  warn(warning: PartitionWarning): void
  /**
   * `partition()` for a document inside this one (an e-mail's attachment), with options already validated:
   * given by the caller, since the partitioners of every type sit above this folder.
   */
  partitionAttachment(bytes: Uint8Array, options: ResolvedOptions): Promise<Element[]>
}

/**
 * Reads one file type into elements in document order. The elements carry `type`, `text` and the
 * metadata the format knows (page_number, category_depth, text_as_html, links, emphasis, …).
 * `element_id` may be '' : the metadata pass (elements/apply-metadata) assigns ids, filename,
 * filetype, languages and parent_id afterwards. A partitioner that sets `parent_id` itself must give
 * the referenced elements unique temporary ids; the metadata pass remaps them.
 */
export type Partitioner = (input: PartitionInput) => Promise<Element[]>
