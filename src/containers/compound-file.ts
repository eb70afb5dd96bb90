/**
 * @module containers/compound-file
 * The project's one reader of Compound File Binary (OLE2) files ([MS-CFB]), the container of Outlook
 * MSG and legacy Word, Excel and PowerPoint files. Opening a file reads the header, the FAT (header
 * DIFAT, then the DIFAT chain), the directory chain, the storage tree, the mini FAT and the mini stream,
 * and follows the sector chain of every stream in the tree — each sector claimed once, so a loop, a
 * shared sector or a chain leaving the file is a `DocumentError` at once, and the whole open costs one
 * step per sector. A stream's size is capped by what its chain holds (a chain cut short reads what there
 * is), so no size field can make a reader allocate more than the file. No recursion, no `node:` imports.
 */
import { readFat, tableFromSectors } from './allocation-table.js'
import type { CompoundFileKind } from './compound-file-error.js'
import { ENTRY_TYPE, readDirectoryRecords, walkDirectoryTree } from './compound-file-directory.js'
import { FREE_SECTOR, readCompoundFileHeader, type CompoundFileHeader } from './compound-file-header.js'
import { createSectorClaims, followSectorChain } from './sector-chain.js'

/** Streams shorter than this live in the mini stream ([MS-CFB] 2.2: the cutoff MUST be 4096). */
export const MINI_STREAM_CUTOFF = 4096
export const MINI_SECTOR_SIZE = 64

export interface CompoundFileEntry {
  /** The directory entry id; the root is 0. */
  readonly id: number
  readonly name: string
  readonly kind: 'root' | 'storage' | 'stream'
  /** Stream length in bytes, never more than its chain holds; 0 for storages and the root. */
  readonly size: number
  /** Storages and the root: the ids of their children, in directory-tree order. */
  readonly children: readonly number[]
  /** Storages nested above this entry (the root's children are at 1). */
  readonly depth: number
  /** Streams: the sectors holding the bytes (mini sectors when `inMiniStream`). */
  readonly sectors: readonly number[]
  readonly inMiniStream: boolean
}

export interface CompoundFile {
  readonly bytes: Uint8Array
  readonly header: CompoundFileHeader
  /** Every entry reachable from the root, by id. */
  readonly entries: ReadonlyMap<number, CompoundFileEntry>
  readonly root: CompoundFileEntry
  readonly fat: Uint32Array
  /** The FAT's sectors and the DIFAT sectors that listed those beyond the header's 109. */
  readonly fatSectors: readonly number[]
  readonly difatSectors: readonly number[]
  readonly miniFat: Uint32Array
  /** The regular sectors holding the mini stream, and its length (capped by that chain). */
  readonly miniStreamSectors: readonly number[]
  readonly miniStreamSize: number
}

/**
 * Opens the compound file `bytes`. `kind` names the file in error messages. Throws `DocumentError`
 * when the container is not a sound compound file.
 */
export function openCompoundFile(bytes: Uint8Array, kind?: CompoundFileKind): CompoundFile {
  const header = readCompoundFileHeader(bytes, kind)
  const { sectorSize } = header
  const claims = createSectorClaims(header.sectorCount, 'sector')
  const { fat, fatSectors, difatSectors } = readFat(bytes, header, claims, kind)
  const directorySectors = followSectorChain(fat, header.firstDirectorySector, claims, 'the directory', kind)
  const records = readDirectoryRecords(bytes, sectorSize, directorySectors)
  const tree = walkDirectoryTree(records, kind)

  const miniFatSectors =
    header.miniFatSectorCount === 0 || header.firstMiniFatSector === FREE_SECTOR
      ? []
      : followSectorChain(fat, header.firstMiniFatSector, claims, 'the mini FAT', kind)
  const miniFat = tableFromSectors(bytes, sectorSize, miniFatSectors)
  const rootRecord = records[0]!
  const miniStreamSectors = rootRecord.size === 0 ? [] : followSectorChain(fat, rootRecord.startSector, claims, 'the mini stream', kind)
  const miniStreamSize = Math.min(rootRecord.size, miniStreamSectors.length * sectorSize)
  const miniClaims = createSectorClaims(Math.ceil(miniStreamSize / MINI_SECTOR_SIZE), 'mini sector')

  const entries = new Map<number, CompoundFileEntry>()
  for (const [id, node] of tree) {
    const record = records[id]!
    const isStream = record.type === ENTRY_TYPE.stream
    const inMiniStream = isStream && record.size < MINI_STREAM_CUTOFF
    const owner = `stream "${record.name}"`
    const sectors =
      !isStream || record.size === 0
        ? []
        : inMiniStream
          ? followSectorChain(miniFat, record.startSector, miniClaims, owner, kind)
          : followSectorChain(fat, record.startSector, claims, owner, kind)
    entries.set(id, {
      id,
      name: record.name,
      kind: record.type === ENTRY_TYPE.root ? 'root' : isStream ? 'stream' : 'storage',
      size: isStream ? Math.min(record.size, sectors.length * (inMiniStream ? MINI_SECTOR_SIZE : sectorSize)) : 0,
      children: node.children,
      depth: node.depth,
      sectors,
      inMiniStream,
    })
  }
  return { bytes, header, entries, root: entries.get(0)!, fat, fatSectors, difatSectors, miniFat, miniStreamSectors, miniStreamSize }
}

/** The bytes of the stream `entry` (a copy; empty for storages). Bytes a cut-short last sector lacks read as 0. */
export function readCompoundFileStream(file: CompoundFile, entry: CompoundFileEntry): Uint8Array {
  const out = new Uint8Array(entry.size)
  const unit = entry.inMiniStream ? MINI_SECTOR_SIZE : file.header.sectorSize
  entry.sectors.forEach((sector, index) => {
    const length = Math.min(unit, entry.size - index * unit)
    const start = entry.inMiniStream ? miniSectorOffset(file, sector) : (sector + 1) * unit
    out.set(file.bytes.subarray(start, start + length), index * unit)
  })
  return out
}

/** The stream named `name` (compared case-insensitively, as [MS-CFB] does) directly in the root storage. */
export function rootStreamEntry(file: CompoundFile, name: string): CompoundFileEntry | undefined {
  const wanted = name.toUpperCase()
  for (const id of file.root.children) {
    const entry = file.entries.get(id)
    if (entry?.kind === 'stream' && entry.name.toUpperCase() === wanted) return entry
  }
  return undefined
}

/** The bytes of the root stream `name` (as `rootStreamEntry` finds it), or undefined when there is none. */
export function readRootStream(file: CompoundFile, name: string): Uint8Array | undefined {
  const entry = rootStreamEntry(file, name)
  return entry === undefined ? undefined : readCompoundFileStream(file, entry)
}

/** Where mini sector `sector` lies in the file: its offset in the mini stream, mapped through the stream's chain. */
function miniSectorOffset(file: CompoundFile, sector: number): number {
  const { sectorSize } = file.header
  const offset = sector * MINI_SECTOR_SIZE
  const holder = file.miniStreamSectors[Math.floor(offset / sectorSize)]!
  return (holder + 1) * sectorSize + (offset % sectorSize)
}
