/**
 * @module partitioners
 * File type → partitioner, every type: the document formats of formats/registry, and the page formats
 * whose partitioners sit above formats/ — the PDF partitioner (pdf/) and the image partitioner (pages/).
 * Each entry imports its module lazily, so partitioning HTML never loads pdfjs. A type without an entry is
 * unsupported (UnsupportedFileTypeError).
 */
import type { FileType } from './detect/file-types.js'
import { partitioners as formatPartitioners } from './formats/registry.js'
import type { Loader } from './formats/registry.js'
import type { Partitioner } from './formats/types.js'

/** One module reads every image type (decoded by the platform's image adapter). */
const image: Loader = async () => (await import('./pages/partition-image.js')).partitionImage

export const partitioners = {
  ...formatPartitioners,
  pdf: async () => (await import('./pdf/partition-pdf.js')).partitionPdfDocument,
  png: image,
  jpg: image,
  tiff: image,
  bmp: image,
  gif: image,
  webp: image,
  heic: image,
} satisfies Partial<Record<FileType, Loader>>

const loaded = new Map<FileType, Promise<Partitioner>>()

/** The loader of a type's partitioner; the module is imported once, then the same function is returned. */
export function partitionerFor(fileType: FileType): Loader | undefined {
  const load = (partitioners as Partial<Record<FileType, Loader>>)[fileType]
  if (load === undefined) return undefined
  return () => {
    let partitioner = loaded.get(fileType)
    if (partitioner === undefined) {
      // A failed import is not remembered: the next call tries again.
      partitioner = load().catch((error: unknown) => {
        loaded.delete(fileType)
        throw error
      })
      loaded.set(fileType, partitioner)
    }
    return partitioner
  }
}
