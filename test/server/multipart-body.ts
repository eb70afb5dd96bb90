/**
 * Test helper: a multipart/form-data body built by hand, so tests control every byte (part headers,
 * truncation, garbage) and need no HTTP client.
 */

export type FormPart =
  { name: string; value: string; contentType?: string } | { name: string; filename?: string; contentType?: string; data: Uint8Array | string }

export interface MultipartBody {
  payload: Buffer
  headers: Record<string, string>
}

export const BOUNDARY = '----docpartsTestBoundary7MA4YWxkTrZu0gW'

export function multipartBody(parts: readonly FormPart[], boundary = BOUNDARY): MultipartBody {
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`))
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n`))
      if (part.contentType !== undefined) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`))
      chunks.push(Buffer.from(`\r\n${part.value}\r\n`))
    } else {
      const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"${filename}\r\n`))
      chunks.push(Buffer.from(`Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`))
      chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : Buffer.from(part.data))
      chunks.push(Buffer.from('\r\n'))
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** One `files` part holding `text`. */
export function textFile(text: string, filename = 'fake-text.txt', contentType = 'text/plain'): FormPart {
  return { name: 'files', filename, contentType, data: text }
}
