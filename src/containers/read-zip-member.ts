/**
 * @module containers/read-zip-member
 * Reads the data of one zip member, stored (method 0) or deflated (method 8), with a ceiling on the
 * decompressed size.
 */
import { DocumentError } from '../errors.js'
import { inflateRaw } from './inflate.js'
import type { ZipEntry } from './zip-member-names.js'

const LOCAL_SIGNATURE = 0x04034b50

/**
 * The decompressed bytes of `entry` from the archive `bytes`. Throws `DocumentError` when the member
 * is encrypted, uses another compression method, lies outside the file, is corrupt, or would
 * decompress to more than `maxBytes` (default 1 GiB).
 */
export function readZipMember(bytes: Uint8Array, entry: ZipEntry, maxBytes?: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.localHeaderOffset
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw new DocumentError(`The zip member ${entry.name} cannot be found at its recorded offset; the archive is damaged.`)
  }
  if ((entry.flags & 0x01) !== 0) {
    throw new DocumentError(`The zip member ${entry.name} is encrypted; decrypt the archive and try again.`)
  }
  // the local header has its own name and extra lengths, which may differ from the central ones
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const end = start + entry.compressedSize
  if (end > bytes.length) {
    throw new DocumentError(`The zip member ${entry.name} runs past the end of the file; the archive is truncated.`)
  }
  const data = bytes.subarray(start, end)
  if (entry.method === 0) {
    if (maxBytes !== undefined && data.length > maxBytes) {
      throw new DocumentError(`The zip member ${entry.name} is larger than the limit of ${maxBytes} bytes.`)
    }
    return data
  }
  if (entry.method === 8) {
    return inflateRaw(data, { label: `zip member ${entry.name}`, ...(maxBytes === undefined ? {} : { maxOutputBytes: maxBytes }) })
  }
  throw new DocumentError(
    `The zip member ${entry.name} uses compression method ${entry.method}; only stored (0) and deflated (8) members can be read.`,
  )
}
