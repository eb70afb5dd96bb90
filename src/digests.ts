/**
 * @module digests
 * The one adapter for `@noble/hashes` (synchronous, no `node:crypto`, so it runs in browsers too): MD5
 * (R2–R4) and SHA-256/384/512 (R5, R6) for the PDF standard security handler. Element ids hash with
 * elements/sha256.ts (one block buffer reused: a hasher object per element cost 4× as much).
 */
import { md5 as nobleMd5 } from '@noble/hashes/legacy.js'
import { sha256 as nobleSha256, sha384 as nobleSha384, sha512 as nobleSha512 } from '@noble/hashes/sha2.js'

export const md5 = (data: Uint8Array): Uint8Array => nobleMd5(data)
export const sha256 = (data: Uint8Array): Uint8Array => nobleSha256(data)
export const sha384 = (data: Uint8Array): Uint8Array => nobleSha384(data)
export const sha512 = (data: Uint8Array): Uint8Array => nobleSha512(data)
