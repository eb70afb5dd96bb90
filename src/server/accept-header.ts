/**
 * @module server/accept-header
 * What the `Accept` header changes (api §1.4 point 4, §1.8): several files with an `Accept` the server
 * cannot honour are refused with 406 (upstream's exact text, trailing newline included), and exactly
 * `multipart/mixed` asks for one base64 part per file.
 */
import { RequestError } from '../partition-service/request-error.js'

const MULTI_FILE_ACCEPTS: ReadonlySet<string> = new Set(['*/*', 'multipart/mixed', 'application/json', 'text/csv'])

/** Throws the 406 `RequestError` when `fileCount > 1` and `accept` is given but none of upstream's four values. */
export function assertAcceptable(accept: string | undefined, fileCount: number): void {
  if (fileCount <= 1 || accept === undefined || MULTI_FILE_ACCEPTS.has(accept)) return
  throw new RequestError(406, `Conflict in media type ${accept} with response type 'multipart/mixed'.\n`)
}

/** Upstream streams a multipart/mixed response only for this exact header value. */
export function wantsMultipartMixed(accept: string | undefined): boolean {
  return accept === 'multipart/mixed'
}
