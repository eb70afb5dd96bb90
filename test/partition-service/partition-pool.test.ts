import { afterEach, describe, expect, test } from 'vitest'
import { validateOptions } from '../../src/options/validate-options.js'
import { createPartitionPool, JobTimeoutError, runsInline } from '../../src/partition-service/partition-pool.js'
import type { PartitionPool } from '../../src/partition-service/partition-pool.js'
import type { PartitionJob } from '../../src/partition-service/partition-job.js'
import { FAKE_TEXT } from '../server/sample-docs.js'

const { signal: _s, onWarning: _w, ...options } = validateOptions({ strategy: 'fast' })
const encoder = new TextEncoder()

function job(text: string, filename = 'doc.txt'): PartitionJob {
  return { bytes: encoder.encode(text), filename, options, memoryFreeMinimumMb: 0 }
}

function bigText(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `Line ${i} tells of river ${i * 7} and stone ${i * 13} in the valley.\n\n`).join('')
}

let pool: PartitionPool | undefined
afterEach(async () => {
  await pool?.close()
  pool = undefined
})

describe('runsInline', () => {
  test('small text runs inline; big files, PDFs and gzip never do', () => {
    expect(runsInline(encoder.encode('hello'), 1024)).toBe(true)
    expect(runsInline(encoder.encode('x'.repeat(2000)), 1024)).toBe(false)
    expect(runsInline(encoder.encode('%PDF-1.7\n...'), 1024)).toBe(false)
    expect(runsInline(encoder.encode('\n\n  %PDF-1.4 junk'), 1024)).toBe(false)
    expect(runsInline(new Uint8Array([0x1f, 0x8b, 8, 0]), 1024)).toBe(false)
    expect(runsInline(encoder.encode('hello'), 0)).toBe(false)
  })

  test('small HTML, Markdown, CSV and JSON run inline; small containers and images never do, whatever their size', () => {
    expect(runsInline(encoder.encode('<html><body><p>Hi</p></body></html>'), 1024, 'a.html')).toBe(true)
    expect(runsInline(encoder.encode('# Title\n\ntext'), 1024, 'a.md')).toBe(true)
    expect(runsInline(encoder.encode('a,b\n1,2\n'), 1024, 'a.csv')).toBe(true)
    expect(runsInline(encoder.encode('{"a": 1}'), 1024, 'a.json')).toBe(true)
    const compoundFile = new Uint8Array(512)
    compoundFile.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(runsInline(compoundFile, 1024, 'mail.msg')).toBe(false)
    expect(runsInline(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0, 0]), 1024, 'a.docx')).toBe(false)
    expect(runsInline(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 1024, 'a.png')).toBe(false)
  })
})

describe('createPartitionPool', () => {
  test('inline: a job gives the body of its elements', async () => {
    pool = createPartitionPool({ workers: 0, maxConcurrency: 2 })
    const result = await pool.run(job(FAKE_TEXT))
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.filetype).toBe('text/plain')
      expect(JSON.parse(result.body)).toHaveLength(result.elementCount)
    }
  })

  test('a failing file comes back as status and detail, not as a rejection', async () => {
    pool = createPartitionPool({ workers: 0, maxConcurrency: 1 })
    const result = await pool.run({ ...job('', 'blob'), bytes: new Uint8Array([0, 1, 2, 255, 0]) })
    expect(result).toMatchObject({ ok: false, status: 400, body: { detail: 'File type application/octet-stream is not supported.' } })
  })

  test('an already aborted signal rejects with its reason and leaves nothing running', async () => {
    pool = createPartitionPool({ workers: 0, maxConcurrency: 1 })
    const reason = new Error('client gone')
    await expect(pool.run(job(FAKE_TEXT), { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 })
  })

  test('a job waiting for a busy slot times out while waiting, and one aborted while waiting leaves the queue', async () => {
    pool = createPartitionPool({ workers: 1, maxConcurrency: 1 })
    await pool.warm()
    const busy = pool.run(job(bigText(60_000), 'big.txt'))
    const timedOut = pool.run(job(FAKE_TEXT), { deadline: Date.now() + 100 })
    const controller = new AbortController()
    const aborted = pool.run(job(FAKE_TEXT), { signal: controller.signal })
    expect(pool.stats().waiting).toBe(2)
    controller.abort(new Error('gone'))
    await expect(aborted).rejects.toThrow('gone')
    await expect(timedOut).rejects.toBeInstanceOf(JobTimeoutError)
    expect(pool.stats().waiting).toBe(0)
    expect((await busy).ok).toBe(true)
    expect(pool.stats()).toMatchObject({ running: 0, workersTerminated: 0 })
  })

  test('a running job past its deadline is stopped by killing its worker process; the next job gets a new one', async () => {
    pool = createPartitionPool({ workers: 1, maxConcurrency: 1 })
    await pool.warm()
    await expect(pool.run(job(bigText(300_000), 'huge.txt'), { deadline: Date.now() + 300 })).rejects.toBeInstanceOf(JobTimeoutError)
    expect(pool.stats()).toMatchObject({ running: 0, workersStarted: 1, workersTerminated: 1 })
    const next = await pool.run(job(bigText(1_000), 'medium.txt'))
    expect(next.ok).toBe(true)
    expect(pool.stats().workersStarted).toBe(2)
  })

  test('a document that runs its worker process out of memory gets a 422 naming it and the limit; the pool goes on with a new process', async () => {
    pool = createPartitionPool({ workers: 1, maxConcurrency: 1, workerMemoryMb: 64 })
    const result = await pool.run(job(bigText(400_000), 'huge.txt'))
    expect(result).toMatchObject({ ok: false, status: 422 })
    if (!result.ok) {
      expect(result.body.detail).toMatch(/"huge\.txt".*out of memory.*64 MiB/)
      expect(result.body.detail).toContain('DOCPARTS_WORKER_MEMORY_MB')
    }
    expect(pool.stats()).toMatchObject({ running: 0, workersTerminated: 1 })
    const next = await pool.run(job(bigText(1_000), 'medium.txt'))
    expect(next.ok).toBe(true)
    expect(pool.stats().workersStarted).toBe(2)
  })

  test('close rejects the jobs still waiting', async () => {
    pool = createPartitionPool({ workers: 1, maxConcurrency: 1 })
    const first = pool.run(job(bigText(20_000), 'big.txt')).catch((e: unknown) => e)
    const waiting = pool.run(job(FAKE_TEXT))
    await pool.close()
    await expect(waiting).rejects.toThrow('shutting down')
    await first
    pool = undefined
  })
})
