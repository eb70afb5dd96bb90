/**
 * @module partition
 * The spine: bytes → gzip unwrapped → file type → validated options → partitioner → metadata pass
 * (languages, filetype, filename, ids, parent_id) → optional chunking → API clean-up.
 * The first and last stages (`prepareSource`, `finishPartition`) are shared with the paths that read
 * pages their own way (the streaming API, the worker pool), so every path gives the same elements.
 */
import type { Element } from './elements/types.js'
import type { PartitionWarning } from './errors.js'
import { asPartitionError, UnsupportedFileTypeError } from './errors.js'
import type { ResolvedOptions } from './options/types.js'
import type { PartitionOptions } from './options/validate-options.js'
import { validateOptions } from './options/validate-options.js'
import { unwrapGzip } from './detect/unwrap-gzip.js'
import { documentBytes } from './detect/document-bytes.js'
import type { DocumentInput } from './detect/document-bytes.js'
import { detectFileType } from './detect/detect-file-type.js'
import type { FileType } from './detect/file-types.js'
import { FILE_TYPE_INFO } from './detect/file-types.js'
import { partitionerFor } from './partitioners.js'
import { applyMetadata } from './elements/apply-metadata.js'
import { chunk } from './chunking/chunk.js'
import { documentLimits, LimitExceededError } from './document-limits.js'
import { withMetadata } from './elements/element-draft.js'

/** A document ready for its partitioner: gzip unwrapped, type detected. */
export interface PreparedSource {
  bytes: Uint8Array
  /** The name without a `.gz`, when one was given. */
  filename?: string
  /** The content type that applies to the unwrapped bytes. */
  contentType?: string
  fileType: FileType
}

/**
 * Partitions one document into elements, exactly as Unstructured's partition API returns them.
 * `options` takes every parameter of the partition interface in camelCase (`strategy`, `maxCharacters`,
 * `chunkingStrategy`, …) plus `filename`, `lastModified`, `signal` and `onWarning`.
 * Throws `ValidationError` for bad options, `UnsupportedFileTypeError` for a type without a
 * partitioner, `DocumentError` for an unreadable file. An empty input gives `[]`. `input` is a Uint8Array
 * (a Node Buffer is one), an ArrayBuffer or a Blob; anything else is a `ValidationError`.
 */
export async function partition(input: DocumentInput, options: PartitionOptions = {}): Promise<Element[]> {
  const resolved = validateOptions(options)
  return partitionResolved(input, resolved)
}

/**
 * `partition` for options already validated (the server and CLI validate once, then call this). `input`
 * as for `partition`.
 */
export async function partitionResolved(document: DocumentInput, options: ResolvedOptions): Promise<Element[]> {
  const input = await documentBytes(document)
  const { timeoutMs } = documentLimits(options.limits)
  const deadline = timeoutMs > 0 ? new AbortController() : undefined
  const timer =
    deadline === undefined
      ? undefined
      : setTimeout(() => deadline.abort(new LimitExceededError('timeoutMs', timeoutMs, 'Partitioning the document')), timeoutMs)
  const signal =
    deadline === undefined ? options.signal : options.signal === undefined ? deadline.signal : AbortSignal.any([options.signal, deadline.signal])
  try {
    return await partitionUnwrapped(input, signal === options.signal ? options : { ...options, signal })
  } catch (error) {
    throw asPartitionError(error, signal)
  } finally {
    clearTimeout(timer)
  }
}

async function partitionUnwrapped(input: Uint8Array, options: ResolvedOptions): Promise<Element[]> {
  const source = prepareSource(input, options)
  if (source === undefined) return []
  const load = partitionerFor(source.fileType)
  if (load === undefined) throw new UnsupportedFileTypeError(FILE_TYPE_INFO[source.fileType].mime)

  const partitioner = await load()
  const warn = (warning: PartitionWarning): void => options.onWarning?.(warning)
  const drafts = await partitioner({ bytes: source.bytes, fileType: source.fileType, options, warn, partitionAttachment: partitionResolved })
  options.signal?.throwIfAborted()
  const { maxElements } = documentLimits(options.limits)
  if (drafts.length > maxElements) throw new LimitExceededError('maxElements', maxElements, `The document's element count (${drafts.length})`)
  return finishPartition(drafts, source, options)
}

/** Unwraps gzip and detects the file type; `undefined` when there is nothing to partition (empty input). */
export function prepareSource(input: Uint8Array, options: ResolvedOptions): PreparedSource | undefined {
  options.signal?.throwIfAborted()
  if (input.length === 0) return undefined
  const unwrapped = unwrapGzip(input, {
    filename: options.filename,
    contentType: options.contentType,
    gzUncompressedContentType: options.gzUncompressedContentType,
  })
  if (unwrapped.bytes.length === 0) return undefined
  const fileType = detectFileType(unwrapped.bytes, { filename: unwrapped.filename, contentType: unwrapped.contentType })
  if (fileType === 'empty') return undefined
  return { ...unwrapped, fileType }
}

/** The stages after a partitioner: the metadata pass, chunking when asked, and the API's clean-up. */
export function finishPartition(drafts: Element[], source: PreparedSource, options: ResolvedOptions): Element[] {
  let elements = applyMetadata(drafts, {
    filetype: FILE_TYPE_INFO[source.fileType].mime,
    filename: source.filename,
    lastModified: options.lastModified,
    languages: options.languages,
    uniqueElementIds: options.uniqueElementIds,
    // chunks are built from the elements with their coordinates; without chunking they go here
    dropCoordinates: !options.coordinates && options.chunkingStrategy === undefined,
  })
  if (options.chunkingStrategy === undefined) return elements
  // chunk() gives the chunks their final ids (the same uniqueElementIds setting)
  elements = chunk(elements, options)
  return options.coordinates ? elements : elements.map(withoutCoordinates)
}

/** api §1.9: the server returns coordinates only when `coordinates=true`. */
export function withoutCoordinates(element: Element): Element {
  if (element.metadata.coordinates === undefined) return element
  const { coordinates: _dropped, ...metadata } = element.metadata
  return withMetadata(element, metadata)
}
