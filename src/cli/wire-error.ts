/**
 * @module cli/wire-error
 * A partition error as plain data, so that a batch worker process can send it back and the command can
 * still tell its kind (exit code, 422-style detail) as if the error had been thrown in its own process.
 */
import { DocumentError, UnsupportedFileTypeError, UnsupportedOptionError, ValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'

export interface WireError {
  name: string
  message: string
  /** `ValidationError.detail`. */
  detail?: ValidationIssue[]
  /** `UnsupportedFileTypeError.fileType`. */
  fileType?: string
  /** A file-system error's code (`ENOENT`, …). */
  code?: string
}

export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const wire: WireError = { name: error.name, message: error.message }
  if (error instanceof ValidationError) wire.detail = error.detail
  if (error instanceof UnsupportedFileTypeError) wire.fileType = error.fileType
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
  const error = new Error(wire.message) as Error & { code?: string }
  error.name = wire.name
  if (wire.code !== undefined) error.code = wire.code
  return error
}
