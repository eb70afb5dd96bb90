/**
 * The real client: the npm `unstructured-client` SDK (retries off, serverURL pointed at a server listening
 * on 127.0.0.1) gets JSON results, upstream's error classes, and — with its default client-side PDF
 * splitting (several concurrent requests with starting_page_number) — the same elements as one request.
 */
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { UnstructuredClient } from 'unstructured-client'
import { HTTPValidationError, SDKError } from 'unstructured-client/sdk/models/errors'
import { Strategy } from 'unstructured-client/sdk/models/shared'
import { createServer } from '../../src/server/create-server.js'
import { FAKE_TEXT, samplePdf } from './sample-docs.js'

let app: FastifyInstance
let client: UnstructuredClient
let served = 0

beforeAll(async () => {
  app = createServer({ workers: 2 })
  app.addHook('onResponse', async (request) => {
    if (request.url === '/general/v0/general') served++
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  client = new UnstructuredClient({
    serverURL: `http://127.0.0.1:${port}`,
    retryConfig: { strategy: 'none' },
    security: { apiKeyAuth: 'any-key-is-fine' },
  })
})
afterAll(async () => app.close())

interface Element {
  type: string
  element_id: string
  text: string
  metadata: Record<string, unknown>
}

describe('unstructured-client 0.31 against docparts', () => {
  test('partition returns the elements as an array (defaults sent by the SDK are accepted)', async () => {
    const result = await client.general.partition({
      partitionParameters: {
        files: { content: new TextEncoder().encode(FAKE_TEXT), fileName: 'fake-text.txt' },
        languages: ['eng'],
      },
    })
    expect(Array.isArray(result)).toBe(true)
    const elements = result as Element[]
    expect(elements.map((e) => e.text)).toContain('Important points:')
    for (const e of elements) expect(e.metadata.filename).toBe('fake-text.txt')
  })

  test('a bad option surfaces as HTTPValidationError with the 422 detail list', async () => {
    const error = await client.general
      .partition({
        partitionParameters: {
          files: { content: new TextEncoder().encode(FAKE_TEXT), fileName: 'fake-text.txt' },
          similarityThreshold: 7,
          chunkingStrategy: 'by_similarity',
        },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HTTPValidationError)
    const detail = (error as HTTPValidationError).detail as { loc: string[] }[]
    expect(detail[0]!.loc).toEqual(['body', 'similarity_threshold'])
  })

  test('an unsupported file type surfaces as a 400 SDKError with the detail in the body', async () => {
    const error = await client.general
      .partition({
        partitionParameters: { files: { content: new Uint8Array([0, 1, 2, 3, 255, 0, 9]), fileName: 'blob.bin' } },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SDKError)
    expect((error as SDKError).statusCode).toBe(400)
    expect((error as SDKError).body).toContain('File type application/octet-stream is not supported.')
  })

  test('client-side PDF splitting (concurrent page ranges) gives exactly the unsplit result', async () => {
    const pdf = await samplePdf(7)
    const request = (split: boolean) =>
      client.general.partition({
        partitionParameters: {
          files: { content: pdf, fileName: 'seven-pages.pdf' },
          strategy: Strategy.Fast,
          splitPdfPage: split,
          splitPdfConcurrencyLevel: 3,
        },
      })
    const before = served
    const whole = (await request(false)) as Element[]
    expect(served - before).toBe(1)
    const split = (await request(true)) as Element[]
    expect(served - before).toBeGreaterThanOrEqual(3) // 1 + at least 2 page ranges
    expect([...new Set(whole.map((e) => e.metadata.page_number))]).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(split).toEqual(whole)
  })
})
