/**
 * @module partition-stream
 * `partitionStream(bytes, options)`: the elements of a document as an async iterable, page by page.
 * For a PDF with the fast strategy and no chunking, each page's elements are yielded as soon as the
 * page (and the FURNITURE_WINDOW pages after it, for running headers) is read, and memory stays flat
 * whatever the page count. Ids and parent_ids are identical to `partition()`'s. Languages: the
 * document's languages are decided from the first LANGUAGE_SAMPLE characters of text (pages are held
 * until that much text is read), where `partition()` samples the whole text; they differ only for
 * long documents whose later text is in another language. Everything else (other types, other
 * strategies, chunking, which needs the whole document) is `partition()`'s result, yielded at the end.
 */
import { documentBytes } from './detect/document-bytes.js'
import type { DocumentInput } from './detect/document-bytes.js'
import { FILE_TYPE_INFO } from './detect/file-types.js'
import type { Element } from './elements/types.js'
import type { PartitionWarning } from './errors.js'
import { asPartitionError } from './errors.js'
import type { ResolvedOptions } from './options/types.js'
import { validateOptions } from './options/validate-options.js'
import type { PartitionOptions } from './options/validate-options.js'
import { partitionResolved, prepareSource, withoutCoordinates } from './partition.js'
import { documentLanguages, incrementalMetadata } from './pdf/incremental-metadata.js'
import type { LanguageDecision } from './pdf/incremental-metadata.js'
import { partitionPdfPages } from './pdf/partition-pdf-fast.js'

/** Characters of text read before the document's languages are decided (64 chunks of 100, the detector's sample). */
export const LANGUAGE_SAMPLE = 6400

/**
 * Partitions a document and yields its elements page by page (see the module comment). `input` as for
 * `partition()`: a Uint8Array, a Node Buffer, an ArrayBuffer or a Blob; anything else is a ValidationError
 * (thrown by the first `next()`).
 */
export async function* partitionStream(input: DocumentInput, options: PartitionOptions = {}): AsyncGenerator<Element> {
  const resolved = validateOptions(options)
  yield* partitionStreamResolved(await documentBytes(input), resolved)
}

/** `partitionStream` for options already validated. */
export async function* partitionStreamResolved(input: Uint8Array, options: ResolvedOptions): AsyncGenerator<Element> {
  try {
    yield* streamUnwrapped(input, options)
  } catch (error) {
    throw asPartitionError(error, options.signal)
  }
}

async function* streamUnwrapped(input: Uint8Array, options: ResolvedOptions): AsyncGenerator<Element> {
  const source = prepareSource(input, options)
  if (source === undefined) return
  const fileType = source.fileType
  if (fileType !== 'pdf' || options.strategy !== 'fast' || options.chunkingStrategy !== undefined) {
    yield* await partitionResolved(input, options)
    return
  }
  const warn = (warning: PartitionWarning): void => options.onWarning?.(warning)
  const step = incrementalMetadata({
    filetype: FILE_TYPE_INFO[fileType].mime,
    filename: source.filename,
    lastModified: options.lastModified,
    languages: options.languages,
    uniqueElementIds: options.uniqueElementIds,
  })
  const finish = (element: Element): Element => (options.coordinates ? element : withoutCoordinates(element))
  let decision: LanguageDecision | undefined
  const held: Element[][] = []
  let heldText = ''
  for await (const page of partitionPdfPages({ bytes: source.bytes, fileType, options, warn, partitionAttachment: partitionResolved })) {
    if (decision === undefined) {
      held.push(page)
      for (const element of page) if (element.text) heldText += heldText === '' ? element.text : ` ${element.text}`
      if (heldText.length < LANGUAGE_SAMPLE) continue
      decision = documentLanguages(heldText, options.languages)
      for (const pageElements of held.splice(0)) for (const element of step(pageElements, decision)) yield finish(element)
      continue
    }
    for (const element of step(page, decision)) yield finish(element)
  }
  if (decision === undefined) {
    decision = documentLanguages(heldText, options.languages)
    for (const pageElements of held) for (const element of step(pageElements, decision)) yield finish(element)
  }
}
