/**
 * @module batch/split-pdf-file
 * A large PDF of a batch, read by several worker processes (the process side; the command's side is
 * ./split-pdf-run.ts). Three steps, each a job of ./partition-file-process.ts:
 * 1. `planPdfSplit`: a `fast` PDF of more pages than the threshold answers its page count instead of its
 *    elements (the document stays open in this process for the ranges that follow);
 * 2. `readPdfRange`: one range of pages read with the fast path into drafts (elements before the
 *    document-level passes), on whichever process is free; each process opens the document once;
 * 3. `finishPdfSplit`: the drafts of every range, in page order, go through the passes `partition()` runs
 *    after the pages — running furniture, page breaks, metadata (ids, parent_ids), chunking — and the
 *    output is written as a whole file's job writes it. So the output is the one a single process gives.
 * The document's deadline (`limits.timeoutMs`) runs from the plan, across the steps.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { assetLocations } from '#platform/asset-locations'
import { hashBytes } from './content-hash.js'
import { completeFileJob } from './partition-file-job.js'
import { warningLine } from './warning-line.js'
import type { FileJobResult, PartitionFileJob } from './partition-file-job.js'
import { errorToWire } from './wire-error.js'
import type { WireError } from './wire-error.js'
import { documentLimits, LimitExceededError } from '../document-limits.js'
import type { Element } from '../elements/types.js'
import { asPartitionError } from '../errors.js'
import type { PartitionWarning } from '../errors.js'
import type { ResolvedOptions } from '../options/types.js'
import { finishPartition, prepareSource } from '../partition.js'
import type { PreparedSource } from '../partition.js'
import { openDocumentCache } from '../pdf/open-document-cache.js'
import { openFastPdf } from '../pdf/open-fast-pdf.js'
import { readFastPages, withRunningFurniture } from '../pdf/partition-pdf-fast.js'
import type { FastPageDraft } from '../pdf/partition-pdf-fast.js'
import type { PdfDocumentReader } from '../pdf/pdfjs.js'

/** Below this size a PDF is never opened to count its pages (it cannot have enough of them to pay). */
const MIN_SPLIT_BYTES = 64 * 1024

/** A PDF to split: its pages, its content hash, what `finishPartition` needs of its source. */
export interface PdfSplitPlan {
  pages: number
  contentHash: string
  source: Omit<PreparedSource, 'bytes'>
  /** `Date.now()` value at which the document's time limit ends; absent without a limit. */
  deadline?: number | undefined
}

export interface PdfRangeJob {
  file: PartitionFileJob
  plan: PdfSplitPlan
  /** 1-based document page indexes, inclusive. */
  from: number
  to: number
}

export type PdfRangeResult = { ok: true; drafts: FastPageDraft[]; warnings: PartitionWarning[] } | { ok: false; error: WireError }

export interface PdfFinishJob {
  file: PartitionFileJob
  plan: PdfSplitPlan
  /** Every page's draft, in page order. */
  drafts: FastPageDraft[]
  /** The ranges' warnings, in page order. */
  warnings: PartitionWarning[]
}

/** A document no range has asked for during this long (ms) is closed, so an idle process holds no file. */
const kept = openDocumentCache(1000)

/**
 * The split plan of a file's job: its page count when it is a PDF read with the `fast` strategy and has
 * more than `abovePages` pages; otherwise `undefined` (the job runs whole, which also reports any error).
 */
export async function planPdfSplit(job: PartitionFileJob, abovePages: number): Promise<PdfSplitPlan | undefined> {
  if (job.options.strategy !== 'fast' || job.bytes !== undefined) return undefined
  try {
    const bytes = await readFile(job.path)
    if (bytes.length < MIN_SPLIT_BYTES) return undefined
    const options = optionsOf(job)
    const source = prepareSource(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), options)
    if (source?.fileType !== 'pdf') return undefined
    const { timeoutMs } = documentLimits(options.limits)
    const contentHash = hashBytes(bytes)
    const { bytes: pdf, ...rest } = source
    const plan: PdfSplitPlan = { pages: 0, contentHash, source: rest, deadline: timeoutMs > 0 ? Date.now() + timeoutMs : undefined }
    const reader = await readerFor(job, plan, pdf)
    plan.pages = reader.numPages
    if (plan.pages <= abovePages) {
      kept.close()
      return undefined
    }
    kept.release()
    return plan
  } catch {
    return undefined
  }
}

/** Pages `from`..`to` of a planned PDF as drafts, with their warnings; the file's error as plain data. */
export async function readPdfRange(job: PdfRangeJob): Promise<PdfRangeResult> {
  const warnings: PartitionWarning[] = []
  const deadline = deadlineSignal(job.file, job.plan)
  try {
    const reader = await readerFor(job.file, job.plan)
    const options = { ...optionsOf(job.file), signal: deadline?.signal }
    const drafts: FastPageDraft[] = []
    for await (const draft of readFastPages(reader, { options, warn: (w) => void warnings.push(w) }, { from: job.from, to: job.to }))
      drafts.push(draft)
    return { ok: true, drafts, warnings }
  } catch (error) {
    return { ok: false, error: errorToWire(asPartitionError(error, deadline?.signal)) }
  } finally {
    deadline?.dispose()
    kept.release()
  }
}

/** The document-level passes over every range's drafts, and the file's output, as a whole file's job gives them. */
export async function finishPdfSplit(job: PdfFinishJob): Promise<FileJobResult> {
  const warnings = job.warnings.map((warning) => warningLine(job.file.path, warning))
  const { contentHash } = job.plan
  try {
    if (job.plan.deadline !== undefined && Date.now() >= job.plan.deadline) throw timeLimitError(job.file)
    const options = optionsOf(job.file)
    const pages: Element[] = []
    for await (const page of withRunningFurniture(fromArray(job.drafts), options)) pages.push(...page)
    const { maxElements } = documentLimits(options.limits)
    if (pages.length > maxElements) throw new LimitExceededError('maxElements', maxElements, `The document's element count (${pages.length})`)
    const elements = finishPartition(pages, { ...job.plan.source, bytes: new Uint8Array(0) }, options)
    return await completeFileJob(job.file, elements, warnings, contentHash)
  } catch (error) {
    return { ok: false, error: errorToWire(asPartitionError(error)), warnings, contentHash }
  }
}

function optionsOf(job: PartitionFileJob): ResolvedOptions {
  return { ...job.options, filename: job.options.filename ?? basename(job.path) } as ResolvedOptions
}

/** The open document of this plan; opened (from `pdf`, or read again from the file) when another is open. */
function readerFor(job: PartitionFileJob, plan: PdfSplitPlan, pdf?: Uint8Array): Promise<PdfDocumentReader> {
  return kept.readerFor(`${job.path}\u0000${plan.contentHash}`, () => openPlanned(job, plan, pdf))
}

async function openPlanned(job: PartitionFileJob, plan: PdfSplitPlan, pdf?: Uint8Array): Promise<PdfDocumentReader> {
  let bytes = pdf
  if (bytes === undefined) {
    const read = await readFile(job.path)
    if (hashBytes(read) !== plan.contentHash) throw new Error(`the file ${job.path} changed while it was partitioned; run the batch again`)
    bytes = prepareSource(new Uint8Array(read.buffer, read.byteOffset, read.byteLength), optionsOf(job))!.bytes
  }
  const { password, limits, assets } = job.options
  return openFastPdf(bytes, { password, limits, assets: assetLocations(assets) })
}

/** An abort signal raised with the document's time-limit error at the plan's deadline. */
function deadlineSignal(job: PartitionFileJob, plan: PdfSplitPlan): { signal: AbortSignal; dispose: () => void } | undefined {
  if (plan.deadline === undefined) return undefined
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(timeLimitError(job)), Math.max(0, plan.deadline - Date.now()))
  return { signal: controller.signal, dispose: () => clearTimeout(timer) }
}

function timeLimitError(job: PartitionFileJob): LimitExceededError {
  const { timeoutMs } = documentLimits(job.options.limits)
  return new LimitExceededError('timeoutMs', timeoutMs, 'Partitioning the document')
}

async function* fromArray<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items
}
