/**
 * @module containers/compound-file-header
 * The header of a Compound File Binary (OLE2) file ([MS-CFB] 2.2), the container of Outlook MSG and
 * legacy Word, Excel and PowerPoint files: sector size, where the directory, the mini FAT and the DIFAT
 * start, and the FAT sectors listed in the header itself. Every count is checked against the number of
 * sectors the file really holds, so no later loop can be driven by a header that lies.
 */
import { compoundFileError, type CompoundFileKind } from './compound-file-error.js'

/** The eight bytes every compound file starts with. */
export const CFB_SIGNATURE: readonly number[] = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** [MS-CFB] 2.1 special sector numbers. */
export const END_OF_CHAIN = 0xfffffffe
export const FREE_SECTOR = 0xffffffff
/** The "no sibling / no child" directory entry id. */
export const NO_STREAM = 0xffffffff

export interface CompoundFileHeader {
  /** 512 (version 3) or 4096 (version 4). */
  sectorSize: number
  /** The header field as written; this reader always uses 64-byte mini sectors. */
  miniSectorShift: number
  /** The header field as written; this reader always uses 4096, as [MS-CFB] requires. */
  miniStreamCutoff: number
  /** Sectors after the header, the last one possibly cut short (as olefile tolerates). */
  sectorCount: number
  fatSectorCount: number
  firstDirectorySector: number
  firstMiniFatSector: number
  miniFatSectorCount: number
  firstDifatSector: number
  difatSectorCount: number
  /** The first (up to) 109 FAT sector numbers, from the header. */
  headerDifat: number[]
}

/** True when `bytes` start with the compound-file signature. */
export function hasCompoundFileSignature(bytes: Uint8Array): boolean {
  return bytes.length >= CFB_SIGNATURE.length && CFB_SIGNATURE.every((byte, i) => bytes[i] === byte)
}

/** Reads and checks the header. Throws `DocumentError` when the bytes are not a usable compound file. */
export function readCompoundFileHeader(bytes: Uint8Array, kind?: CompoundFileKind): CompoundFileHeader {
  if (bytes.length < 512 || !hasCompoundFileSignature(bytes)) {
    throw compoundFileError('the file is not an OLE2 compound file (it lacks the D0 CF 11 E0 signature or is shorter than its 512-byte header)', kind)
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sectorShift = view.getUint16(0x1e, true)
  if (sectorShift !== 9 && sectorShift !== 12) {
    throw compoundFileError(`the header gives a sector size of 2^${sectorShift}, neither 512 nor 4096 bytes`, kind)
  }
  const sectorSize = 1 << sectorShift
  const sectorCount = Math.max(0, Math.ceil(bytes.length / sectorSize) - 1)
  const fatSectorCount = view.getUint32(0x2c, true)
  if (fatSectorCount > sectorCount) {
    throw compoundFileError(`the header claims ${fatSectorCount} allocation-table sectors but the file holds ${sectorCount} sectors`, kind)
  }
  const difatSectorCount = view.getUint32(0x48, true)
  if (difatSectorCount > sectorCount) {
    throw compoundFileError(`the header claims ${difatSectorCount} DIFAT sectors but the file holds ${sectorCount} sectors`, kind)
  }
  const headerDifat: number[] = []
  for (let i = 0; i < Math.min(fatSectorCount, 109); i++) headerDifat.push(view.getUint32(0x4c + i * 4, true))
  return {
    sectorSize,
    miniSectorShift: view.getUint16(0x20, true),
    miniStreamCutoff: view.getUint32(0x38, true),
    sectorCount,
    fatSectorCount,
    firstDirectorySector: view.getUint32(0x30, true),
    firstMiniFatSector: view.getUint32(0x3c, true),
    miniFatSectorCount: view.getUint32(0x40, true),
    firstDifatSector: view.getUint32(0x44, true),
    difatSectorCount,
    headerDifat,
  }
}
