/**
 * @module batch/batch-process-request
 * What the command sends a batch worker process (./partition-file-process.ts) and what comes back: a
 * whole file (with, for a large PDF, the offer to split it), a range of a split PDF's pages, or the
 * document-level passes over a split PDF's ranges (./split-pdf-file.ts).
 */
import type { FileJobResult, PartitionFileJob } from './partition-file-job.js'
import type { PdfFinishJob, PdfRangeJob, PdfRangeResult, PdfSplitPlan } from './split-pdf-file.js'

export type BatchProcessRequest =
  /** A file (as a queue worker sends it); a `fast` PDF of more than `splitAbovePages` pages answers `{split}` instead of its result. */
  (PartitionFileJob & { splitAbovePages?: number | undefined }) | { range: PdfRangeJob } | { finish: PdfFinishJob }

export type BatchProcessAnswer = FileJobResult | { split: PdfSplitPlan } | { range: PdfRangeResult }
