/**
 * @module platform-adapters/native-inflate.browser
 * A browser has no synchronous native inflater (`DecompressionStream` is asynchronous): every stream is
 * decoded by containers/inflate's pako, so this always answers `undefined`.
 */

/** Always `undefined` here: the caller inflates with pako. */
export function inflateRawWhole(_bytes: Uint8Array, _maxOutputBytes: number): Uint8Array | undefined {
  return undefined
}
