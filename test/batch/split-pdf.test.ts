import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { bookPdf } from '../../fixtures/pdf/generate.js'
import type { BatchProcessAnswer, BatchProcessRequest } from '../../src/batch/batch-process-request.js'
import { createLocalExecutor } from '../../src/batch/local-executor.js'
import type { PartitionFileJob } from '../../src/batch/partition-file-job.js'
import type { PdfSplitPlan } from '../../src/batch/split-pdf-file.js'
import { pageRanges, runSplitPdf } from '../../src/batch/split-pdf-run.js'
import { validateOptions } from '../../src/options/validate-options.js'
import type { PartitionOptions } from '../../src/options/validate-options.js'

function options(given: PartitionOptions) {
  const { signal: _s, onWarning: _w, vlmProvider: _v, ocrAgents: _o, ...plain } = validateOptions(given)
  return plain
}

/** Partitions `path` with a local executor and answers its output file's text and JSON lines. */
async function runExecutor(path: string, given: PartitionOptions, jobs: number, splitAbovePages?: number) {
  const out = mkdtempSync(join(tmpdir(), 'docparts-split-'))
  const executor = createLocalExecutor({ jobs, memoryMb: 512, options: options(given), jsonl: true, partialDir: undefined, splitAbovePages })
  try {
    const target = join(out, 'book.pdf.json')
    const outcome = await executor.run({ path, relativePath: 'book.pdf', target, size: 0, mtimeMs: 0 })
    if (!outcome.ok) throw outcome.error
    return { output: readFileSync(target, 'utf8'), jsonl: outcome.jsonl, elements: outcome.elements, contentHash: outcome.contentHash }
  } finally {
    await executor.close()
  }
}

describe('a large PDF of a batch split across the worker processes', () => {
  test('gives byte-identical output, JSON lines and element count to one process reading it whole', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docparts-split-in-')), 'book.pdf')
    const bytes = await bookPdf(40)
    expect(bytes.length).toBeGreaterThan(64 * 1024)
    writeFileSync(path, bytes)
    const given: PartitionOptions = { strategy: 'fast', includePageBreaks: true, coordinates: true }

    const [whole, split] = [await runExecutor(path, given, 1), await runExecutor(path, given, 2, 4)]

    expect(split).toEqual(whole)
    expect(JSON.parse(split.output).filter((e: { type: string }) => e.type === 'PageBreak')).toHaveLength(40)
  }, 120_000)

  test('chunking runs once over the whole document: chunks span the ranges as they do without the split', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docparts-split-in-')), 'book.pdf')
    const bytes = await bookPdf(40)
    expect(bytes.length).toBeGreaterThan(64 * 1024)
    writeFileSync(path, bytes)
    const given: PartitionOptions = { strategy: 'fast', chunkingStrategy: 'basic', maxCharacters: 3000 }

    const [whole, split] = [await runExecutor(path, given, 1), await runExecutor(path, given, 2, 4)]

    expect(split.output).toBe(whole.output)
  }, 120_000)
})

describe('pageRanges', () => {
  test('covers every page once, in order, about 4 ranges per process of 16 to 64 pages', () => {
    const ranges = pageRanges(619, 2)
    expect(ranges[0]).toEqual({ from: 1, to: 64 })
    expect(ranges.at(-1)).toEqual({ from: 577, to: 619 })
    expect(ranges.every((range, i) => i === 0 || range.from === ranges[i - 1]!.to + 1)).toBe(true)
    expect(pageRanges(100, 2).map((r) => r.to - r.from + 1)).toEqual([16, 16, 16, 16, 16, 16, 4])
  })
})

describe('runSplitPdf', () => {
  const file: PartitionFileJob = { path: '/in/book.pdf', options: options({ strategy: 'fast' }) }
  const plan: PdfSplitPlan = { pages: 40, contentHash: 'h', source: { fileType: 'pdf', filename: 'book.pdf' } }
  const draft = (page: number) => ({ pageNumber: page, height: 792, elements: [] })
  const warning = (page: number) => ({ code: 'decode-fallback' as const, message: `page ${page}`, page_number: page })

  test('hands the drafts and warnings to the passes in page order, whatever order the ranges finish in', async () => {
    const sent: BatchProcessRequest[] = []
    const call = async (request: BatchProcessRequest): Promise<BatchProcessAnswer> => {
      sent.push(request)
      if ('range' in request) {
        const { from, to } = request.range
        await new Promise((resolve) => setTimeout(resolve, (40 - from) * 2)) // later ranges answer first
        const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i)
        return { range: { ok: true, drafts: pages.map(draft), warnings: [warning(from)] } }
      }
      return { ok: true, warnings: [], contentHash: 'h', elements: 0 }
    }

    await runSplitPdf(call, file, plan, 2)

    const finish = sent.find((request) => 'finish' in request)
    if (finish === undefined || !('finish' in finish)) throw new Error('no finish job was sent')
    expect(finish.finish.drafts.map((d) => d.pageNumber)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(finish.finish.warnings.map((w) => w.page_number)).toEqual([1, 17, 33])
  })

  test('a range that fails fails the file with its error and the warnings of the pages before it, and sends no passes', async () => {
    const sent: BatchProcessRequest[] = []
    const call = async (request: BatchProcessRequest): Promise<BatchProcessAnswer> => {
      sent.push(request)
      if (!('range' in request)) throw new Error('unexpected')
      const { from } = request.range
      if (from === 17) return { range: { ok: false, error: { name: 'LimitExceededError', message: 'time limit', document: true } } }
      return { range: { ok: true, drafts: [draft(from)], warnings: [warning(from)] } }
    }

    const result = await runSplitPdf(call, file, plan, 2)

    expect(result).toEqual({
      ok: false,
      error: { name: 'LimitExceededError', message: 'time limit', document: true },
      warnings: ['docparts: warning: book.pdf: page 1\n'],
      contentHash: 'h',
    })
    expect(sent.some((request) => 'finish' in request)).toBe(false)
  })
})
