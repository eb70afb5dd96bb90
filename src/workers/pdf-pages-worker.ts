/**
 * @module workers/pdf-pages-worker
 * The worker-thread side of the partition pool (piscina runs the named exports). `readPdfPageRange`
 * reads a range of pages of a PDF with the fast path and returns their drafts (elements before the
 * metadata pass); the main thread puts the ranges together. The open document is kept between tasks
 * for the same `documentKey` (closed after 500 ms without a task: ../pdf/open-document-cache.ts), so a worker parses the file
 * and its fonts once, not once per range.
 * `partitionWholeFile` partitions a whole document (any type) in the worker. The tasks' shapes: ../node/pool-tasks.ts.
 */
import { installNodeOcr } from '../node/ocr-node-helpers.js'
import type { Element } from '../elements/types.js'
import type { PartitionWarning } from '../errors.js'
import type { ResolvedOptions } from '../options/types.js'
import { partitionResolved } from '../partition.js'
import { readFastPages } from '../pdf/partition-pdf-fast.js'
import type { FastPageDraft } from '../pdf/partition-pdf-fast.js'
import { openDocumentCache } from '../pdf/open-document-cache.js'
import { openFastPdf } from '../pdf/open-fast-pdf.js'
import type { PdfDocumentReader } from '../pdf/pdfjs.js'
import type { PageRangeResult, PageRangeTask, WholeFileTask } from '../node/pool-tasks.js'

// OCR in this thread: languages from several data packages ("eng+kor"), a quiet tesseract worker.
installNodeOcr()

/** A document no task has asked for during this long (ms) is closed, so idle workers hold no file. */
const kept = openDocumentCache(500)

const readerFor = (task: PageRangeTask): Promise<PdfDocumentReader> =>
  kept.readerFor(task.documentKey, () => openFastPdf(task.bytes, { password: task.password, limits: task.limits }))

export async function readPdfPageRange(task: PageRangeTask): Promise<PageRangeResult> {
  const warnings: PartitionWarning[] = []
  const reader = await readerFor(task)
  const drafts: FastPageDraft[] = []
  const input = { options: task.options, warn: (w: PartitionWarning) => void warnings.push(w) }
  try {
    for await (const draft of readFastPages(reader, input, { from: task.from, to: task.to })) drafts.push(draft)
  } finally {
    kept.release()
  }
  return { drafts, warnings }
}

export async function partitionWholeFile(task: WholeFileTask): Promise<{ elements: Element[]; warnings: PartitionWarning[] }> {
  const warnings: PartitionWarning[] = []
  const elements = await partitionResolved(task.bytes, { ...task.options, onWarning: (w) => void warnings.push(w) } as ResolvedOptions)
  return { elements, warnings }
}
