/**
 * @module containers/zip-archive
 * A zip archive opened for reading members by name, with the limits that stop a zip bomb before it
 * exhausts memory: at most `maxEntries` members, at most `maxTotalBytes` decompressed over every
 * member read, and no member expanding more than `maxRatio` times its compressed size (once past
 * `ratioGraceBytes`, so tiny, very repetitive parts stay readable). The ratio and size limits are
 * enforced while inflating, so a directory that lies about sizes does not get past them. Every Office
 * partitioner (DOCX, PPTX, XLSX, ODT, EPUB) reads its package through this.
 */
import { DocumentError } from '../errors.js'
import { DecompressionLimitError } from './inflate.js'
import { readZipMember } from './read-zip-member.js'
import { zipEntries, type ZipEntry } from './zip-member-names.js'

/** Limits on what reading an archive may cost. */
export interface ZipLimits {
  /** Most members the directory may list. Default 10 000. */
  maxEntries: number
  /** Most bytes all members read from one archive may decompress to, together. Default 512 MiB. */
  maxTotalBytes: number
  /**
   * Largest decompressed / compressed size ratio of one member. Default 200: twice Apache POI's 100,
   * which large, repetitive spreadsheets are known to trip; the total size limit bounds memory anyway.
   */
  maxRatio: number
  /** A member may decompress to this many bytes whatever its ratio. Default 1 MiB. */
  ratioGraceBytes: number
}

export const DEFAULT_ZIP_LIMITS: Readonly<ZipLimits> = Object.freeze({
  maxEntries: 10_000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxRatio: 200,
  ratioGraceBytes: 1024 * 1024,
})

/** Members of one archive, readable by name. */
export interface ZipArchive {
  /** Every member, in directory order. */
  readonly entries: readonly ZipEntry[]
  /** True when a member has this exact name. */
  has(name: string): boolean
  /** The decompressed bytes of the member, or undefined when there is none by that name. */
  read(name: string): Uint8Array | undefined
}

/**
 * Opens the zip archive in `bytes`. Throws `DocumentError` when the bytes are not a readable zip
 * archive or list more than `limits.maxEntries` members; `read()` throws `DocumentError` when a member
 * is damaged or passes the ratio or total-size limit.
 */
export function openZipArchive(bytes: Uint8Array, limits: Partial<ZipLimits> = {}): ZipArchive {
  const { maxEntries, maxTotalBytes, maxRatio, ratioGraceBytes } = { ...DEFAULT_ZIP_LIMITS, ...limits }
  const entries = zipEntries(bytes)
  if (entries.length > maxEntries) {
    throw new DocumentError(
      `The zip archive lists ${entries.length} members, more than the limit of ${maxEntries}; ` +
        'it is refused as a possible zip bomb (raise maxEntries to accept it).',
    )
  }
  const byName = new Map<string, ZipEntry>()
  // the first of duplicate names wins, as in the local-header order most readers follow
  for (const entry of entries) if (!byName.has(entry.name)) byName.set(entry.name, entry)
  let totalRead = 0

  const read = (name: string): Uint8Array | undefined => {
    const entry = byName.get(name)
    if (entry === undefined) return undefined
    const remaining = maxTotalBytes - totalRead
    const ratioCap = Math.max(ratioGraceBytes, entry.compressedSize * maxRatio)
    if (entry.method !== 0 && entry.uncompressedSize > ratioCap) throw ratioError(entry, maxRatio, entry.uncompressedSize)
    if (entry.uncompressedSize > remaining) throw totalError(entry, maxTotalBytes)
    const cap = Math.min(ratioCap, remaining)
    let data: Uint8Array
    try {
      data = readZipMember(bytes, entry, entry.method === 0 ? remaining : cap)
    } catch (error) {
      if (!(error instanceof DecompressionLimitError)) throw error
      throw cap === ratioCap && ratioCap < remaining ? ratioError(entry, maxRatio) : totalError(entry, maxTotalBytes)
    }
    totalRead += data.length
    return data
  }
  return { entries, has: (name) => byName.has(name), read }
}

function ratioError(entry: ZipEntry, maxRatio: number, claimed?: number): DocumentError {
  const size = claimed === undefined ? 'more than' : `${claimed} bytes, more than`
  return new DocumentError(
    `The zip member ${entry.name} expands from ${entry.compressedSize} bytes to ${size} ${maxRatio} times ` +
      'its compressed size; it is refused as a possible zip bomb (raise maxRatio to accept it).',
  )
}

function totalError(entry: ZipEntry, maxTotalBytes: number): DocumentError {
  return new DocumentError(
    `Reading the zip member ${entry.name} would take the archive past ${maxTotalBytes} decompressed bytes in ` +
      'total; it is refused as a possible zip bomb (raise maxTotalBytes to accept it).',
  )
}
