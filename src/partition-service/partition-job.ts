/**
 * @module partition-service/partition-job
 * One uploaded file through upstream's per-file checks, in upstream's order (api §1.4 point 7, §6 point 7):
 * gzip unwrapped → file type (400 `File type X is not supported.`) → available memory (503) → PDF sanity
 * (422 encrypted / not a valid PDF) → partition (errors mapped by ./error-status.ts) → the body in
 * `output_format`. Plain data in, plain data out, so it runs the same on a worker thread or inline.
 */
import { freemem } from 'node:os'
import { FILE_TYPE_INFO } from '../detect/file-types.js'
import { detectFileType } from '../detect/detect-file-type.js'
import { unwrapGzip } from '../detect/unwrap-gzip.js'
import type { PartitionWarning } from '../errors.js'
import { UnsupportedFileTypeError } from '../errors.js'
import { partitionerFor } from '../partitioners.js'
import type { ResolvedOptions } from '../options/types.js'
import { partitionResolved } from '../partition.js'
import { openFastPdf } from '../pdf/open-fast-pdf.js'
import { outputFormatFor } from '../serialize/output-formats.js'
import { HEAVY_LOAD, errorResponse } from './error-status.js'
import type { ErrorBody } from './error-status.js'
import { RequestError } from './request-error.js'

/** Validated options that can cross a thread boundary (no signal, no callback). */
export type JobOptions = Omit<ResolvedOptions, 'signal' | 'onWarning'>

export interface PartitionJob {
  /** The file part's bytes, as uploaded (maybe gzipped). */
  bytes: Uint8Array
  /** The part's file name, already reduced to its basename. */
  filename?: string | undefined
  /** The part's `Content-Type` as sent; the form field `content_type` (options.contentType) wins over it. */
  partContentType?: string | undefined
  options: JobOptions
  /** 503 when the machine has this many MiB available or fewer; 0 disables the check. */
  memoryFreeMinimumMb: number
}

export type JobResult =
  | {
      ok: true
      /** The file's elements as `output_format` text: a JSON array or CSV with its header. */
      body: string
      elementCount: number
      /** Canonical MIME type of the file as detected. */
      filetype: string
      warnings: PartitionWarning[]
    }
  | { ok: false; status: number; body: ErrorBody; warnings: PartitionWarning[] }

/** Runs the checks and the partition of one file; never throws (failures come back as status and body). */
export async function runPartitionJob(job: PartitionJob, signal?: AbortSignal): Promise<JobResult> {
  const warnings: PartitionWarning[] = []
  try {
    const { options } = job
    const source = unwrapGzip(job.bytes, {
      filename: job.filename,
      contentType: options.contentType ?? partContentType(job.partContentType),
      gzUncompressedContentType: options.gzUncompressedContentType,
    })
    const fileType = detectFileType(source.bytes, { filename: source.filename, contentType: source.contentType })
    if (partitionerFor(fileType) === undefined) throw new UnsupportedFileTypeError(FILE_TYPE_INFO[fileType].mime)
    if (job.memoryFreeMinimumMb > 0 && freemem() <= job.memoryFreeMinimumMb * 1024 * 1024) {
      throw new RequestError(503, HEAVY_LOAD)
    }
    // The fast strategy opens the PDF first thing, with the same errors; the others may fail on the
    // strategy before reading the file, so upstream's `_check_pdf` runs here for them. Our own reader opens
    // what it can (a cross-reference parse); what it cannot goes to pdfjs, whose errors carry upstream's texts.
    if (fileType === 'pdf' && options.strategy !== 'fast')
      await (await openFastPdf(source.bytes, { password: options.password, limits: options.limits })).close()
    signal?.throwIfAborted()

    const elements = await partitionResolved(source.bytes, {
      ...options,
      filename: source.filename,
      contentType: source.contentType,
      gzUncompressedContentType: undefined,
      signal,
      onWarning: (warning) => warnings.push(warning),
    })
    const body = outputFormatFor(options.outputFormat).serialize(elements)
    return { ok: true, body, elementCount: elements.length, filetype: FILE_TYPE_INFO[fileType].mime, warnings }
  } catch (error) {
    if (signal?.aborted === true && error === signal.reason) throw error
    const { status, body } = errorResponse(error)
    return { ok: false, status, body, warnings }
  }
}

/** A part's content type without parameters (`text/plain; charset=utf-8` → `text/plain`); absent when empty. */
export function partContentType(value: string | undefined): string | undefined {
  const type = value?.split(';')[0]?.trim().toLowerCase()
  return type === undefined || type === '' ? undefined : type
}
