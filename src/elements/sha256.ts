/**
 * @module elements/sha256
 * The adapter for `@noble/hashes` (synchronous, runs in browsers and Node without `node:crypto`).
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'

const encoder = new TextEncoder()

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(encoder.encode(text)))
}
