/**
 * @module partition-service/request-error
 * Failures the server itself decides (not the partitioner's). `RequestError` carries the HTTP status and
 * the `detail` of the JSON body: a wrong API key, a full queue, a time limit. `FormReadError` wraps whatever
 * went wrong while reading the multipart body (limits, truncation, garbage); ./error-status.ts maps it.
 */

export class RequestError extends Error {
  override name = 'RequestError'
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail)
  }
}

/** The multipart body could not be read; `cause` is the parser's error. */
export class FormReadError extends Error {
  override name = 'FormReadError'
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
  }
}
