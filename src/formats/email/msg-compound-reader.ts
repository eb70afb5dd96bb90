/**
 * @module formats/email/msg-compound-reader
 * The compound-file reader msgreader is given in place of its own: msgreader's `Reader` follows FAT
 * chains with unbounded loops and walks the directory without a visited set, so a damaged .msg could
 * hang or exhaust memory. This object offers the members of that `Reader` msgreader uses (`parse`,
 * `isMSGFile`, `rootFolder`, `readFileOf`, folders as `Reader.folderOf` shapes them), backed by the
 * bounded reader of containers/compound-file: children in the same directory-tree order, each stream
 * read along its checked chain. Storages nested deeper than `MAX_STORAGE_DEPTH` are refused, because
 * msgreader recurses once per level.
 */
import { openCompoundFile, readCompoundFileStream, type CompoundFile, type CompoundFileEntry } from '../../containers/compound-file.js'
import { assertStorageDepth } from '../../containers/check-compound-file.js'
import { hasCompoundFileSignature } from '../../containers/compound-file-header.js'

/** A file of a folder, as msgreader's `fileNameSets()` gives it. */
export interface MsgFileSet {
  name: string
  length: number
  dataId: number
  provider: () => Uint8Array
}

/** A storage, as msgreader's `Reader.folderOf` shapes it. */
export interface MsgFolder {
  dataId: number
  name: string
  fileNames(): string[]
  fileNameSets(): MsgFileSet[]
  subFolders(): MsgFolder[]
  readFile(name: string): Uint8Array | null
}

/** The members of msgreader's internal `Reader` that `MsgReader` calls. */
export interface MsgCompoundReader {
  parse(): void
  isMSGFile(): boolean
  rootFolder(): MsgFolder
  readFileOf(dataId: number): Uint8Array
}

/** A reader of the .msg `bytes` for msgreader; `parse()` throws `DocumentError` when the container is damaged. */
export function msgCompoundReader(bytes: Uint8Array): MsgCompoundReader {
  let opened: CompoundFile | undefined
  const file = (): CompoundFile => {
    if (opened === undefined) throw new Error('the compound file is read before parse()')
    return opened
  }
  const entry = (id: number): CompoundFileEntry | undefined => opened?.entries.get(id)
  const childrenOf = (folder: CompoundFileEntry, kind: 'stream' | 'storage'): CompoundFileEntry[] =>
    folder.children.map((id) => file().entries.get(id)!).filter((child) => child.kind === kind)
  const folderOf = (folder: CompoundFileEntry): MsgFolder => ({
    dataId: folder.id,
    name: folder.name,
    fileNames: () => childrenOf(folder, 'stream').map((stream) => stream.name),
    fileNameSets: () =>
      childrenOf(folder, 'stream').map((stream) => ({
        name: stream.name,
        length: stream.size,
        dataId: stream.id,
        provider: () => readCompoundFileStream(file(), stream),
      })),
    subFolders: () => childrenOf(folder, 'storage').map(folderOf),
    readFile: (name) => {
      const stream = childrenOf(folder, 'stream').find((child) => child.name === name)
      return stream === undefined ? null : readCompoundFileStream(file(), stream)
    },
  })
  return {
    parse: () => {
      opened = openCompoundFile(bytes, '.msg')
      assertStorageDepth(opened, '.msg')
    },
    isMSGFile: () => hasCompoundFileSignature(bytes),
    rootFolder: () => folderOf(file().root),
    readFileOf: (dataId) => {
      const stream = entry(dataId)
      return stream?.kind === 'stream' ? readCompoundFileStream(file(), stream) : new Uint8Array(0)
    },
  }
}
