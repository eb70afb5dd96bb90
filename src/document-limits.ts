/**
 * @module document-limits
 * Per-document budgets: what one document may cost before docparts refuses it (or, for a page over a
 * budget, skips that page with a warning). The defaults accept every real document of the project's corpus
 * and refuse bombs; each is raised (or lowered) by the library option `limits`. A refusal is a
 * `LimitExceededError`: a `DocumentError` (server 422, CLI exit 3) that names the limit and the option
 * that raises it.
 */
import { DocumentError } from './errors.js'

export interface DocumentLimits {
  /** Bytes one PDF stream may decode to (its filters applied). Default 256 MiB. */
  maxStreamBytes: number
  /** Bytes all the PDF streams of one document may decode to, together. Default 2 GiB. */
  maxInflatedBytes: number
  /** Elements one document may give (before chunking). Default 2,000,000. */
  maxElements: number
  /** Wall-clock milliseconds one document may take; 0 means no deadline. Default 0 (the server and the batch CLI set their own). */
  timeoutMs: number
}

export const DEFAULT_LIMITS: Readonly<DocumentLimits> = {
  maxStreamBytes: 256 * 1024 * 1024,
  maxInflatedBytes: 2 * 1024 * 1024 * 1024,
  maxElements: 2_000_000,
  timeoutMs: 0,
}

/** The limits in force: the defaults with the caller's values over them. */
export function documentLimits(given: Partial<DocumentLimits> | undefined): DocumentLimits {
  return { ...DEFAULT_LIMITS, ...given }
}

/** A document (or a page of it) went over one of its budgets. */
export class LimitExceededError extends DocumentError {
  override name = 'LimitExceededError'
  /** The limit's name in `limits` (`maxStreamBytes`, …). */
  readonly limit: keyof DocumentLimits
  /** The value that was exceeded. */
  readonly value: number
  constructor(limit: keyof DocumentLimits, value: number, what: string) {
    super(
      `${what} goes over the limit ${limit} = ${value} (a decompression bomb or a runaway document; if it is a real document, raise the option limits.${limit}).`,
    )
    this.limit = limit
    this.value = value
  }
}
