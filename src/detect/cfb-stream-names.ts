/**
 * @module detect/cfb-stream-names
 * Lists the streams of a Compound File Binary (OLE2) file — the container of DOC, XLS, PPT and MSG —
 * by reading the directory sectors along their FAT chain ([MS-CFB] 2.2–2.6). Only the root storage's
 * streams are listed, as upstream's detector reads them: an XLS that embeds a Word document still
 * has its `WordDocument` stream one storage down, where it must not count.
 */
import { DocumentError } from '../errors.js'

/** The eight bytes every CFB file starts with. */
export const CFB_SIGNATURE: readonly number[] = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const END_OF_CHAIN = 0xfffffffe
const NO_STREAM = 0xffffffff
const ENTRY_SIZE = 128
const HEADER_DIFAT_COUNT = 109
const TYPE_STREAM = 2
const TYPE_ROOT = 5

/**
 * Names of the streams directly in the root storage of the CFB file `bytes`, in directory-tree order.
 * Throws `DocumentError` when the bytes are not a readable CFB file.
 */
export function cfbStreamNames(bytes: Uint8Array): string[] {
  try {
    return readRootStreamNames(bytes)
  } catch (error) {
    // a field pointing past the end makes DataView throw RangeError: that is a damaged file
    if (error instanceof RangeError) {
      throw new DocumentError('The compound file is truncated or damaged: a structure points past the end of the file.', {
        cause: error,
      })
    }
    throw error
  }
}

function readRootStreamNames(bytes: Uint8Array): string[] {
  if (bytes.length < 512 || CFB_SIGNATURE.some((byte, i) => bytes[i] !== byte)) {
    throw new DocumentError('The file is not an OLE2 compound file (Word 97–2003, Excel 97–2003, PowerPoint 97–2003 or Outlook MSG).')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sectorShift = view.getUint16(0x1e, true)
  if (sectorShift !== 9 && sectorShift !== 12) {
    throw new DocumentError(`The compound file header is damaged: sector size 2^${sectorShift} is neither 512 nor 4096 bytes.`)
  }
  const sectorSize = 1 << sectorShift
  // a last sector cut short is tolerated, as olefile does: reads inside it still work
  const sectorCount = Math.ceil(bytes.length / sectorSize) - 1
  const sectorOffset = (sector: number): number => {
    if (sector >= sectorCount) {
      throw new DocumentError(`The compound file is truncated or damaged: sector ${sector} lies past the end of the file.`)
    }
    return (sector + 1) * sectorSize
  }

  const fatSectors = readFatSectorList(view, sectorSize, sectorOffset, sectorCount)
  const perFatSector = sectorSize / 4
  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / perFatSector)]
    if (fatSector === undefined) {
      throw new DocumentError(`The compound file's allocation table has no entry for sector ${sector}; the file is damaged.`)
    }
    return view.getUint32(sectorOffset(fatSector) + (sector % perFatSector) * 4, true)
  }

  // the directory: a chain of sectors of 128-byte entries; a cycle would be a damaged file
  const directory: number[] = []
  let steps = 0
  for (let sector = view.getUint32(0x30, true); sector !== END_OF_CHAIN; sector = nextSector(sector)) {
    if (++steps > sectorCount + 1) throw new DocumentError('The compound file directory chain loops; the file is damaged.')
    const start = sectorOffset(sector)
    for (let at = start; at < start + sectorSize && at + ENTRY_SIZE <= bytes.length; at += ENTRY_SIZE) {
      directory.push(at)
    }
  }
  const root = directory[0]
  if (root === undefined || view.getUint8(root + 0x42) !== TYPE_ROOT) {
    throw new DocumentError('The compound file has no root directory entry; the file is damaged.')
  }

  // the children of a storage form a red-black tree through the left/right sibling ids
  const names: string[] = []
  const seen = new Set<number>()
  const visit = (id: number): void => {
    if (id === NO_STREAM || seen.has(id)) return
    const at = directory[id]
    if (at === undefined) return
    seen.add(id)
    visit(view.getUint32(at + 0x44, true))
    if (view.getUint8(at + 0x42) === TYPE_STREAM) names.push(entryName(view, at))
    visit(view.getUint32(at + 0x48, true))
  }
  visit(view.getUint32(root + 0x4c, true))
  return names
}

/** The FAT's own sectors: 109 in the header, the rest in the DIFAT sector chain. */
function readFatSectorList(
  view: DataView,
  sectorSize: number,
  sectorOffset: (sector: number) => number,
  sectorCount: number,
): number[] {
  const fatCount = view.getUint32(0x2c, true)
  if (fatCount > sectorCount) {
    throw new DocumentError(`The compound file header claims ${fatCount} allocation-table sectors but the file holds ${sectorCount}.`)
  }
  const list: number[] = []
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_COUNT); i++) list.push(view.getUint32(0x4c + i * 4, true))
  const perDifatSector = sectorSize / 4 - 1
  let difat = view.getUint32(0x44, true)
  for (let steps = 0; list.length < fatCount && difat !== END_OF_CHAIN && difat !== NO_STREAM; steps++) {
    if (steps > sectorCount) throw new DocumentError('The compound file DIFAT chain loops; the file is damaged.')
    const start = sectorOffset(difat)
    for (let i = 0; i < perDifatSector && list.length < fatCount; i++) list.push(view.getUint32(start + i * 4, true))
    difat = view.getUint32(start + perDifatSector * 4, true)
  }
  return list
}

function entryName(view: DataView, at: number): string {
  // the length counts the terminating NUL, in bytes; at most 32 UTF-16 code units
  const length = Math.min(view.getUint16(at + 0x40, true), 64)
  const units = Math.max(0, length / 2 - 1)
  let name = ''
  for (let i = 0; i < units; i++) name += String.fromCharCode(view.getUint16(at + i * 2, true))
  return name
}
