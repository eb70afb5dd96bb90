/**
 * @module partition
 * The spine: bytes → gzip unwrapped → file type → validated options → partitioner → metadata pass
 * (languages, filetype, filename, ids, parent_id) → optional chunking → API clean-up.
 */
import type { Element } from './elements/types.js'
import type { PartitionWarning } from './errors.js'
import { UnsupportedFileTypeError } from './errors.js'
import type { ResolvedOptions } from './options/types.js'
import type { PartitionOptions } from './options/validate-options.js'
import { validateOptions } from './options/validate-options.js'
import { unwrapGzip } from './detect/unwrap-gzip.js'
import { detectFileType } from './detect/detect-file-type.js'
import { FILE_TYPE_INFO } from './detect/file-types.js'
import { partitionerFor } from './formats/registry.js'
import { applyMetadata } from './elements/apply-metadata.js'
import { assignElementIds } from './elements/assign-element-ids.js'
import { chunk } from './chunking/chunk.js'

/**
 * Partitions one document into elements, exactly as Unstructured's partition API returns them.
 * `options` takes every parameter of the partition interface in camelCase (`strategy`, `maxCharacters`,
 * `chunkingStrategy`, …) plus `filename`, `lastModified`, `signal` and `onWarning`.
 * Throws `ValidationError` for bad options, `UnsupportedFileTypeError` for a type without a
 * partitioner, `DocumentError` for an unreadable file. An empty input gives `[]`.
 */
export async function partition(input: Uint8Array, options: PartitionOptions = {}): Promise<Element[]> {
  const resolved = validateOptions(options)
  return partitionResolved(input, resolved)
}

/** `partition` for options already validated (the server and CLI validate once, then call this). */
export async function partitionResolved(input: Uint8Array, options: ResolvedOptions): Promise<Element[]> {
  options.signal?.throwIfAborted()
  if (input.length === 0) return []
  const source = unwrapGzip(input, {
    filename: options.filename,
    contentType: options.contentType,
    gzUncompressedContentType: options.gzUncompressedContentType,
  })
  if (source.bytes.length === 0) return []
  const fileType = detectFileType(source.bytes, { filename: source.filename, contentType: source.contentType })
  if (fileType === 'empty') return []
  const load = partitionerFor(fileType)
  if (load === undefined) throw new UnsupportedFileTypeError(FILE_TYPE_INFO[fileType].mime)

  const partitioner = await load()
  const warn = (warning: PartitionWarning): void => options.onWarning?.(warning)
  const drafts = await partitioner({ bytes: source.bytes, fileType, options, warn })
  options.signal?.throwIfAborted()

  let elements = applyMetadata(drafts, {
    filetype: FILE_TYPE_INFO[fileType].mime,
    filename: source.filename,
    lastModified: options.lastModified,
    languages: options.languages,
    uniqueElementIds: options.uniqueElementIds,
  })
  if (options.chunkingStrategy !== undefined) {
    elements = assignElementIds(chunk(elements, options), { uniqueElementIds: options.uniqueElementIds })
  }
  return options.coordinates ? elements : elements.map(withoutCoordinates)
}

// api §1.9: the server returns coordinates only when `coordinates=true`.
function withoutCoordinates(element: Element): Element {
  if (element.metadata.coordinates === undefined) return element
  const { coordinates: _dropped, ...metadata } = element.metadata
  return { ...element, metadata }
}
