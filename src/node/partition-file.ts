/**
 * @module node/partition-file
 * Partitions a file on disk: reads it, names it, and hands it to the core.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Element } from '../elements/types.js'
import type { PartitionOptions } from '../options/validate-options.js'
import { partition } from '../partition.js'

/** `partition()` for a path. `filename` defaults to the path's basename (used for ids and detection). */
export async function partitionFile(path: string, options: PartitionOptions = {}): Promise<Element[]> {
  const bytes = await readFile(path)
  return partition(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    ...options,
    filename: options.filename ?? basename(path),
  })
}
