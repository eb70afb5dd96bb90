/**
 * @module platform-adapters/native-hash.browser
 * A browser has no synchronous native digest (`crypto.subtle.digest` is asynchronous): element ids are
 * hashed by elements/sha256's JavaScript, so this always answers `undefined`.
 */

/** Always `undefined` here: the caller hashes in JavaScript. */
export function nativeSha256Hex(_text: string): string | undefined {
  return undefined
}
