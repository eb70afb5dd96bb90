/**
 * @module formats/email/insert-into-bytes
 * Bytes with text inserted at given byte offsets (UTF-8), the way the e-mail reader mends a message
 * before the MIME parser sees it: a missing empty line after a delimiter, a missing charset parameter.
 */
import { concatBytes } from '../../containers/concat-bytes.js'

export interface Insertion {
  /** Byte offset in the original bytes. */
  at: number
  text: string
}

/** `bytes` with each insertion's text placed before the byte at its offset; the same array when there are none. */
export function insertIntoBytes(bytes: Uint8Array, insertions: readonly Insertion[]): Uint8Array {
  if (insertions.length === 0) return bytes
  const encoder = new TextEncoder()
  const chunks: Uint8Array[] = []
  let from = 0
  for (const { at, text } of [...insertions].sort((a, b) => a.at - b.at)) {
    chunks.push(bytes.subarray(from, at), encoder.encode(text))
    from = at
  }
  chunks.push(bytes.subarray(from))
  return concatBytes(chunks)
}
