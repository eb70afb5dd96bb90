/**
 * @module platform-adapters/aes-cbc.browser
 * AES in CBC mode for the PDF standard security handler in a browser or worker (package.json `imports`
 * "#platform/aes-cbc", condition `browser`), through `@noble/ciphers` (pure JS, synchronous; WebCrypto is
 * asynchronous and refuses the unpadded blocks PDF needs).
 */
import { cbc } from '@noble/ciphers/aes.js'

/** Decrypts whole blocks with no padding removed; `data.length` must be a multiple of 16. */
export function aesCbcDecryptRaw(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  return cbc(key, iv, { disablePadding: true }).decrypt(data)
}

/** Encrypts whole blocks with no padding added (R6's hash, ISO 32000-2 algorithm 2.B). */
export function aesCbcEncryptRaw(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  return cbc(key, iv, { disablePadding: true }).encrypt(data)
}
