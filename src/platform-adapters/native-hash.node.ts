/**
 * @module platform-adapters/native-hash.node
 * SHA-256 through node:crypto's one-shot `hash` (package.json `imports` "#platform/native-hash", condition
 * `node`): OpenSSL's digest of the string's UTF-8 bytes (lone surrogates as U+FFFD, as TextEncoder writes
 * them), with no hasher object per call.
 */
import { hash } from 'node:crypto'

/** 64 lowercase hex digits of SHA-256 over the UTF-8 bytes of `text`. */
export function nativeSha256Hex(text: string): string | undefined {
  return hash('sha256', text, 'hex')
}
