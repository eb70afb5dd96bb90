/**
 * @module server/small-form
 * A strict reader for the common shape of a small multipart/form-data body already in memory: the
 * boundary right at the start, parts with only `Content-Disposition: form-data; name="…"[; filename="…"]`
 * and an optional parameterless `Content-Type`, ASCII headers, UTF-8 field values, nothing after the
 * closing delimiter, every limit respected. For such a body it gives exactly the form busboy gives (same
 * file/field split — a part is a file when it has a filename or is application/octet-stream — same
 * lowercased part type, `text/plain` when absent); for anything else it gives `undefined` and the caller
 * hands the body to busboy, which decides (and words every error). Busboy costs ~50 µs of CPU on a 1 KB
 * form; this costs a few.
 */
import type { FormLimits, UploadForm } from './upload-form.js'
import { indexOfBytes } from '../containers/index-of-bytes.js'

const CRLF_CRLF = [13, 10, 13, 10] as const
const latin1 = new TextDecoder('latin1')
// busboy decodes with Buffer#toString('utf8'), which keeps a byte-order mark
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

const BOUNDARY = /^multipart\/form-data; ?boundary=([0-9A-Za-z'()+_,./:=?-]{1,70})$/i
const DISPOSITION = /^form-data; name="([^"\\]*)"(?:; filename="([^"\\]*)")?$/
const PART_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const FIELD_NAME_MAX = 1000

/** The boundary of a `Content-Type` header in the plain form this reader accepts; undefined otherwise. */
export function simpleBoundary(contentType: string): string | undefined {
  return BOUNDARY.exec(contentType)?.[1]
}

/** The form of `body`, or undefined when the body is outside the strict shape (busboy then reads it). */
export function readSmallForm(body: Uint8Array, boundary: string, limits: FormLimits): UploadForm | undefined {
  const delimiter = ascii(`\r\n--${boundary}`)
  // the body starts with the first delimiter (no preamble), without its leading CRLF
  if (!startsWith(body, delimiter, 0, 2)) return undefined
  let at = delimiter.length - 2
  const form: UploadForm = { files: [], fields: {} }
  let files = 0
  let fields = 0
  let fileBytes = 0
  for (;;) {
    // after a delimiter: CRLF and a part, or "--" and the end
    if (body[at] === 45 && body[at + 1] === 45) {
      const rest = body.length - (at + 2)
      return rest === 0 || (rest === 2 && body[at + 2] === 13 && body[at + 3] === 10) ? form : undefined
    }
    if (body[at] !== 13 || body[at + 1] !== 10) return undefined
    at += 2
    const headerEnd = indexOfBytes(body, CRLF_CRLF, at)
    if (headerEnd === -1) return undefined
    const part = partHeaders(body.subarray(at, headerEnd))
    if (part === undefined) return undefined
    const start = headerEnd + 4
    const end = indexOfBytes(body, delimiter, start)
    if (end === -1) return undefined
    at = end + delimiter.length
    if (files + fields + 1 > 2 * limits.maxParts) return undefined
    if (part.name.length > FIELD_NAME_MAX || part.name in Object.prototype) return undefined
    if (part.filename !== undefined || part.type === 'application/octet-stream') {
      if (++files > limits.maxParts) return undefined
      fileBytes += end - start
      if (fileBytes > limits.maxUploadBytes) return undefined
      if (part.name !== 'files') continue
      form.files.push({
        filename: part.filename === '' ? undefined : part.filename,
        contentType: part.type,
        // a plain Uint8Array copy that owns its buffer (it can move to a worker thread): `body` may be a
        // Buffer, whose slice is a view and whose species makes typed-array copies Buffers (pdfjs refuses those)
        bytes: new Uint8Array(body.subarray(start, end)),
      })
      continue
    }
    if (++fields > limits.maxParts || end - start > limits.maxFieldBytes) return undefined
    let value: string
    try {
      value = utf8.decode(body.subarray(start, end))
    } catch {
      return undefined
    }
    if (part.name === 'files') form.files.push(value)
    else (form.fields[part.name] ??= []).push(value)
  }
}

interface PartHeaders {
  name: string
  filename: string | undefined
  /** Lowercased, `text/plain` when the part has no Content-Type (busboy's default). */
  type: string
}

/** The two headers this reader knows, once each, ASCII only; undefined for anything else. */
function partHeaders(bytes: Uint8Array): PartHeaders | undefined {
  for (const byte of bytes) if (byte > 126 || (byte < 32 && byte !== 13 && byte !== 10)) return undefined
  let disposition: RegExpExecArray | undefined
  let type: string | undefined
  for (const line of latin1.decode(bytes).split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0 || line.includes('\n') || line.includes('\r')) return undefined
    const name = line.slice(0, colon).toLowerCase()
    // dicer drops one space or tab after the colon and keeps the rest as it is
    const skip = line[colon + 1] === ' ' || line[colon + 1] === '\t' ? 2 : 1
    const value = line.slice(colon + skip)
    if (name === 'content-disposition' && disposition === undefined) {
      disposition = DISPOSITION.exec(value) ?? undefined
      if (disposition === undefined) return undefined
    } else if (name === 'content-type' && type === undefined && PART_TYPE.test(value)) {
      type = value.toLowerCase()
    } else {
      return undefined
    }
  }
  if (disposition === undefined) return undefined
  return { name: disposition[1]!, filename: disposition[2], type: type ?? 'text/plain' }
}

function ascii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

/** Whether `haystack` holds `needle.subarray(from)` at `at`. */
function startsWith(haystack: Uint8Array, needle: Uint8Array, at: number, from: number): boolean {
  if (haystack.length - at < needle.length - from) return false
  for (let i = from; i < needle.length; i++) if (haystack[at + i - from] !== needle[i]) return false
  return true
}
