/**
 * @module test/containers/helpers/build-compound-file
 * A small Compound File Binary writer for tests ([MS-CFB]): FAT (and DIFAT when asked for more than 109
 * FAT sectors), directory, mini FAT and mini stream for streams under 4096 bytes, regular sectors for
 * the rest. Sectors are laid out in that order; the layout is returned so a test can damage one
 * structure precisely (make a chain loop, a size lie, a tree cycle).
 */

export type CompoundNode = { stream: string; data: Uint8Array } | { storage: string; children: CompoundNode[] }

export interface CompoundBuildOptions {
  /** 3 → 512-byte sectors (default), 4 → 4096-byte sectors. */
  version?: 3 | 4
  /** Pad the FAT to at least this many sectors (more than 109 puts the rest in DIFAT sectors). */
  minFatSectors?: number
  /** Write the directory sectors in descending sector order, to exercise the FAT chain. */
  reverseDirectory?: boolean
}

export interface BuiltStream {
  /** `/storage/name`. */
  path: string
  id: number
  sectors: number[]
  mini: boolean
}

export interface BuiltCompoundFile {
  bytes: Uint8Array
  view: DataView
  sectorSize: number
  fatSectors: number[]
  difatSectors: number[]
  directorySectors: number[]
  miniFatSectors: number[]
  miniStreamSectors: number[]
  streams: BuiltStream[]
  /** Byte offset of directory entry `id`. */
  entryOffset(id: number): number
  /** Byte offset of the FAT entry of sector `sector`. */
  fatEntryOffset(sector: number): number
  /** Byte offset of the mini FAT entry of mini sector `sector`. */
  miniFatEntryOffset(sector: number): number
}

const END_OF_CHAIN = 0xfffffffe
const FREE = 0xffffffff
const FAT_SECTOR = 0xfffffffd
const DIFAT_SECTOR = 0xfffffffc
const NO_STREAM = 0xffffffff

interface FlatEntry {
  name: string
  type: 1 | 2 | 5
  left: number
  right: number
  child: number
  data?: Uint8Array
  path: string
  start: number
  size: number
}

export function buildCompoundFile(rootChildren: CompoundNode[], options: CompoundBuildOptions = {}): BuiltCompoundFile {
  const version = options.version ?? 3
  const sectorSize = version === 3 ? 512 : 4096
  const perSector = sectorSize / 4
  const entries: FlatEntry[] = [
    { name: 'Root Entry', type: 5, left: NO_STREAM, right: NO_STREAM, child: NO_STREAM, path: '', start: END_OF_CHAIN, size: 0 },
  ]
  // siblings as a right-leaning chain: a valid (if unbalanced) binary tree, listed in the given order
  const addChildren = (parent: FlatEntry, children: CompoundNode[]): void => {
    let previous: FlatEntry | undefined
    for (const node of children) {
      const name = 'stream' in node ? node.stream : node.storage
      const entry: FlatEntry = {
        name,
        type: 'stream' in node ? 2 : 1,
        left: NO_STREAM,
        right: NO_STREAM,
        child: NO_STREAM,
        path: `${parent.path}/${name}`,
        start: END_OF_CHAIN,
        size: 'stream' in node ? node.data.length : 0,
        ...('stream' in node ? { data: node.data } : {}),
      }
      const id = entries.push(entry) - 1
      if (previous === undefined) parent.child = id
      else previous.right = id
      previous = entry
      if ('storage' in node) addChildren(entry, node.children)
    }
  }
  addChildren(entries[0]!, rootChildren)

  const small = entries.filter((e) => e.data !== undefined && e.data.length > 0 && e.data.length < 4096)
  const big = entries.filter((e) => e.data !== undefined && e.data.length >= 4096)
  const miniSectorsOf = (e: FlatEntry): number => Math.ceil(e.size / 64)
  const miniSectorCount = small.reduce((sum, e) => sum + miniSectorsOf(e), 0)
  const directoryCount = Math.ceil(entries.length / (sectorSize / 128))
  const miniFatCount = Math.ceil(miniSectorCount / perSector)
  const miniStreamCount = Math.ceil((miniSectorCount * 64) / sectorSize)
  const bigCount = big.reduce((sum, e) => sum + Math.ceil(e.size / sectorSize), 0)
  const dataCount = directoryCount + miniFatCount + miniStreamCount + bigCount
  let fatCount = Math.max(1, options.minFatSectors ?? 1)
  let difatCount = 0
  for (;;) {
    difatCount = Math.max(0, Math.ceil((fatCount - 109) / (perSector - 1)))
    if (fatCount * perSector >= fatCount + difatCount + dataCount) break
    fatCount++
  }
  let next = 0
  const take = (count: number): number[] => Array.from({ length: count }, () => next++)
  const fatSectors = take(fatCount)
  const difatSectors = take(difatCount)
  const directorySectors = take(directoryCount)
  if (options.reverseDirectory) directorySectors.reverse()
  const miniFatSectors = take(miniFatCount)
  const miniStreamSectors = take(miniStreamCount)
  const totalSectors = next + bigCount

  const bytes = new Uint8Array(sectorSize * (totalSectors + 1))
  const view = new DataView(bytes.buffer)
  const offset = (sector: number): number => (sector + 1) * sectorSize
  const fatEntryOffset = (sector: number): number => offset(fatSectors[Math.floor(sector / perSector)]!) + (sector % perSector) * 4
  const miniFatEntryOffset = (sector: number): number => offset(miniFatSectors[Math.floor(sector / perSector)]!) + (sector % perSector) * 4
  for (const sector of fatSectors) for (let i = 0; i < perSector; i++) view.setUint32(offset(sector) + i * 4, FREE, true)
  for (const sector of miniFatSectors) for (let i = 0; i < perSector; i++) view.setUint32(offset(sector) + i * 4, FREE, true)
  const chain = (sectors: number[]): void =>
    sectors.forEach((sector, i) => view.setUint32(fatEntryOffset(sector), sectors[i + 1] ?? END_OF_CHAIN, true))
  for (const sector of fatSectors) view.setUint32(fatEntryOffset(sector), FAT_SECTOR, true)
  for (const sector of difatSectors) view.setUint32(fatEntryOffset(sector), DIFAT_SECTOR, true)
  chain(directorySectors)
  chain(miniFatSectors)
  chain(miniStreamSectors)

  // header
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0)
  view.setUint16(0x18, 0x3e, true)
  view.setUint16(0x1a, version, true)
  view.setUint16(0x1c, 0xfffe, true)
  view.setUint16(0x1e, version === 3 ? 9 : 12, true)
  view.setUint16(0x20, 6, true)
  view.setUint32(0x2c, fatCount, true)
  view.setUint32(0x30, directorySectors[0]!, true)
  view.setUint32(0x38, 4096, true)
  view.setUint32(0x3c, miniFatSectors[0] ?? END_OF_CHAIN, true)
  view.setUint32(0x40, miniFatCount, true)
  view.setUint32(0x44, difatSectors[0] ?? END_OF_CHAIN, true)
  view.setUint32(0x48, difatCount, true)
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, fatSectors[i] ?? FREE, true)
  difatSectors.forEach((sector, d) => {
    for (let i = 0; i < perSector - 1; i++) view.setUint32(offset(sector) + i * 4, fatSectors[109 + d * (perSector - 1) + i] ?? FREE, true)
    view.setUint32(offset(sector) + (perSector - 1) * 4, difatSectors[d + 1] ?? END_OF_CHAIN, true)
  })

  // stream data
  const streams: BuiltStream[] = []
  let miniNext = 0
  for (const entry of small) {
    const sectors = Array.from({ length: miniSectorsOf(entry) }, () => miniNext++)
    entry.start = sectors[0]!
    sectors.forEach((sector, i) => {
      view.setUint32(miniFatEntryOffset(sector), sectors[i + 1] ?? END_OF_CHAIN, true)
      const at = offset(miniStreamSectors[Math.floor((sector * 64) / sectorSize)]!) + ((sector * 64) % sectorSize)
      bytes.set(entry.data!.subarray(i * 64, (i + 1) * 64), at)
    })
    streams.push({ path: entry.path, id: entries.indexOf(entry), sectors, mini: true })
  }
  if (miniSectorCount > 0) {
    entries[0]!.start = miniStreamSectors[0]!
    entries[0]!.size = miniSectorCount * 64
  }
  for (const entry of big) {
    const sectors = take(Math.ceil(entry.size / sectorSize))
    entry.start = sectors[0]!
    chain(sectors)
    sectors.forEach((sector, i) => bytes.set(entry.data!.subarray(i * sectorSize, (i + 1) * sectorSize), offset(sector)))
    streams.push({ path: entry.path, id: entries.indexOf(entry), sectors, mini: false })
  }

  // directory
  const perDirectorySector = sectorSize / 128
  const entryOffset = (id: number): number => offset(directorySectors[Math.floor(id / perDirectorySector)]!) + (id % perDirectorySector) * 128
  for (let id = 0; id < directoryCount * perDirectorySector; id++) {
    const at = entryOffset(id)
    const entry = entries[id]
    view.setUint32(at + 0x44, entry?.left ?? NO_STREAM, true)
    view.setUint32(at + 0x48, entry?.right ?? NO_STREAM, true)
    view.setUint32(at + 0x4c, entry?.child ?? NO_STREAM, true)
    if (entry === undefined) continue
    for (let i = 0; i < entry.name.length; i++) view.setUint16(at + i * 2, entry.name.charCodeAt(i), true)
    view.setUint16(at + 0x40, (entry.name.length + 1) * 2, true)
    view.setUint8(at + 0x42, entry.type)
    view.setUint8(at + 0x43, 1)
    view.setUint32(at + 0x74, entry.start, true)
    view.setUint32(at + 0x78, entry.size, true)
  }
  return {
    bytes,
    view,
    sectorSize,
    fatSectors,
    difatSectors,
    directorySectors,
    miniFatSectors,
    miniStreamSectors,
    streams,
    entryOffset,
    fatEntryOffset,
    miniFatEntryOffset,
  }
}
