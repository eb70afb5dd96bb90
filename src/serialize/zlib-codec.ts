/**
 * @module serialize/zlib-codec
 * The pako adapter for zlib-format (RFC 1950) streams: what Python's `zlib.compress` writes and
 * `zlib.decompressobj` reads. Used by the `orig_elements` codec (core §3.2).
 *
 * Byte identity with CPython: pako 3 defaults to a faster hash that matches recent Node/Chromium
 * zlib, not canonical zlib; `legacyHash: true` restores canonical zlib's match finder, and with it
 * pako's level-6 output equals CPython's `zlib.compress(data)` byte for byte (checked against Debian's
 * python3 with zlib 1.2.13 and against upstream's own orig_elements payloads).
 */
import { Deflate, Inflate } from 'pako'

/** zlib's default compression level, `Z_DEFAULT_COMPRESSION` → 6 (what `zlib.compress(data)` uses). */
export const ZLIB_DEFAULT_LEVEL = 6

export interface ZlibDeflateOptions {
  /** Compression level 0–9. Default 6, as CPython's `zlib.compress`. */
  level?: number
}

export interface ZlibInflateOptions {
  /** Largest output accepted, in bytes. Default: no limit. Exceeding it throws a `RangeError`. */
  maxOutputBytes?: number
}

/** Compresses bytes into a zlib stream (2-byte header `78 9c` at level 6, deflate data, Adler-32). */
export function zlibDeflate(bytes: Uint8Array, options: ZlibDeflateOptions = {}): Uint8Array {
  const deflator = new Deflate({ level: options.level ?? ZLIB_DEFAULT_LEVEL, legacyHash: true })
  deflator.push(bytes, true)
  if (deflator.err) throw new Error(`zlib compression failed: ${deflator.msg || `status ${deflator.err}`}.`)
  return deflator.result
}

/**
 * Decompresses a zlib stream. Throws a `RangeError` as soon as the output would pass
 * `maxOutputBytes` (before holding it all in memory), and an `Error` for corrupt or truncated data.
 */
export function zlibInflate(bytes: Uint8Array, options: ZlibInflateOptions = {}): Uint8Array {
  const limit = options.maxOutputBytes ?? Number.POSITIVE_INFINITY
  const inflator = new Inflate()
  let total = 0
  const chunks: Uint8Array[] = []
  // Own onData: count as we go so a zip bomb stops at the limit instead of exhausting memory.
  inflator.onData = (chunk: Uint8Array<ArrayBuffer>): void => {
    total += chunk.length
    if (total > limit) {
      throw new RangeError(`zlib stream inflates to more than ${limit} bytes.`)
    }
    chunks.push(chunk)
  }
  inflator.onEnd = (): void => {}
  inflator.push(bytes, true)
  // Z_BUF_ERROR (-5) after Z_FINISH: the input ran out before the stream's final block.
  if (inflator.err === -5) {
    throw new Error('Incomplete zlib data: the stream ends before its final block (truncated input?).')
  }
  if (inflator.err) {
    throw new Error(`Corrupt zlib data: ${inflator.msg || `status ${inflator.err}`}.`)
  }
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}
