/**
 * @module formats/registry
 * File type → partitioner, for the document formats of this folder. Each entry imports its module lazily,
 * so partitioning HTML never loads pdfjs. The page formats (PDF, images) are added above, where their
 * partitioners live (../partitioners.ts); a type without an entry in either is unsupported
 * (UnsupportedFileTypeError).
 */
import type { FileType } from '../detect/file-types.js'
import type { Partitioner } from './types.js'

/** Imports a partitioner's module (once it is asked for) and gives the partitioner. */
export type Loader = () => Promise<Partitioner>

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
} satisfies Partial<Record<FileType, Loader>>
