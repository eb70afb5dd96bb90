/**
 * @module batch/wire-error
 * A partition error as plain data, so that a batch worker process can send it back and the command can
 * still tell its kind (exit code, 422-style detail) as if the error had been thrown in its own process.
 */
import { DocumentError, UnsupportedFileTypeError, UnsupportedOptionError, ValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { LimitExceededError } from '../document-limits.js'
import type { LimitName } from '../document-limits.js'

export interface WireError {
  name: string
  message: string
  /** `ValidationError.detail`. */
  detail?: ValidationIssue[]
  /** `UnsupportedFileTypeError.fileType`. */
  fileType?: string
  /** A file-system error's code (`ENOENT`, …). */
  code?: string
  /** The error is a DocumentError of a subclass (LimitExceededError, …): it comes back as a DocumentError of that name. */
  document?: true
  /** `LimitExceededError.limit` and `.value`. */
  limit?: { name: LimitName; value: number }
}

export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const wire: WireError = { name: error.name, message: error.message }
  if (error instanceof ValidationError) wire.detail = error.detail
  if (error instanceof UnsupportedFileTypeError) wire.fileType = error.fileType
  if (error instanceof DocumentError && error.name !== 'DocumentError') wire.document = true
  if (error instanceof LimitExceededError) wire.limit = { name: error.limit, value: error.value }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') wire.code = code
  return wire
}

/** The error `errorToWire` described, of the same class for the typed ones. */
export function errorFromWire(wire: WireError): Error {
  switch (wire.name) {
    case 'ValidationError':
      return new ValidationError(wire.detail ?? [])
    case 'UnsupportedFileTypeError':
      return new UnsupportedFileTypeError(wire.fileType ?? 'application/octet-stream', wire.message)
    case 'UnsupportedOptionError':
      return new UnsupportedOptionError(wire.message)
    case 'DocumentError':
      return new DocumentError(wire.message)
  }
  if (wire.document === true) {
    const error = new DocumentError(wire.message) as DocumentError & { limit?: LimitName; value?: number }
    error.name = wire.name
    if (wire.limit !== undefined) Object.assign(error, { limit: wire.limit.name, value: wire.limit.value })
    return error
  }
  const error = new Error(wire.message) as Error & { code?: string }
  error.name = wire.name
  if (wire.code !== undefined) error.code = wire.code
  return error
}
