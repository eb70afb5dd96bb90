/**
 * @module detect/document-bytes
 * What `partition()` accepts as a document — a Uint8Array (a Node Buffer is one), an ArrayBuffer or a
 * Blob (a File is one) — as a plain Uint8Array. A Buffer is viewed as a plain Uint8Array (pdfjs refuses
 * Buffers: "Please provide binary data as `Uint8Array`, rather than `Buffer`"). Anything else is a
 * ValidationError that says what was given, not a TypeError from deep inside a partitioner.
 */
import { ValidationError } from '../errors.js'

/** A document's bytes in any of the forms `partition()` accepts. */
export type DocumentInput = Uint8Array | ArrayBuffer | Blob

/**
 * `input` as a plain Uint8Array (the same memory where possible: a Buffer or an ArrayBuffer is not copied).
 *
 * @throws ValidationError for anything but a Uint8Array, an ArrayBuffer or a Blob.
 */
export async function documentBytes(input: unknown): Promise<Uint8Array> {
  if (isBlob(input)) return new Uint8Array(await input.arrayBuffer())
  return documentBytesSync(input)
}

/** `documentBytes` for the forms that need no reading: a Uint8Array (or Buffer) or an ArrayBuffer. */
export function documentBytesSync(input: unknown): Uint8Array {
  if (input instanceof Uint8Array) {
    return Object.getPrototypeOf(input) === Uint8Array.prototype ? input : new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
  }
  if (input instanceof ArrayBuffer) return new Uint8Array(input)
  throw new ValidationError([
    {
      type: 'bytes_type',
      loc: ['input'],
      msg: `Input should be the document's bytes: a Uint8Array, a Node Buffer, an ArrayBuffer or a Blob (got ${describe(input)})`,
      input: describe(input),
    },
  ])
}

/** `input` is a Blob (a File is one), where the platform has Blobs. */
export function isBlob(input: unknown): input is Blob {
  return typeof Blob !== 'undefined' && input instanceof Blob
}

function describe(input: unknown): string {
  if (input === null) return 'null'
  if (typeof input !== 'object') return typeof input
  const name = (input as { constructor?: { name?: unknown } }).constructor?.name
  return typeof name === 'string' && name !== '' ? `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}` : 'an object'
}
