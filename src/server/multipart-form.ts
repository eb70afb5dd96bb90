/**
 * @module server/multipart-form
 * The ONLY importer of @fastify/busboy: reads a request's multipart/form-data body into plain data with
 * upstream's limits (Starlette's 1000 files, 1000 fields, 1 MiB per text field; api §1.4 point 1) plus the
 * upload limit, counted across all files. File parts are read into memory; file parts not named `files`
 * are read and dropped (upstream ignores them). Busboy is driven through its events, not wrapped in
 * async iterators (@fastify/multipart did that and cost as much CPU per small request as Fastify itself).
 */
import type { BusboyFileStream, BusboyInstance } from '@fastify/busboy'
import { Readable } from 'node:stream'
import { uploadTooLarge } from '../partition-service/error-status.js'
import { FormReadError, RequestError } from '../partition-service/request-error.js'
import { readSmallForm, simpleBoundary } from './small-form.js'
import { concatBytes } from '../containers/concat-bytes.js'
import { requireOptional } from '../node/require-optional.js'

export type { FormLimits, UploadedFile, UploadForm } from './upload-form.js'
import type { FormLimits, UploadForm } from './upload-form.js'

/** Whether a `Content-Type` header announces a multipart form. */
export function isMultipartForm(contentType: string | undefined): boolean {
  return contentType !== undefined && /^\s*multipart\/form-data\s*(;|$)/i.test(contentType)
}

/**
 * Reads the whole form from `body` (the request stream, not yet read). A request that is not multipart
 * gives an empty form (upstream answers it with 422 "files: Field required"), and so does an empty body.
 * Rejects with `RequestError` 413 past the upload limit, 400 for a text field over its limit, too many
 * parts, a field named after an Object.prototype property, or a body that ends early, and with
 * `FormReadError` for anything the parser rejects (no boundary, garbage).
 * A small body (Content-Length up to 256 KiB) is read whole and, when it has the plain shape of
 * ./small-form.ts, split without busboy; busboy reads everything else.
 */
export async function readUploadForm(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  body: Readable,
  limits: FormLimits,
): Promise<UploadForm> {
  const contentType = headers['content-type']
  if (typeof contentType !== 'string' || !isMultipartForm(contentType)) return { files: [], fields: {} }
  const boundary = simpleBoundary(contentType)
  if (boundary !== undefined && Number(headers['content-length']) <= SMALL_BODY_BYTES) {
    const bytes = await readWhole(body)
    const form = readSmallForm(bytes, boundary, limits)
    if (form !== undefined) return form
    return readWithBusboy(headers, contentType, Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), limits)
  }
  return readWithBusboy(headers, contentType, body, limits)
}

/** Bodies up to this size (bytes, from Content-Length) are read whole before they are split. */
export const SMALL_BODY_BYTES = 256 * 1024

const EARLY_END = 'The request ended before its multipart body was complete.'

/** The whole body; a stream that closes before its end is a 400 (the client went away). */
function readWhole(body: Readable): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    let size = 0
    body.on('data', (chunk: Uint8Array) => {
      chunks.push(chunk)
      size += chunk.byteLength
    })
    body.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : concatBytes(chunks, size)))
    body.on('error', (error: Error) => reject(new FormReadError(error)))
    body.on('close', () => {
      if (!body.readableEnded) reject(new RequestError(400, EARLY_END))
    })
  })
}

function readWithBusboy(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  contentType: string,
  body: Readable,
  limits: FormLimits,
): Promise<UploadForm> {
  const form: UploadForm = { files: [], fields: {} }
  return new Promise((resolve, reject) => {
    let parser: BusboyInstance
    try {
      const { Busboy } = requireOptional<typeof import('@fastify/busboy')>('@fastify/busboy', 'Reading multipart uploads (the HTTP server)')
      parser = Busboy({
        headers: { ...headers, 'content-type': contentType },
        // the name as sent: the partition route takes upstream's POSIX basename (a Windows path stays whole)
        preservePath: true,
        limits: {
          fieldNameSize: 1000,
          fieldSize: limits.maxFieldBytes,
          fields: limits.maxParts,
          files: limits.maxParts,
          parts: 2 * limits.maxParts,
          fileSize: limits.maxUploadBytes,
          headerPairs: 100,
        },
      })
    } catch (error) {
      drain(body)
      reject(new FormReadError(error))
      return
    }
    let settled = false
    let parsed = false
    let sawData = false
    let openFiles = 0
    let total = 0

    const fail = (error: Error): void => {
      if (settled) return
      settled = true
      body.unpipe(parser)
      drain(body)
      reject(error)
    }
    const finish = (): void => {
      if (settled || !parsed || openFiles > 0) return
      settled = true
      resolve(form)
    }
    const tooLarge = (): void => fail(new RequestError(413, uploadTooLarge(limits.maxUploadBytes)))

    parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (name in Object.prototype) return fail(new RequestError(400, PROTOTYPE_NAME))
      if (valueTruncated) return fail(new RequestError(400, `Part exceeded maximum size of ${limits.maxFieldBytes / 1024}KB.`))
      if (name === 'files') form.files.push(value)
      else (form.fields[name] ??= []).push(value)
    })
    parser.on('file', (name: string, file: BusboyFileStream, filename: string, _encoding: string, mimetype: string) => {
      if (name in Object.prototype) {
        file.on('error', () => undefined)
        file.resume()
        return fail(new RequestError(400, PROTOTYPE_NAME))
      }
      const keep = name === 'files'
      const chunks: Uint8Array[] = []
      let size = 0
      openFiles++
      // the slot is taken now so that files keep the order of their parts
      const index = keep ? form.files.push('') - 1 : -1
      file.on('limit', tooLarge)
      file.on('error', (error: Error) => fail(new FormReadError(error)))
      file.on('data', (chunk: Uint8Array) => {
        size += chunk.byteLength
        total += chunk.byteLength
        if (total > limits.maxUploadBytes) return tooLarge()
        if (keep) chunks.push(chunk)
      })
      file.on('end', () => {
        openFiles--
        if (file.truncated) return tooLarge()
        if (keep) {
          form.files[index] = {
            filename: filename === '' || filename === undefined ? undefined : filename,
            contentType: mimetype === '' ? undefined : mimetype,
            bytes: concatBytes(chunks, size),
          }
        }
        finish()
      })
    })
    parser.on('partsLimit', () => fail(new RequestError(400, `Too many parts. Maximum number of parts is ${2 * limits.maxParts}.`)))
    parser.on('filesLimit', () => fail(new RequestError(400, `Too many files. Maximum number of files is ${limits.maxParts}.`)))
    parser.on('fieldsLimit', () => fail(new RequestError(400, `Too many fields. Maximum number of fields is ${limits.maxParts}.`)))
    parser.on('error', (error: unknown) => {
      // an empty body is an empty form, not a truncated one (as @fastify/multipart and Starlette treat it)
      if (!sawData && error instanceof Error && error.message === 'Unexpected end of multipart data') {
        parsed = true
        return finish()
      }
      fail(new FormReadError(error))
    })
    parser.on('finish', () => {
      parsed = true
      finish()
    })
    body.once('data', () => {
      sawData = true
    })
    body.on('error', (error: Error) => fail(new FormReadError(error)))
    body.on('close', () => {
      if (!settled && !body.readableEnded) fail(new RequestError(400, EARLY_END))
    })
    body.pipe(parser)
  })
}

const PROTOTYPE_NAME = 'A form field is named after a JavaScript prototype property (such as __proto__); rename it.'

/** Reads and drops the rest of the body, so the reply can be sent on a connection that stays usable. */
function drain(body: Readable): void {
  body.on('error', () => undefined)
  body.resume()
}
