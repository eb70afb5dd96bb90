/**
 * @module elements/element-id
 * Element ids (core §2.1, §2.2). The default id is deterministic, so the same file partitioned twice
 * gives the same ids: upstream `Element.id_to_hash(sequence_number)`.
 */
import { sha256Hex } from './sha256.js'

export interface ElementIdInput {
  /** `metadata.filename` (a basename), absent when unknown. */
  filename?: string | null
  text: string
  /** `metadata.page_number`, absent when the document has no pages. */
  pageNumber?: number | null
  /** Running count of earlier elements with the same page number (see `assignElementIds`). */
  sequence: number
}

/** Python `str()` of an optional value: a missing one is the four letters "None". */
function pythonStr(value: string | number | null | undefined): string {
  return value === undefined || value === null ? 'None' : String(value)
}

/**
 * The first 32 hex digits of SHA-256 over the UTF-8 bytes of filename + text + page_number + sequence,
 * each rendered as Python's `str()` would ("None" when missing). Example: filename "foo.pdf", text
 * "foo", page 1, sequence 1 → sha256("foo.pdffoo11") → `4bb264eb23ceb44cd8fcc5af44f8dc71`.
 */
export function deterministicElementId(input: ElementIdInput): string {
  const data = `${pythonStr(input.filename)}${input.text}${pythonStr(input.pageNumber)}${input.sequence}`
  return sha256Hex(data, 32)
}

/** A random UUID v4, 36 characters with hyphens (`unique_element_ids=True`, core §2.2). */
export function uniqueElementId(): string {
  return globalThis.crypto.randomUUID()
}
