/**
 * @module errors
 * The error policy. Throw only when no output is possible: bad options (`ValidationError`), a file type
 * without a partitioner (`UnsupportedFileTypeError`), a file that cannot be read (`DocumentError`).
 * Degraded but usable output is a `PartitionWarning`, reported through the `onWarning` option, never a
 * silent drop. System failures (AbortError, out of memory, fs errors) are not wrapped.
 * HTTP statuses are mapped in one place (server), CLI exit codes in one place (cli).
 */

/** One problem with one option, shaped as a pydantic v2 error (api §1.5). */
export interface ValidationIssue {
  type: string
  loc: (string | number)[]
  msg: string
  input: unknown
  ctx?: Record<string, unknown>
}

export class PartitionError extends Error {
  override name = 'PartitionError'
}

/** Options failed validation; `detail` lists every problem at once. Server 422, CLI exit 2. */
export class ValidationError extends PartitionError {
  override name = 'ValidationError'
  readonly detail: ValidationIssue[]
  constructor(detail: ValidationIssue[]) {
    super(
      detail.length === 1
        ? `Invalid option ${describeLoc(detail[0]!)}: ${detail[0]!.msg}`
        : `${detail.length} invalid options: ${detail.map((d) => `${describeLoc(d)}: ${d.msg}`).join('; ')}`,
    )
    this.detail = detail
  }
}

/** A request that is well-formed but cannot be served (unknown strategy, chunker, model). Server 400, CLI exit 2. */
export class UnsupportedOptionError extends PartitionError {
  override name = 'UnsupportedOptionError'
}

/** No partitioner for the detected type. `fileType` is the canonical MIME. Server 400, CLI exit 3. */
export class UnsupportedFileTypeError extends PartitionError {
  override name = 'UnsupportedFileTypeError'
  readonly fileType: string
  constructor(fileType: string, message?: string) {
    super(message ?? `File type ${fileType} is not supported.`)
    this.fileType = fileType
  }
}

/** Encrypted, corrupt, truncated or undecodable input; the library's error is kept as `cause`. Server 422, CLI exit 3. */
export class DocumentError extends PartitionError {
  override name = 'DocumentError'
}

export type WarningCode =
  | 'unknown-element'
  | 'decode-fallback'
  | 'page-failed'
  | 'ocr-failed'
  | 'empty-page'
  | 'unsupported-feature'

/** Degraded but usable output. */
export interface PartitionWarning {
  code: WarningCode
  message: string
  page_number?: number
}

function describeLoc(issue: ValidationIssue): string {
  return issue.loc.filter((part) => part !== 'body').join('.')
}
