/**
 * @module server/multipart-form
 * The ONLY importer of @fastify/multipart: registers the parser with upstream's limits (Starlette's 1000
 * files, 1000 fields, 1 MiB per text field; api §1.4 point 1) plus the upload limit, and reads a request's
 * form into plain data. File parts are read into memory up to the limit, counted across all files.
 */
import { fastifyMultipart } from '@fastify/multipart'
import type { Multipart } from '@fastify/multipart'
import { uploadTooLarge } from './error-status.js'
import { FormReadError, RequestError } from './request-error.js'

/** The plugin, for `app.register(multipartPlugin, multipartOptions(limits))`. */
export const multipartPlugin = fastifyMultipart

export interface FormLimits {
  /** All files of one request together, in bytes. */
  maxUploadBytes: number
  /** Files, and separately text fields, per request. */
  maxParts: number
  /** One text field, in bytes. */
  maxFieldBytes: number
}

/** The plugin options for these limits. */
export function multipartOptions(limits: FormLimits) {
  return {
    limits: {
      fieldNameSize: 1000,
      fieldSize: limits.maxFieldBytes,
      fields: limits.maxParts,
      files: limits.maxParts,
      parts: 2 * limits.maxParts,
      fileSize: limits.maxUploadBytes,
      headerPairs: 100,
    },
  }
}

/** One file part. */
export interface UploadedFile {
  /** The part's `filename` as sent (may hold a path); absent when the part has none. */
  filename: string | undefined
  /** The part's `Content-Type` as sent. */
  contentType: string | undefined
  bytes: Uint8Array
}

export interface UploadForm {
  /** The `files` parts in order; a `files` value sent as a text field is its string (a 422 later). */
  files: (UploadedFile | string)[]
  /** Every other text field by name, all values in order. */
  fields: Record<string, string[]>
}

/** The request as this module needs it (a Fastify request once the plugin is registered). */
export interface MultipartRequest {
  isMultipart(): boolean
  parts(): AsyncIterableIterator<Multipart>
}

/**
 * Reads the whole form. A request that is not multipart gives an empty form (upstream answers it with
 * 422 "files: Field required"). Throws `RequestError` 413 past the upload limit, 400 for a text field
 * over its limit, and `FormReadError` for anything the parser rejects (limits, truncation, garbage).
 */
export async function readUploadForm(request: MultipartRequest, limits: FormLimits): Promise<UploadForm> {
  const form: UploadForm = { files: [], fields: {} }
  if (!request.isMultipart()) return form
  let total = 0
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new RequestError(400, `Part exceeded maximum size of ${limits.maxFieldBytes / 1024}KB.`)
        // a field sent as application/json arrives parsed: back to its text
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value)
        if (part.fieldname === 'files') form.files.push(value)
        else (form.fields[part.fieldname] ??= []).push(value)
        continue
      }
      const chunks: Uint8Array[] = []
      let size = 0
      for await (const chunk of part.file as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength
        total += chunk.byteLength
        if (total > limits.maxUploadBytes || part.file.truncated) {
          throw new RequestError(413, uploadTooLarge(limits.maxUploadBytes))
        }
        // other file fields are read (the body must be consumed) and dropped, as upstream ignores them
        if (part.fieldname === 'files') chunks.push(chunk)
      }
      if (part.file.truncated) throw new RequestError(413, uploadTooLarge(limits.maxUploadBytes))
      if (part.fieldname !== 'files') continue
      form.files.push({
        filename: part.filename === '' ? undefined : part.filename,
        contentType: part.mimetype === '' ? undefined : part.mimetype,
        bytes: concat(chunks, size),
      })
    }
  } catch (error) {
    if (error instanceof RequestError) throw error
    throw new FormReadError(error)
  }
  return form
}

// Always a fresh Uint8Array that owns its buffer: it can move to a worker thread without a copy, and it
// is never a Buffer (whose `slice` is a view, not a copy).
function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
