/**
 * @module containers/compound-file-directory
 * The directory of a compound file ([MS-CFB] 2.6): 128-byte entries, and the storage tree they form —
 * the children of each storage are a red-black tree through the left/right sibling ids, listed
 * in order (the order msgreader, olefile and the cfb package give). The tree is walked without
 * recursion and every entry may be reached once: an id that points outside the directory, an entry
 * reached twice (a cycle, child → parent) or an unallocated entry inside the tree is a `DocumentError`.
 */
import { compoundFileError, type CompoundFileKind } from './compound-file-error.js'
import { NO_STREAM } from './compound-file-header.js'

const ENTRY_SIZE = 128

/** A directory entry's object type ([MS-CFB] 2.6.1); 0 is an unallocated entry. */
export const ENTRY_TYPE = { storage: 1, stream: 2, root: 5 } as const

/** One directory entry as stored. */
export interface DirectoryRecord {
  name: string
  type: number
  left: number
  right: number
  child: number
  startSector: number
  /** The stream size field: the low 32 bits in 512-byte-sector files (version 3), all 64 bits in version 4. */
  size: number
}

/** A storage's place in the tree: its children's ids in order, and its depth below the root (0). */
export interface DirectoryNode {
  children: number[]
  depth: number
}

/** The entries stored in the directory sectors `sectors`, in id order (whole entries only). */
export function readDirectoryRecords(bytes: Uint8Array, sectorSize: number, sectors: readonly number[]): DirectoryRecord[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const records: DirectoryRecord[] = []
  for (const sector of sectors) {
    const start = (sector + 1) * sectorSize
    for (let at = start; at < start + sectorSize && at + ENTRY_SIZE <= bytes.length; at += ENTRY_SIZE) {
      const high = sectorSize === 512 ? 0 : view.getUint32(at + 0x7c, true)
      records.push({
        name: entryName(view, at),
        type: view.getUint8(at + 0x42),
        left: view.getUint32(at + 0x44, true),
        right: view.getUint32(at + 0x48, true),
        child: view.getUint32(at + 0x4c, true),
        startSector: view.getUint32(at + 0x74, true),
        size: view.getUint32(at + 0x78, true) + high * 0x1_0000_0000,
      })
    }
  }
  return records
}

/**
 * The storage tree: a node for the root (id 0) and for every entry reachable from it. Throws
 * `DocumentError` when entry 0 is not the root, or the tree is not a tree.
 */
export function walkDirectoryTree(records: readonly DirectoryRecord[], kind?: CompoundFileKind): Map<number, DirectoryNode> {
  if (records[0]?.type !== ENTRY_TYPE.root) throw compoundFileError('the directory does not start with the root entry', kind)
  const nodes = new Map<number, DirectoryNode>([[0, { children: [], depth: 0 }]])
  const storages = [0]
  for (let storageId = storages.pop(); storageId !== undefined; storageId = storages.pop()) {
    const storage = nodes.get(storageId)!
    // in-order walk of the siblings' binary tree with an explicit stack
    const stack: number[] = []
    let id = records[storageId]!.child
    while (id !== NO_STREAM || stack.length > 0) {
      for (; id !== NO_STREAM; id = records[id]!.left) {
        const record = records[id]
        if (record === undefined) {
          throw compoundFileError(`the directory tree points to entry ${id}, but the directory holds ${records.length} entries`, kind)
        }
        if (nodes.has(id)) throw compoundFileError(`the directory tree reaches entry ${id} twice (it loops)`, kind)
        if (record.type !== ENTRY_TYPE.storage && record.type !== ENTRY_TYPE.stream) {
          throw compoundFileError(`directory entry ${id} sits in the tree but is neither a storage nor a stream (type ${record.type})`, kind)
        }
        nodes.set(id, { children: [], depth: storage.depth + 1 })
        stack.push(id)
      }
      const visited = stack.pop()!
      storage.children.push(visited)
      if (records[visited]!.type === ENTRY_TYPE.storage) storages.push(visited)
      id = records[visited]!.right
    }
  }
  return nodes
}

/** The entry name: UTF-16LE, the length field counting bytes with the terminating NUL, at most 32 units. */
function entryName(view: DataView, at: number): string {
  const units = Math.floor(Math.min(view.getUint16(at + 0x40, true), 64) / 2)
  let name = ''
  for (let i = 0; i < units; i++) {
    const unit = view.getUint16(at + i * 2, true)
    if (unit === 0) break
    name += String.fromCharCode(unit)
  }
  return name
}
