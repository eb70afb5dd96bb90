/**
 * @module test/detect/helpers/build-cfb
 * A minimal Compound File Binary writer for tests ([MS-CFB]): header, one FAT sector, directory
 * sectors chained through the FAT. Streams are empty; only the directory matters to detection.
 */

export type CfbNode = { stream: string } | { storage: string; children: CfbNode[] }

export interface CfbBuildOptions {
  /** 3 → 512-byte sectors (default), 4 → 4096-byte sectors. */
  version?: 3 | 4
  /** Directory sectors are written in this order of sector numbers, to exercise the FAT chain. Default ascending. */
  shuffleDirectory?: boolean
}

const END_OF_CHAIN = 0xfffffffe
const FREE = 0xffffffff
const FAT_SECTOR = 0xfffffffd
const NO_STREAM = 0xffffffff

interface FlatEntry {
  name: string
  type: 1 | 2 | 5
  left: number
  right: number
  child: number
}

export function buildCfb(rootChildren: CfbNode[], options: CfbBuildOptions = {}): Uint8Array {
  const version = options.version ?? 3
  const sectorSize = version === 3 ? 512 : 4096
  const entries: FlatEntry[] = [{ name: 'Root Entry', type: 5, left: NO_STREAM, right: NO_STREAM, child: NO_STREAM }]
  // siblings as a right-leaning chain: a valid (if unbalanced) binary tree
  const addChildren = (parent: FlatEntry, children: CfbNode[]): void => {
    let previous: FlatEntry | undefined
    for (const node of children) {
      const entry: FlatEntry =
        'stream' in node
          ? { name: node.stream, type: 2, left: NO_STREAM, right: NO_STREAM, child: NO_STREAM }
          : { name: node.storage, type: 1, left: NO_STREAM, right: NO_STREAM, child: NO_STREAM }
      const id = entries.push(entry) - 1
      if (previous === undefined) parent.child = id
      else previous.right = id
      previous = entry
      if ('storage' in node) addChildren(entry, node.children)
    }
  }
  addChildren(entries[0]!, rootChildren)

  const perSector = sectorSize / 128
  const directorySectorCount = Math.ceil(entries.length / perSector)
  // sector 0 is the FAT; directory sectors follow, possibly in reverse order
  const directorySectors = Array.from({ length: directorySectorCount }, (_, i) => i + 1)
  if (options.shuffleDirectory) directorySectors.reverse()
  const totalSectors = 1 + directorySectorCount
  const out = new Uint8Array(sectorSize * (totalSectors + 1))
  const view = new DataView(out.buffer)

  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0)
  view.setUint16(0x18, 0x3e, true)
  view.setUint16(0x1a, version, true)
  view.setUint16(0x1c, 0xfffe, true)
  view.setUint16(0x1e, version === 3 ? 9 : 12, true)
  view.setUint16(0x20, 6, true)
  view.setUint32(0x2c, 1, true)
  view.setUint32(0x30, directorySectors[0]!, true)
  view.setUint32(0x38, 4096, true)
  view.setUint32(0x3c, END_OF_CHAIN, true)
  view.setUint32(0x44, END_OF_CHAIN, true)
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : FREE, true)

  const sectorOffset = (sector: number): number => (sector + 1) * sectorSize
  const fat = sectorOffset(0)
  for (let i = 0; i < sectorSize / 4; i++) view.setUint32(fat + i * 4, FREE, true)
  view.setUint32(fat, FAT_SECTOR, true)
  directorySectors.forEach((sector, i) => {
    view.setUint32(fat + sector * 4, directorySectors[i + 1] ?? END_OF_CHAIN, true)
  })

  entries.forEach((entry, id) => {
    const sector = directorySectors[Math.floor(id / perSector)]!
    const at = sectorOffset(sector) + (id % perSector) * 128
    for (let i = 0; i < entry.name.length; i++) view.setUint16(at + i * 2, entry.name.charCodeAt(i), true)
    view.setUint16(at + 0x40, (entry.name.length + 1) * 2, true)
    view.setUint8(at + 0x42, entry.type)
    view.setUint8(at + 0x43, 1)
    view.setUint32(at + 0x44, entry.left, true)
    view.setUint32(at + 0x48, entry.right, true)
    view.setUint32(at + 0x4c, entry.child, true)
    view.setUint32(at + 0x74, END_OF_CHAIN, true)
  })
  // unused directory slots are unallocated entries with no siblings
  for (let id = entries.length; id < directorySectorCount * perSector; id++) {
    const sector = directorySectors[Math.floor(id / perSector)]!
    const at = sectorOffset(sector) + (id % perSector) * 128
    view.setUint32(at + 0x44, NO_STREAM, true)
    view.setUint32(at + 0x48, NO_STREAM, true)
    view.setUint32(at + 0x4c, NO_STREAM, true)
  }
  return out
}
