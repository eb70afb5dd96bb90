/**
 * The server under load (issue 18): a real `createServer` listening on 127.0.0.1, documents in real worker
 * processes, requests over real sockets. The documents are generated text whose estimated memory
 * (src/partition-service/estimate-document-memory.ts) is known, so the budget decides and not the clock: each test
 * first checks its premise (the two estimates do not fit together) and waits for the server's own
 * state (a job running, a job waiting) rather than for time to pass.
 */
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sampleDocx } from '../../fixtures/office/generate.js'
import { createServer } from '../../src/server/create-server.js'
import { estimateDocumentMemory } from '../../src/partition-service/estimate-document-memory.js'
import { mainProcessMb, WORKER_AT_REST_MB } from '../../src/partition-service/memory-plan.js'
import type { ServerOptions } from '../../src/server/server-options.js'

const MIB = 1024 * 1024
const HEAVY_LOAD = 'Server is under heavy load. Please try again later.'

/** Plain text of about `mib` MiB: paragraphs the text partitioner works through for a few seconds. */
function text(mib: number): Uint8Array {
  const paragraph = (i: number): string => `Paragraph ${i} tells of the river ${i * 7} and the stone ${i * 13} in the valley.\n\n`
  const parts: string[] = []
  let size = 0
  for (let i = 0; size < mib * MIB; i++) {
    const line = paragraph(i)
    parts.push(line)
    size += line.length
  }
  return new TextEncoder().encode(parts.join(''))
}

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close() // answers the requests in flight first
  app = undefined
}, 60_000)

async function start(options: ServerOptions): Promise<string> {
  app = createServer(options)
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.docparts.warm()
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

async function post(url: string, bytes: Uint8Array, filename: string): Promise<{ status: number; body: string }> {
  const form = new FormData()
  form.append('files', new Blob([bytes]), filename)
  const response = await fetch(`${url}/general/v0/general`, { method: 'POST', body: form })
  return { status: response.status, body: await response.text() }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10))
}

/**
 * A budget that leaves documents `documentsMb` beside this process (the test runner, as it is now) and
 * `workers` worker processes at rest, as src/partition-service/memory-plan.ts shares it out.
 */
function budgetFor(documentsMb: number, workers: number): number {
  return Math.ceil((mainProcessMb() + WORKER_AT_REST_MB * workers + documentsMb) / 0.95)
}
const DOCUMENTS_BYTES = 168 * MIB

describe('the memory budget', () => {
  const first = text(6)
  const second = text(3)

  test('premise: each document fits the budget alone, the two together do not', () => {
    const a = estimateDocumentMemory(first, 'first.txt').bytes
    const b = estimateDocumentMemory(second, 'second.txt').bytes
    expect(a).toBeLessThanOrEqual(DOCUMENTS_BYTES)
    expect(b).toBeLessThanOrEqual(DOCUMENTS_BYTES)
    expect(a + b).toBeGreaterThan(DOCUMENTS_BYTES)
  })

  test("with overBudget 'refuse', a document that does not fit beside the one running gets upstream's 503; the first is served", async () => {
    const url = await start({ workers: 2, smallWorkers: 0, memoryBudgetMb: budgetFor(168, 2), overBudget: 'refuse' })
    const running = post(url, first, 'first.txt')
    await until(() => app!.docparts.pool().running === 1)
    const refused = await post(url, second, 'second.txt')
    expect(refused).toEqual({ status: 503, body: JSON.stringify({ detail: HEAVY_LOAD }) })
    const served = await running
    expect(served.status, served.body.slice(0, 600)).toBe(200)
  })

  test("with overBudget 'wait' (the default), it waits while a worker is free, then is served", async () => {
    const url = await start({ workers: 2, smallWorkers: 0, memoryBudgetMb: budgetFor(168, 2) })
    const running = post(url, first, 'first.txt')
    await until(() => app!.docparts.pool().running === 1)
    const waiting = post(url, second, 'second.txt')
    await until(() => app!.docparts.pool().waiting === 1)
    expect(app!.docparts.pool().running).toBe(1) // a worker is idle: the memory holds it back
    expect((await running).status).toBe(200)
    expect((await waiting).status).toBe(200)
  })

  test('a document whose estimate alone is more than the budget leaves for documents gets a 422 naming the budget, without running', async () => {
    const budget = budgetFor(168, 1)
    const url = await start({ workers: 1, smallWorkers: 0, memoryBudgetMb: budget })
    // a PNG header claiming 16000 × 16000 pixels: ~2 GiB decoded
    const png = new Uint8Array(64)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    new DataView(png.buffer).setUint32(16, 16000)
    new DataView(png.buffer).setUint32(20, 16000)
    const answer = await post(url, png, 'huge.png')
    expect(answer.status).toBe(422)
    expect(JSON.parse(answer.body).detail).toMatch(
      new RegExp(String.raw`"huge\.png" would need about \d+ MiB .*16000×16000.*budget of ${budget} MiB.*DOCPARTS_MEMORY_BUDGET_MB`),
    )
    expect(app!.docparts.pool().workersStarted).toBe(1) // the warm worker only: nothing ran it
  })
})

describe('the small lane', () => {
  test('a small DOCX and a small Markdown file are served while a large document occupies the only general worker', async () => {
    const url = await start({ workers: 1, smallWorkers: 1, memoryBudgetMb: 0 })
    let largeDone = false
    const large = post(url, text(6), 'large.txt').then((answer) => {
      largeDone = true
      return answer
    })
    await until(() => app!.docparts.pool().running === 1)
    const docx = await post(url, sampleDocx(), 'small.docx')
    const markdown = await post(url, new TextEncoder().encode('# Notes\n\nThe gauge read 1.2 m on Monday.\n'), 'small.md')
    expect(largeDone).toBe(false)
    expect(docx.status).toBe(200)
    expect(JSON.parse(docx.body)).toContainEqual(expect.objectContaining({ type: 'Title', text: 'Quarterly Report' }))
    expect(markdown.status).toBe(200)
    expect((await large).status).toBe(200)
  })
})
