/**
 * @module server/response-body
 * Per-file results → the response (api §1.8): one file gives its JSON array or CSV; several files are
 * combined by the output format (serialize/output-formats: a JSON array of arrays, or one CSV with the
 * header once); `Accept: multipart/mixed` gives one base64 part per file, without a closing boundary, as
 * upstream's streaming response writes it. Content types come from the format (CSV is
 * `text/csv; charset=utf-8`).
 */
import { UnsupportedOptionError } from '../errors.js'
import { outputFormatFor } from '../serialize/output-formats.js'

export interface HttpReply {
  status: number
  headers: Record<string, string>
  body: string
}

/** Content type of a 200 for `output_format`. */
export function outputContentType(outputFormat: string): string {
  return outputFormatFor(outputFormat).contentType
}

/**
 * The reply for the bodies of each file (each the file's whole `output_format` text). `single` is
 * true when the request had one file: its body is sent as it is.
 */
export function combineBodies(bodies: readonly string[], outputFormat: string, single: boolean): HttpReply {
  const headers = { 'content-type': outputContentType(outputFormat) }
  if (single && bodies.length === 1) return { status: 200, headers, body: bodies[0]! }
  const format = outputFormatFor(outputFormat)
  if (format.combine === undefined) throw new UnsupportedOptionError(`output_format '${outputFormat}' has no form for several files.`)
  return { status: 200, headers, body: format.combine(bodies) }
}

/** The multipart/mixed reply; `boundary` is 32 hex digits. */
export function multipartMixedReply(bodies: readonly string[], outputFormat: string, boundary: string): HttpReply {
  const parts = bodies.map((body) => {
    const base64 = Buffer.from(body, 'utf8').toString('base64')
    return `--${boundary}\r\nContent-Length: ${base64.length}\r\nContent-Transfer-Encoding: base64\r\nContent-Type: ${outputFormat}\r\n\r\n${base64}\r\n`
  })
  return { status: 200, headers: { 'content-type': `multipart/mixed; boundary="${boundary}"` }, body: parts.join('') }
}
