/**
 * @module containers/check-compound-file
 * A soundness check for compound files handed to a reader we do not control (word-extractor for legacy
 * .doc): besides opening the file with the bounded reader (every reachable chain and the whole tree
 * walked), it asks what such a reader silently relies on. Its chain walks stop only at a negative
 * link, so no cycle may exist anywhere in the FAT or the mini FAT, used or not; it takes the FAT sector
 * list, the mini sector size and the mini-stream cutoff from the header, so those must be exactly what
 * [MS-CFB] says; and it recurses once per nested storage, so nesting is bounded.
 */
import { openCompoundFile, type CompoundFile } from './compound-file.js'
import { compoundFileError, type CompoundFileKind } from './compound-file-error.js'

/** Far deeper than real files nest storages, far shallower than a recursive reader's stack. */
export const MAX_STORAGE_DEPTH = 64

/** Throws `DocumentError` when a storage of `file` is nested more than `MAX_STORAGE_DEPTH` deep. */
export function assertStorageDepth(file: CompoundFile, kind?: CompoundFileKind): void {
  for (const entry of file.entries.values()) {
    if (entry.depth > MAX_STORAGE_DEPTH) throw compoundFileError(`storages are nested more than ${MAX_STORAGE_DEPTH} deep`, kind)
  }
}

/** Opens `bytes` and checks it as above. Throws `DocumentError` naming the first problem found. */
export function checkCompoundFile(bytes: Uint8Array, kind?: CompoundFileKind): CompoundFile {
  const file = openCompoundFile(bytes, kind)
  const { header } = file
  assertStorageDepth(file, kind)
  if (header.miniSectorShift !== 6) throw compoundFileError(`the header gives a mini sector size of 2^${header.miniSectorShift}, not 64 bytes`, kind)
  if (header.miniStreamCutoff !== 4096)
    throw compoundFileError(`the header gives a mini-stream cutoff of ${header.miniStreamCutoff}, not 4096 bytes`, kind)
  if (file.fatSectors.length !== header.fatSectorCount) {
    throw compoundFileError(`the header claims ${header.fatSectorCount} allocation-table sectors but the DIFAT lists ${file.fatSectors.length}`, kind)
  }
  if (header.fatSectorCount > 109 && header.difatSectorCount !== file.difatSectors.length) {
    throw compoundFileError(`the header claims ${header.difatSectorCount} DIFAT sectors but the DIFAT chain has ${file.difatSectors.length}`, kind)
  }
  assertNoCycle(file.fat, 'sector', kind)
  assertNoCycle(file.miniFat, 'mini sector', kind)
  return file
}

/** Throws `DocumentError` when following `table` from some entry comes back to an entry of the same walk. */
function assertNoCycle(table: Uint32Array, unit: string, kind?: CompoundFileKind): void {
  // 0 unvisited, 1 on the walk in progress, 2 known to reach the end
  const state = new Uint8Array(table.length)
  const walk: number[] = []
  for (let start = 0; start < table.length; start++) {
    let at = start
    while (at < table.length && state[at] === 0) {
      state[at] = 1
      walk.push(at)
      at = table[at]!
    }
    if (at < table.length && state[at] === 1) throw compoundFileError(`${unit} chain loops at ${unit} ${at} (an allocation-table cycle)`, kind)
    for (const done of walk) state[done] = 2
    walk.length = 0
  }
}
