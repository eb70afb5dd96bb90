/**
 * @module formats/registry
 * File type → partitioner. Each entry imports its module lazily, so partitioning HTML never loads
 * pdfjs. A type without an entry is unsupported (UnsupportedFileTypeError).
 */
import type { FileType } from '../detect/file-types.js'
import type { Partitioner } from './types.js'

type Loader = () => Promise<Partitioner>

export const partitioners = {} satisfies Partial<Record<FileType, Loader>>

export function partitionerFor(fileType: FileType): Loader | undefined {
  return (partitioners as Partial<Record<FileType, Loader>>)[fileType]
}
