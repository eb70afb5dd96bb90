/**
 * @module platform-adapters/native-inflate.node
 * Raw DEFLATE through node:zlib (package.json `imports` "#platform/native-inflate", condition `node`):
 * zlib in C, 3–4× faster than pako on a PDF's content streams and with no warm-up (pako's JavaScript runs
 * slowly until V8 has compiled it, in every new process). It answers only for data that is a whole,
 * valid stream within the limit; anything else — cut short, corrupt, too large — is `undefined`, and the
 * caller decodes it the careful way (containers/inflate, pako), which says what was wrong or keeps what a
 * lenient decoder keeps. For a whole valid stream both give the same bytes (bytes after the final block are
 * ignored by both).
 */
import { inflateRawSync } from 'node:zlib'

/** The whole stream inflated, or `undefined` when it is not a complete valid stream of at most `maxOutputBytes`. */
export function inflateRawWhole(bytes: Uint8Array, maxOutputBytes: number): Uint8Array | undefined {
  let out: Buffer
  try {
    out = inflateRawSync(bytes, { maxOutputLength: Math.min(maxOutputBytes, 2 ** 32) })
  } catch {
    return undefined
  }
  return new Uint8Array(out.buffer, out.byteOffset, out.length)
}
