/**
 * @module errors
 * The error policy. Throw only when no output is possible: bad options (`ValidationError`), a file type
 * without a partitioner (`UnsupportedFileTypeError`), a file that cannot be read (`DocumentError`).
 * Degraded but usable output is a `PartitionWarning`, reported through the `onWarning` option, never a
 * silent drop. The abort reason passes through as it is; anything else unexpected leaves `partition()` as
 * an `InternalError` (see `asPartitionError`).
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

/**
 * A feature needs an optional package that is not installed: the server, platform and CLI packages and
 * sharp are optional peer dependencies, so `npm install docparts` alone is the lean library install.
 * `packageName` is the npm package to install. An UnsupportedOptionError: server 400, CLI exit 2.
 */
export class MissingPackageError extends UnsupportedOptionError {
  override name = 'MissingPackageError'
  readonly packageName: string
  constructor(packageName: string, feature: string, options?: ErrorOptions) {
    super(`${feature} needs the optional package ${packageName}, which is not installed. Install it with: npm install ${packageName}`, options)
    this.packageName = packageName
  }
}

/** Whether `error` (from `import()` or `require`) says `packageName` itself is not installed. */
export function isMissingPackage(error: unknown, packageName: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') return false
  return typeof message === 'string' && (message.includes(`'${packageName}'`) || message.includes(`"${packageName}"`))
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

/**
 * Something failed inside docparts that no input should cause (a TypeError, a stack overflow): a bug to
 * report, with the original error as `cause`. Server 500, CLI exit 1.
 */
export class InternalError extends PartitionError {
  override name = 'InternalError'
}

/** Allocation failures a document too large for memory causes: the input's size, not a bug. */
const OUT_OF_MEMORY = /Array buffer allocation failed|Invalid string length|Invalid array length|Invalid typed array length|Array buffer length/i

/**
 * What `partition()` throws for `error`: typed errors as they are, the abort reason of `signal` as it is,
 * an allocation failure as a `DocumentError` (the document is too large), anything else as an
 * `InternalError`. No raw `TypeError` or `RangeError` leaves the library.
 */
export function asPartitionError(error: unknown, signal?: AbortSignal): unknown {
  if (error instanceof PartitionError) return error
  if (signal?.aborted === true && error === signal.reason) return error
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  if (error instanceof RangeError && OUT_OF_MEMORY.test(error.message)) {
    return new DocumentError(`The document is too large to partition in the memory available (${message}).`, { cause: error })
  }
  return new InternalError(
    `docparts failed unexpectedly on this document (${message}). This is a bug (in docparts, or in a provider it called), not a fault of the document: please report it with the file.`,
    { cause: error },
  )
}

export type WarningCode = 'unknown-element' | 'decode-fallback' | 'page-failed' | 'ocr-failed' | 'empty-page' | 'unsupported-feature'

/** Degraded but usable output. */
export interface PartitionWarning {
  code: WarningCode
  message: string
  page_number?: number
}

function describeLoc(issue: ValidationIssue): string {
  return issue.loc.filter((part) => part !== 'body').join('.')
}
