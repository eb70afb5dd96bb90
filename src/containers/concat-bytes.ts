/**
 * @module containers/concat-bytes
 * Byte chunks joined into one fresh Uint8Array that owns its buffer (never a Buffer view), so it can
 * move to a worker thread without a copy.
 */

/** The chunks in order, in a new array; `total` (their summed length) is computed when not given. */
export function concatBytes(chunks: readonly Uint8Array[], total = chunks.reduce((n, c) => n + c.byteLength, 0)): Uint8Array {
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}
