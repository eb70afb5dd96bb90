/**
 * @module elements/sha256
 * SHA-256 as element ids need it (hex of the UTF-8 text), over the project's digest adapter.
 */
import { sha256 } from '../digests.js'

const encoder = new TextEncoder()

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  let hex = ''
  for (const byte of sha256(encoder.encode(text))) hex += byte.toString(16).padStart(2, '0')
  return hex
}
