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
  /**
   * Pixels (width × height) one image may decode to. A larger JPEG is shrunk while it is decoded (1/2 to 1/8
   * scale) to fit; another image over it is refused. Default 268,402,689 (16,383 × 16,383: libvips's own
   * limit, which sharp applied when it read an image's header before this limit existed).
   */
  maxImagePixels: number
  /**
   * Deepest nesting of elements read from XML, HTML, Markdown and MIME. XML deeper than this is refused; the
   * others flatten what is deeper (their own, smaller structural caps — HTML 512, Markdown 32, MIME 50 —
   * apply when they are lower). Default 2,000.
   */
  maxNestingDepth: number
  /** Characters of plain text kept as one line or paragraph; a longer one is cut into pieces. Default 100,000. */
  maxLineLength: number
  /** Objects in a PDF's cross-reference data and object streams. Default 4,000,000. */
  maxPdfObjects: number
  /** Content-stream operators one PDF page may run (forms counted at each use); a page over it is skipped with a warning. Default 4,000,000. */
  maxOperatorsPerPage: number
}

/** The limits' names, in the order --help and the README list them. */
export const LIMIT_NAMES = [
  'maxStreamBytes',
  'maxInflatedBytes',
  'maxPdfObjects',
  'maxOperatorsPerPage',
  'maxImagePixels',
  'maxNestingDepth',
  'maxLineLength',
  'maxElements',
  'timeoutMs',
] as const satisfies readonly (keyof DocumentLimits)[]

export type LimitName = (typeof LIMIT_NAMES)[number]

/** The CLI flag (and `docparts serve` flag) of a limit, without dashes: `maxStreamBytes` → `max-stream-bytes`. */
export function limitFlagName(name: LimitName): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
}

/** The environment variable `docparts serve` reads a limit from: `maxStreamBytes` → `DOCPARTS_MAX_STREAM_BYTES`. */
export function limitEnvName(name: LimitName): string {
  return `DOCPARTS_${limitFlagName(name).replaceAll('-', '_').toUpperCase()}`
}

export const DEFAULT_LIMITS: Readonly<DocumentLimits> = {
  maxStreamBytes: 256 * 1024 * 1024,
  maxInflatedBytes: 2 * 1024 * 1024 * 1024,
  maxElements: 2_000_000,
  timeoutMs: 0,
  maxImagePixels: 268_402_689,
  maxNestingDepth: 2000,
  maxLineLength: 100_000,
  maxPdfObjects: 4_000_000,
  maxOperatorsPerPage: 4_000_000,
}

/** The limits in force: the defaults with the caller's values over them. */
export function documentLimits(given: Partial<DocumentLimits> | undefined): DocumentLimits {
  return { ...DEFAULT_LIMITS, ...given }
}

/** A document (or a page of it) went over one of its budgets. */
export class LimitExceededError extends DocumentError {
  override name = 'LimitExceededError'
  /** The limit's name in `limits` (`maxStreamBytes`, …). */
  readonly limit: LimitName
  /** The value that was exceeded. */
  readonly value: number
  constructor(limit: LimitName, value: number, what: string, options?: ErrorOptions) {
    super(
      `${what} goes over the limit ${limit} = ${value} (a bomb or a runaway document; if it is a real document, raise it: library option limits.${limit}, CLI flag --${limitFlagName(limit)}, server setting --${limitFlagName(limit)} or ${limitEnvName(limit)}).`,
      options,
    )
    this.limit = limit
    this.value = value
  }
}
