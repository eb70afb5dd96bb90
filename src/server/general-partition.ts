/**
 * @module server/general-partition
 * `POST /general/v0/general` without the HTTP framework: a read form and the headers in, a reply out.
 * The order of checks is upstream's (api §1.4, §6 point 7): form validation (422) → API key (401) →
 * several files with an unservable `Accept` (406) → output format (400) → per file, in order: file type
 * (400), memory (503), PDF sanity (422), partition (errors mapped by ../partition-service/error-status.ts). The first failing
 * file decides the reply.
 */
import { randomUUID } from 'node:crypto'
import { ValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { assertServable } from '../options/assert-servable.js'
import { optionsFromWire } from '../options/options-from-wire.js'
import type { WireFields } from '../options/options-from-wire.js'
import type { ResolvedOptions } from '../options/types.js'
import { API_OUTPUT_FORMAT_NAMES } from '../serialize/output-formats.js'
import { assertAcceptable, wantsMultipartMixed } from './accept-header.js'
import type { UploadForm, UploadedFile } from './multipart-form.js'
import { JobTimeoutError } from '../partition-service/partition-pool.js'
import type { PartitionPool } from '../partition-service/partition-pool.js'
import type { JobOptions } from '../partition-service/partition-job.js'
import { RequestError } from '../partition-service/request-error.js'
import { combineBodies, multipartMixedReply } from './response-body.js'
import type { HttpReply } from './response-body.js'
import type { PartitionWarning } from '../errors.js'

export interface PartitionContext {
  pool: PartitionPool
  /** The key clients must send in `unstructured-api-key`; undefined accepts any. */
  apiKey: string | undefined
  /** Time limit of the request in ms from now; 0 means none. */
  timeoutMs: number
  memoryFreeMinimumMb: number
  /** Aborted when the client goes away: queued and running work stops. */
  signal?: AbortSignal | undefined
  /** Form fields → options; default `optionsFromWire` (the server passes its ./options-cache.ts). */
  parseOptions?: ((fields: WireFields) => ResolvedOptions) | undefined
}

/** What the request log records about a served request. */
export interface PartitionSummary {
  files: number
  filetypes: string[]
  elements: number
  warnings: PartitionWarning[]
}

export type Headers = Readonly<Record<string, string | string[] | undefined>>

/** Serves one partition request; throws `ValidationError` or `RequestError` for the reply's error status. */
export async function generalPartition(
  form: UploadForm,
  headers: Headers,
  context: PartitionContext,
): Promise<{ reply: HttpReply; summary: PartitionSummary }> {
  const deadline = context.timeoutMs > 0 ? Date.now() + context.timeoutMs : undefined
  const { files, options } = validatedForm(form, context.parseOptions)
  // The OSS server reads `unstructured-api-key`; the hosted spec names the header `service-api-key`.
  const key = header(headers, 'unstructured-api-key') ?? header(headers, 'service-api-key')
  if (context.apiKey !== undefined && key !== context.apiKey) {
    throw new RequestError(401, `API key ${key ?? 'None'} is invalid`)
  }
  const accept = header(headers, 'accept')
  assertAcceptable(accept, files.length)
  assertServable('outputFormat', options.outputFormat, API_OUTPUT_FORMAT_NAMES)

  const { signal: _signal, onWarning: _onWarning, ...jobOptions } = options
  const summary: PartitionSummary = { files: files.length, filetypes: [], elements: 0, warnings: [] }
  const bodies: string[] = []
  for (const file of files) {
    const result = await runJob(file, jobOptions, context, deadline)
    summary.warnings.push(...result.warnings)
    if (!result.ok) {
      if (typeof result.body.detail !== 'string') throw new ValidationError(result.body.detail)
      throw new RequestError(result.status, result.body.detail)
    }
    summary.filetypes.push(result.filetype)
    summary.elements += result.elementCount
    bodies.push(result.body)
  }
  const reply = wantsMultipartMixed(accept)
    ? multipartMixedReply(bodies, options.outputFormat, randomUUID().replaceAll('-', ''))
    : combineBodies(bodies, options.outputFormat, files.length === 1)
  return { reply, summary }
}

async function runJob(file: UploadedFile, options: JobOptions, context: PartitionContext, deadline: number | undefined) {
  try {
    return await context.pool.run(
      {
        bytes: file.bytes,
        filename: file.filename === undefined ? undefined : basename(file.filename),
        partContentType: file.contentType,
        options,
        memoryFreeMinimumMb: context.memoryFreeMinimumMb,
      },
      { signal: context.signal, deadline },
    )
  } catch (error) {
    if (error instanceof JobTimeoutError) {
      throw new RequestError(
        504,
        `The request took longer than the time limit of ${context.timeoutMs / 1000} s and was stopped. ` +
          'Send a smaller document, or raise the limit (DOCPARTS_TIMEOUT_SECONDS).',
      )
    }
    throw error
  }
}

/**
 * The files and options of the form, or a `ValidationError` listing every problem: `files` first (missing,
 * or sent as text), then the options in the spec's order (api §1.5).
 */
export function validatedForm(
  form: UploadForm,
  parseOptions: (fields: WireFields) => ResolvedOptions = optionsFromWire,
): { files: UploadedFile[]; options: ResolvedOptions } {
  const issues: ValidationIssue[] = []
  if (form.files.length === 0) {
    issues.push({ type: 'missing', loc: ['body', 'files'], msg: 'Field required', input: null })
  }
  form.files.forEach((file, index) => {
    if (typeof file !== 'string') return
    issues.push({
      type: 'value_error',
      loc: ['body', 'files', index],
      msg: "Value error, Expected UploadFile, received: <class 'str'>",
      input: file,
      ctx: { error: {} },
    })
  })
  let options: ResolvedOptions | undefined
  try {
    options = parseOptions(form.fields)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    issues.push(...error.detail)
  }
  if (issues.length > 0 || options === undefined) throw new ValidationError(issues)
  return { files: form.files as UploadedFile[], options }
}

// upstream: os.path.basename (POSIX: only "/" separates)
function basename(filename: string): string {
  return filename.slice(filename.lastIndexOf('/') + 1)
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}
