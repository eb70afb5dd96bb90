/**
 * @module formats/registry
 * File type → partitioner. Each entry imports its module lazily, so partitioning HTML never loads
 * pdfjs. A type without an entry is unsupported (UnsupportedFileTypeError).
 */
import type { FileType } from '../detect/file-types.js'
import type { Partitioner } from './types.js'

type Loader = () => Promise<Partitioner>

const text: Loader = async () => (await import('./text/text.js')).partitionText

export const partitioners = {
  txt: text,
  // No pandoc offline: reStructuredText and Org are read as plain text (their markup stays in the text).
  rst: text,
  org: text,
  html: async () => (await import('./html/partition-html.js')).partitionHtml,
  md: async () => (await import('./text/markdown.js')).partitionMarkdown,
  xml: async () => (await import('./xml/xml.js')).partitionXml,
  json: async () => (await import('./text/json.js')).partitionJson,
  ndjson: async () => (await import('./text/json.js')).partitionNdjson,
  csv: async () => (await import('./sheets/csv.js')).partitionCsv,
  tsv: async () => (await import('./sheets/csv.js')).partitionTsv,
  doc: async () => (await import('./word/doc.js')).partitionDoc,
  docx: async () => (await import('./word/docx.js')).partitionDocx,
  odt: async () => (await import('./word/odt.js')).partitionOdt,
  rtf: async () => (await import('./rtf/rtf.js')).partitionRtf,
  eml: async () => (await import('./email/eml.js')).partitionEml,
  msg: async () => (await import('./email/msg.js')).partitionMsg,
  pptx: async () => (await import('./slides/pptx.js')).partitionPptx,
  xlsx: async () => (await import('./sheets/xlsx.js')).partitionXlsx,
  epub: async () => (await import('./epub/epub.js')).partitionEpub,
  ppt: async () => (await import('./slides/ppt.js')).partitionPpt,
  xls: async () => (await import('./sheets/xls.js')).partitionXls,
  pdf: async () => (await import('../pdf/partition-pdf.js')).partitionPdfDocument,
  png: async () => (await import('../pages/partition-image.js')).partitionImage,
  jpg: async () => (await import('../pages/partition-image.js')).partitionImage,
  tiff: async () => (await import('../pages/partition-image.js')).partitionImage,
  bmp: async () => (await import('../pages/partition-image.js')).partitionImage,
  gif: async () => (await import('../pages/partition-image.js')).partitionImage,
  webp: async () => (await import('../pages/partition-image.js')).partitionImage,
  heic: async () => (await import('../pages/partition-image.js')).partitionImage,
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
