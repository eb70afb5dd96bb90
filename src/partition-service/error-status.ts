/**
 * @module partition-service/error-status
 * The one place an error becomes an HTTP status and a JSON body (api §1.4's table, design §5). Every body
 * is `{"detail": …}`: the list of issues for a 422 validation error, a string otherwise, so a 5xx always
 * carries a readable `detail`.
 */
import { DocumentError, UnsupportedFileTypeError, UnsupportedOptionError, ValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { FormReadError, RequestError } from './request-error.js'

export interface ErrorBody {
  detail: string | ValidationIssue[]
}

export interface ErrorResponse {
  status: number
  body: ErrorBody
}

/** The limits the messages of form errors quote. */
export interface ErrorLimits {
  maxParts: number
  maxUploadBytes: number
  maxFieldBytes: number
}

/** Upstream's 503 text (memory check, `general.py:_check_free_memory`), also used when the queue is full. */
export const HEAVY_LOAD = 'Server is under heavy load. Please try again later.'

const DEFAULT_LIMITS: ErrorLimits = { maxParts: 1000, maxUploadBytes: 100 * 1024 * 1024, maxFieldBytes: 1024 * 1024 }

/**
 * The status and body for `error`:
 * `RequestError` → its own status; `ValidationError` → 422 with the issue list; `UnsupportedFileTypeError`
 * and `UnsupportedOptionError` → 400; `DocumentError` → 422; form-reading failures → 400 (413 for size);
 * other errors that carry a 4xx `statusCode` (the HTTP framework's) → that status; anything else → 500
 * with the error's message.
 */
export function errorResponse(error: unknown, limits: ErrorLimits = DEFAULT_LIMITS): ErrorResponse {
  if (error instanceof RequestError) return reply(error.status, error.message)
  if (error instanceof ValidationError) return { status: 422, body: { detail: error.detail } }
  if (error instanceof UnsupportedFileTypeError || error instanceof UnsupportedOptionError) return reply(400, error.message)
  if (error instanceof DocumentError) return reply(422, error.message)
  if (error instanceof FormReadError) return formErrorResponse(error.cause, limits)
  const coded = codedErrorResponse(error, limits)
  if (coded !== undefined) return coded
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) return reply(status, messageOf(error))
  return reply(500, messageOf(error))
}

/** 413 detail: the limit in MiB and how to raise it. */
export function uploadTooLarge(maxUploadBytes: number): string {
  const mib = Math.round((maxUploadBytes / 1024 / 1024) * 100) / 100
  return `The upload is larger than the limit of ${mib} MiB. Send a smaller file, or raise the limit (DOCPARTS_MAX_UPLOAD_MB).`
}

function formErrorResponse(cause: unknown, limits: ErrorLimits): ErrorResponse {
  return codedErrorResponse(cause, limits) ?? reply(400, `The multipart form could not be read: ${messageOf(cause)}`)
}

// Fastify's own code for a non-multipart body past `bodyLimit` (multipart limits are ../server/multipart-form.ts's RequestErrors).
function codedErrorResponse(error: unknown, limits: ErrorLimits): ErrorResponse | undefined {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply(413, uploadTooLarge(limits.maxUploadBytes))
  return undefined
}

function reply(status: number, detail: string): ErrorResponse {
  return { status, body: { detail } }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message === '' ? error.name : error.message
  return String(error)
}
