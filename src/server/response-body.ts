/**
 * @module server/response-body
 * Per-file results → the response (api §1.8): one file gives its JSON array or CSV; several files give a
 * JSON array of arrays, or one CSV (the header once, then every file's rows; upstream's pandas merge adds
 * an unnamed index column, which we do not); `Accept: multipart/mixed` gives one base64 part per file,
 * without a closing boundary, as upstream's streaming response writes it. CSV is sent as
 * `text/csv; charset=utf-8` (upstream sends text/plain, which its Python SDK refuses).
 */

export interface HttpReply {
  status: number
  headers: Record<string, string>
  body: string
}

/** Content type of a 200 for `output_format`. */
export function outputContentType(outputFormat: string): string {
  return outputFormat === 'text/csv' ? 'text/csv; charset=utf-8' : 'application/json'
}

/**
 * The reply for the bodies of each file (each the file's whole `output_format` text). `single` is
 * true when the request had one file: its body is sent as it is.
 */
export function combineBodies(bodies: readonly string[], outputFormat: string, single: boolean): HttpReply {
  const headers = { 'content-type': outputContentType(outputFormat) }
  if (single && bodies.length === 1) return { status: 200, headers, body: bodies[0]! }
  if (outputFormat === 'text/csv') {
    const [first = '', ...rest] = bodies
    return { status: 200, headers, body: first + rest.map(withoutHeader).join('') }
  }
  return { status: 200, headers, body: `[${bodies.join(',')}]` }
}

/** The multipart/mixed reply; `boundary` is 32 hex digits. */
export function multipartMixedReply(bodies: readonly string[], outputFormat: string, boundary: string): HttpReply {
  const parts = bodies.map((body) => {
    const base64 = Buffer.from(body, 'utf8').toString('base64')
    return `--${boundary}\r\nContent-Length: ${base64.length}\r\nContent-Transfer-Encoding: base64\r\nContent-Type: ${outputFormat}\r\n\r\n${base64}\r\n`
  })
  return { status: 200, headers: { 'content-type': `multipart/mixed; boundary="${boundary}"` }, body: parts.join('') }
}

// CSV rows end with \r\n (Python's csv module); the header is the first line.
function withoutHeader(csv: string): string {
  const end = csv.indexOf('\r\n')
  return end === -1 ? '' : csv.slice(end + 2)
}
