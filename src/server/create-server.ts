/**
 * @module server/create-server
 * The ONLY importer of fastify: the partition API as a drop-in for Unstructured's (api §1, §6). Routes:
 * `POST /general/v0/general` (partition; GET → 405 with upstream's body), `GET /healthcheck`,
 * `GET /general/docs` (HTML), `GET /general/openapi.json`. Every error is `{"detail": …}` JSON, mapped in
 * ../partition-service/error-status.ts. Requests beyond `maxConcurrency + maxQueue` get 503 before their body is read; the
 * partitions run on worker threads (../partition-service/partition-pool.ts) with a time limit; closing the server finishes
 * the requests in flight, then stops the workers.
 */
import { createRequire } from 'node:module'
import { installNodeOcr } from '../node/ocr-node-helpers.js'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireOptional } from '../node/require-optional.js'
import { docsPage } from './docs-page.js'
import { errorResponse, HEAVY_LOAD, uploadTooLarge } from '../partition-service/error-status.js'
import { generalPartition } from './general-partition.js'
import type { PartitionSummary } from './general-partition.js'
import { readUploadForm } from './multipart-form.js'
import { openApiDocument } from './openapi-document.js'
import { createOptionsCache } from './options-cache.js'
import type { WireFields } from '../options/options-from-wire.js'
import type { ResolvedOptions } from '../options/types.js'
import { mountPlatform } from '../platform/mount-platform.js'
import { createPartitionPool } from '../partition-service/partition-pool.js'
import { warningHeaders } from './warning-headers.js'
import type { PartitionPool, PoolStats } from '../partition-service/partition-pool.js'
import { RequestError } from '../partition-service/request-error.js'
import { resolveServerOptions } from './server-options.js'
import type { ResolvedServerOptions, ServerOptions } from './server-options.js'

export const PARTITION_PATH = '/general/v0/general'

/** What the server exposes about itself (tests, metrics). */
export interface ServerState {
  options: ResolvedServerOptions
  /** Partition requests admitted and not yet answered. */
  admitted(): number
  pool(): PoolStats
  /** Starts the worker threads now rather than on the first request. */
  warm(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    docparts: ServerState
  }
}

/**
 * The partition API as a Fastify instance, routes registered, not listening: `await app.listen({port})`
 * to serve, `app.inject()` to test, `await app.close()` to stop (in-flight requests finish first).
 * Throws a `RangeError` for an invalid option.
 */
export function createServer(options: ServerOptions = {}): FastifyInstance {
  // Requests served inline (small files) may OCR: languages from several data packages, a quiet tesseract worker.
  installNodeOcr()
  const config = resolveServerOptions(options)
  // what each partition request's log line reports, set by the route
  const summaries = new WeakMap<object, PartitionSummary>()
  const version = packageVersion()
  const { fastify, LogController } = requireOptional<typeof import('fastify')>('fastify', 'The HTTP server (createServer, docparts serve)')
  const app = fastify({
    logger: { level: config.logLevel },
    logController: requestLog(LogController, summaries),
    bodyLimit: config.maxUploadBytes,
    // Closing stops accepting connections and closes idle ones; a request already on a connection is
    // served (a 503 for a request the client had fully sent before SIGTERM would not be graceful).
    return503OnClosing: false,
  })
  const pool: PartitionPool = createPartitionPool({
    workers: config.workers,
    workerMemoryMb: config.workerMemoryMb,
    maxConcurrency: config.maxConcurrency,
    inlineMaxBytes: config.inlineMaxBytes,
    smallWorkers: config.smallWorkers,
    memoryBudgetMb: config.memoryBudgetMb,
    overBudget: config.overBudget,
    // the general workers yield the CPU to the small lane and to the server's own thread
    generalNiceness: config.smallWorkers > 0 ? 10 : 0,
  })
  const cachedOptions = createOptionsCache()
  // the server's per-document limits apply to every request (no form field can change them)
  const { limits } = config
  const parseOptions = limits === undefined ? cachedOptions : (fields: WireFields): ResolvedOptions => ({ ...cachedOptions(fields), limits })
  let admitted = 0
  app.decorate('docparts', {
    options: config,
    admitted: () => admitted,
    pool: () => pool.stats(),
    warm: () => pool.warm(),
  } satisfies ServerState)
  app.addHook('onClose', async () => pool.close())

  // Any body that is not multipart is read to the end and dropped: upstream answers 422 "files: Field required".
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => {
    let size = 0
    payload.on('data', (chunk: Uint8Array) => {
      size += chunk.byteLength
      if (size > config.maxUploadBytes) {
        payload.removeAllListeners('data')
        payload.resume()
        done(new RequestError(413, uploadTooLarge(config.maxUploadBytes)), undefined)
      }
    })
    payload.on('end', () => {
      if (size <= config.maxUploadBytes) done(null, undefined)
    })
    payload.on('error', (error) => done(error, undefined))
  })
  // A multipart body is left unread here: the route streams it through ./multipart-form.ts.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined))

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorResponse(error, config)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    void reply.status(status).type('application/json').send(JSON.stringify(body))
  })
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).type('application/json').send('{"detail":"Not Found"}')
  })

  // Admission: a request beyond the queue is refused before its upload is read.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'POST' || request.routeOptions.url !== PARTITION_PATH) return done()
    if (admitted >= config.maxConcurrency + config.maxQueue) {
      void reply
        .status(503)
        .header('retry-after', '1')
        .type('application/json')
        .send(JSON.stringify({ detail: HEAVY_LOAD }))
      return
    }
    admitted++
    let released = false
    reply.raw.once('close', () => {
      if (!released) admitted--
      released = true
    })
    done()
  })

  app.post(PARTITION_PATH, async (request, reply) => partitionRoute(request, reply, config, pool, parseOptions, summaries))
  app.get(PARTITION_PATH, async (_request, reply) =>
    reply.status(405).type('application/json').send('{"detail":"Only POST requests are supported."}'),
  )
  app.route({
    method: ['PUT', 'DELETE', 'PATCH'],
    url: PARTITION_PATH,
    handler: async (_request, reply) =>
      reply.status(405).header('allow', 'GET, POST').type('application/json').send('{"detail":"Method Not Allowed"}'),
  })
  app.get('/healthcheck', async () => ({ healthcheck: 'HEALTHCHECK STATUS: EVERYTHING OK!' }))
  const openapi = JSON.stringify(openApiDocument(version))
  app.get('/general/openapi.json', async (_request, reply) => reply.type('application/json').send(openapi))
  const docs = docsPage(version)
  app.get('/general/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docs))
  // the Platform API (workflows, jobs, connectors) under /api/v1, when configured (issue 8)
  if (options.platform !== undefined) mountPlatform(app, options.platform, config.apiKey)
  return app
}

async function partitionRoute(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ResolvedServerOptions,
  pool: PartitionPool,
  parseOptions: (fields: WireFields) => ResolvedOptions,
  summaries: WeakMap<object, PartitionSummary>,
): Promise<FastifyReply> {
  // the client going away stops queued and running work
  const gone = new AbortController()
  const onClose = (): void => {
    if (!reply.raw.writableFinished) gone.abort(new Error('The client closed the connection.'))
  }
  reply.raw.once('close', onClose)
  try {
    const form = await readUploadForm(request.headers, request.raw, config)
    const { reply: answer, summary } = await generalPartition(form, request.headers, {
      pool,
      apiKey: config.apiKey,
      timeoutMs: config.timeoutMs,
      memoryFreeMinimumMb: config.memoryFreeMinimumMb,
      signal: gone.signal,
      parseOptions,
    })
    for (const warning of summary.warnings) request.log.warn({ warning }, 'degraded output')
    summaries.set(request.raw, summary)
    return reply
      .status(answer.status)
      .headers({ ...answer.headers, ...warningHeaders(summary.warnings) })
      .send(answer.body)
  } finally {
    reply.raw.off('close', onClose)
  }
}

/**
 * The request log: one line per request when it is answered (method, url, status, time in ms, and for a
 * partition the files, their types and the element count) instead of Fastify's two ("incoming request",
 * "request completed") plus one of ours — logging was ~5% of the CPU of serving a small document
 * (benchmarks/server.bench.ts). Errors are logged as Fastify does.
 */
function requestLog(
  LogController: (typeof import('fastify'))['LogController'],
  summaries: WeakMap<object, PartitionSummary>,
): InstanceType<(typeof import('fastify'))['LogController']> {
  // Declared here: fastify is loaded on first use (node/require-optional.ts), not at import.
  class RequestLog extends LogController {
    override incomingRequest(): void {}

    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
      if (error) return super.requestCompleted(error, request, reply)
      const summary = summaries.get(request.raw)
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
          ...(summary === undefined ? {} : { files: summary.files, filetypes: summary.filetypes, elements: summary.elements }),
        },
        'request completed',
      )
    }
  }
  return new RequestLog()
}

function packageVersion(): string {
  const pkg = createRequire(import.meta.url)('../../package.json') as { version?: string }
  return pkg.version ?? '0.0.0'
}
