/**
 * @module containers/inflate
 * The one adapter for pako (zlib in JavaScript), for every part of the project: raw DEFLATE for zip
 * members, gzip for `.gz` uploads, zlib streams (RFC 1950) for `orig_elements`. Decompression has a
 * ceiling on the output so a bomb stops early instead of exhausting memory. Failures are
 * `DocumentError`s that say what was wrong. `inflateRawPartial` also decodes a stream cut short, block
 * by block, for readers that must reproduce what a lenient decoder keeps. Raw DEFLATE that is a whole valid
 * stream is inflated natively where the platform can (#platform/native-inflate: node:zlib, same bytes);
 * everything else, and every stream in a browser, goes through pako.
 */
import {
  Deflate,
  Inflate,
  ZStream,
  Z_BLOCK,
  Z_BUF_ERROR,
  Z_OK,
  Z_STREAM_END,
  zlibInflate as inflateStep,
  zlibInflateEnd,
  zlibInflateInit2,
} from 'pako'
import { inflateRawWhole } from '#platform/native-inflate'
import { DocumentError } from '../errors.js'
import { concatBytes } from './concat-bytes.js'

/** Default ceiling on decompressed output: 1 GiB. */
export const DEFAULT_MAX_INFLATED_BYTES = 1024 * 1024 * 1024

export interface InflateOptions {
  /** Stop with a `DocumentError` once the output would exceed this many bytes. Default 1 GiB. */
  maxOutputBytes?: number
  /** Names the data in error messages, e.g. `"zip member word/document.xml"`. Default `"compressed data"`. */
  label?: string
}

/** Decompresses raw DEFLATE data (zip method 8, no zlib or gzip wrapper). */
export function inflateRaw(bytes: Uint8Array, options: InflateOptions = {}): Uint8Array {
  const whole = inflateRawWhole(bytes, options.maxOutputBytes ?? DEFAULT_MAX_INFLATED_BYTES)
  if (whole !== undefined) return whole
  return run(bytes, { raw: true }, options.label ?? 'compressed data', options.maxOutputBytes)
}

/**
 * Decompresses gzip data; several concatenated members are joined and trailing zero padding is
 * skipped, as Python's `gzip` module does.
 */
export function gunzip(bytes: Uint8Array, options: InflateOptions = {}): Uint8Array {
  // windowBits 15 + 16 = gzip wrapper only (zlib's convention), so zlib-wrapped data is refused
  return run(bytes, { windowBits: 15 + 16 }, options.label ?? 'gzip data', options.maxOutputBytes)
}

/**
 * Decompresses a zlib stream (RFC 1950: what Python's `zlib.compress` writes), e.g. the payload of
 * `metadata.orig_elements`.
 */
export function zlibInflate(bytes: Uint8Array, options: InflateOptions = {}): Uint8Array {
  return run(bytes, { windowBits: 15 }, options.label ?? 'zlib data', options.maxOutputBytes)
}

/**
 * Compresses into a zlib stream, byte for byte what CPython's `zlib.compress(data, level)` writes:
 * pako's `legacyHash` restores canonical zlib's match finder. `level` 0–9, default 6.
 */
export function zlibDeflate(bytes: Uint8Array, options: { level?: number } = {}): Uint8Array {
  const deflator = new Deflate({ level: options.level ?? 6, legacyHash: true })
  deflator.push(bytes, true)
  if (deflator.err !== 0) throw new Error(`zlib compression failed: ${deflator.msg || `status ${deflator.err}`}.`)
  return deflator.result
}

/** What `inflateRawPartial` decoded: the whole stream, or what came before the input ran out and where it stopped. */
export type PartialInflate =
  | {
      /** The whole stream, decompressed. */
      data: Uint8Array
      /** The final block ended. */
      complete: true
    }
  | {
      /** Everything decoded before the input ran out. */
      data: Uint8Array
      /** The input ended before the final block did. */
      complete: false
      /**
       * The last block boundary reached: the blocks before it decoded to `data[0, output)`, and the next
       * block's 3-bit header starts at bit `inputBit` of the input (bits counted from each byte's least
       * significant bit, in DEFLATE's order). `{ output: 0, inputBit: 0 }` before the first block.
       */
      lastBoundary: { output: number; inputBit: number }
    }

/**
 * Decompresses raw DEFLATE data (no zlib or gzip wrapper) that may be cut short: instead of failing, a
 * stream whose input ends early returns everything decoded so far with `complete: false` and the last
 * block boundary reached, so a caller can keep only whole blocks. Corrupt data (a bad code, a distance
 * too far back) is still a `DocumentError`, and the output ceiling applies as in `inflateRaw`.
 */
export function inflateRawPartial(bytes: Uint8Array, options: InflateOptions = {}): PartialInflate {
  const label = options.label ?? 'compressed data'
  const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_INFLATED_BYTES
  const whole = inflateRawWhole(bytes, maxOutputBytes)
  if (whole !== undefined) return { data: whole, complete: true }
  const chunkSize = Math.min(1024 * 1024, Math.max(16 * 1024, bytes.length * 4))
  const strm = new ZStream()
  zlibInflateInit2(strm, -15)
  strm.input = bytes
  strm.next_in = 0
  strm.avail_in = bytes.length
  const chunks: Uint8Array[] = []
  let flushed = 0
  const newOutput = (): void => {
    strm.output = new Uint8Array(chunkSize)
    strm.next_out = 0
    strm.avail_out = chunkSize
  }
  newOutput()
  const lastBoundary = { output: 0, inputBit: 0 }
  let complete = false
  try {
    for (;;) {
      // Z_BLOCK: return at each block boundary, where data_type has bit 128 and the count of unused bits
      const status = inflateStep(strm, Z_BLOCK)
      if (flushed + strm.next_out > maxOutputBytes) throw limitError(label, maxOutputBytes)
      if (status === Z_STREAM_END) {
        complete = true
        break
      }
      if (status !== Z_OK && status !== Z_BUF_ERROR) {
        throw new DocumentError(`The ${label} is corrupt: ${strm.msg || `zlib status ${status}`}.`)
      }
      if (strm.data_type & 128) {
        lastBoundary.output = flushed + strm.next_out
        lastBoundary.inputBit = strm.next_in * 8 - (strm.data_type & 63)
      }
      if (strm.avail_out === 0) {
        chunks.push(strm.output)
        flushed += chunkSize
        newOutput()
      } else if (status === Z_BUF_ERROR) {
        // no progress with room for output: the input is used up
        break
      }
    }
  } finally {
    zlibInflateEnd(strm)
  }
  chunks.push(strm.output.subarray(0, strm.next_out))
  const total = flushed + strm.next_out
  const data = chunks.length === 1 ? chunks[0]! : concatBytes(chunks, total)
  return complete ? { data, complete } : { data, complete, lastBoundary }
}

/**
 * Decompression stopped because the output would pass `limit` bytes. A `DocumentError`, so callers
 * that do not care keep treating it as an unreadable file; callers that impose their own limits (the
 * zip archive's ratio and total-size limits) catch it to say which limit was hit.
 */
export class DecompressionLimitError extends DocumentError {
  override name = 'DecompressionLimitError'
  constructor(
    message: string,
    /** The ceiling that was reached, in bytes. */
    readonly limit: number,
  ) {
    super(message)
  }
}

class OutputLimitReached extends Error {}

function run(
  bytes: Uint8Array,
  mode: { raw?: boolean; windowBits?: number },
  label: string,
  maxOutputBytes = DEFAULT_MAX_INFLATED_BYTES,
): Uint8Array {
  const chunks: Uint8Array[] = []
  let total = 0
  // output chunks of 1 MiB inflate text twice as fast as pako's 64 KiB; small inputs keep small chunks
  const chunkSize = Math.min(1024 * 1024, Math.max(16 * 1024, bytes.length * 4))
  const inflator = new Inflate({ ...mode, chunkSize })
  inflator.onData = (chunk: Uint8Array): void => {
    total += chunk.length
    if (total > maxOutputBytes) throw new OutputLimitReached()
    chunks.push(chunk)
  }
  try {
    inflator.push(bytes, true)
  } catch (error) {
    if (error instanceof OutputLimitReached) throw limitError(label, maxOutputBytes)
    throw new DocumentError(`The ${label} cannot be decompressed: ${describe(error)}.`, { cause: error })
  }
  if (inflator.err !== 0) {
    // pako reports a stream cut short as Z_BUF_ERROR (-5)
    const reason = inflator.err === -5 ? 'the data ends before the compressed stream does (truncated file)' : inflator.msg
    throw new DocumentError(`The ${label} is corrupt: ${reason}. Check that the file was transferred completely.`)
  }
  return chunks.length === 1 ? chunks[0]! : concatBytes(chunks, total)
}

function limitError(label: string, maxOutputBytes: number): DecompressionLimitError {
  return new DecompressionLimitError(
    `The ${label} expands past the limit of ${maxOutputBytes} bytes, so decompression was stopped ` +
      '(a decompression bomb, or a legitimately huge file: raise the limit to accept it).',
    maxOutputBytes,
  )
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
