/**
 * Per-document budgets: a stream or a document that decodes past its budget, too many elements, a
 * deadline. Each refusal is a LimitExceededError (a DocumentError) naming the limit and the option that
 * raises it; a PDF page over a budget is skipped with a warning while the other pages come out.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { DocumentError, LimitExceededError, partition } from '../src/index.js'
import type { PartitionWarning } from '../src/index.js'

/** A PDF with one page per content stream (Helvetica text), each stream Flate-compressed. */
function pdfWithPages(contents: string[]): Uint8Array {
  const objects: (string | Buffer)[] = []
  const pageRefs = contents.map((_, i) => `${4 + i * 2} 0 R`).join(' ')
  objects.push('<< /Type /Catalog /Pages 2 0 R >>')
  objects.push(`<< /Type /Pages /Kids [${pageRefs}] /Count ${contents.length} >>`)
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  contents.forEach((content, i) => {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`)
    const z = deflateSync(Buffer.from(content, 'latin1'))
    objects.push(Buffer.concat([Buffer.from(`<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n`), z, Buffer.from('\nendstream')]))
  })
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')]
  let size = parts[0]!.length
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(size)
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(o), Buffer.from('\nendobj\n')])
    parts.push(b)
    size += b.length
  })
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`))
  return new Uint8Array(Buffer.concat(parts))
}

const text = (words: string): string => `BT /F1 12 Tf 72 700 Td (${words}) Tj ET`
/** A content stream of `n` bytes: the text, then spaces (which compress to almost nothing). */
const padded = (words: string, n: number): string => text(words) + ' '.repeat(n)

const MiB = 1024 * 1024

async function partitionPdf(bytes: Uint8Array, limits: object): Promise<{ texts: string[]; warnings: PartitionWarning[] }> {
  const warnings: PartitionWarning[] = []
  const elements = await partition(bytes, { strategy: 'fast', filename: 'budget.pdf', limits, onWarning: (w) => warnings.push(w) })
  return { texts: elements.map((e) => e.text), warnings }
}

describe('per-document limits', () => {
  test('a page whose content stream decodes past maxStreamBytes is skipped with a warning naming the limit; the other pages come out', async () => {
    const pdf = pdfWithPages([text('First page stays.'), padded('Bomb page.', 3 * MiB), text('Third page stays.')])
    const { texts, warnings } = await partitionPdf(pdf, { maxStreamBytes: 1 * MiB })
    expect(texts).toEqual(['First page stays.', 'Third page stays.'])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ code: 'page-failed', page_number: 2 })
    expect(warnings[0]!.message).toMatch(/maxStreamBytes = 1048576.*raise the option limits\.maxStreamBytes/)
  })

  test('the same document reads whole when the limit is raised', async () => {
    const pdf = pdfWithPages([text('First page stays.'), padded('Bomb page.', 3 * MiB)])
    const { texts, warnings } = await partitionPdf(pdf, { maxStreamBytes: 8 * MiB })
    expect(texts).toEqual(['First page stays.', 'Bomb page.'])
    expect(warnings).toEqual([])
  })

  test('streams that together decode past maxInflatedBytes stop the pages after the budget ran out', async () => {
    const pdf = pdfWithPages([padded('One.', 0.6 * MiB), padded('Two.', 0.6 * MiB), padded('Three.', 0.6 * MiB)])
    const { texts, warnings } = await partitionPdf(pdf, { maxInflatedBytes: 1 * MiB })
    expect(texts).toEqual(['One.'])
    expect(warnings.map((w) => w.page_number)).toEqual([2, 3])
    expect(warnings[0]!.message).toMatch(/limits\.maxInflatedBytes/)
  })

  test('a document with more elements than maxElements is a LimitExceededError naming the option', async () => {
    const bytes = new TextEncoder().encode('One.\n\nTwo.\n\nThree.\n\nFour.\n')
    const error = await partition(bytes, { filename: 'notes.txt', limits: { maxElements: 3 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LimitExceededError)
    expect(error).toBeInstanceOf(DocumentError)
    expect(error).toMatchObject({ limit: 'maxElements', value: 3 })
    expect((error as Error).message).toMatch(/limits\.maxElements/)
    expect(await partition(bytes, { filename: 'notes.txt', limits: { maxElements: 4 } })).toHaveLength(4)
  })

  test('a document still running at timeoutMs is stopped with a LimitExceededError naming the deadline', async () => {
    const pdf = new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/samples/field-report.pdf')))
    // a provider that answers only when the work is cancelled: the deadline is what ends it
    const vlmProvider = ({ signal }: { signal?: AbortSignal }) =>
      new Promise<never>((_, reject) => {
        if (signal?.aborted === true) reject(signal.reason as Error)
        signal?.addEventListener('abort', () => reject(signal.reason as Error))
      })
    const error = await partition(pdf, { strategy: 'vlm', filename: 'report.pdf', vlmProvider, limits: { timeoutMs: 200 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LimitExceededError)
    expect(error).toMatchObject({ limit: 'timeoutMs', value: 200 })
  })

  test('limits that are not positive numbers are a ValidationError', async () => {
    await expect(partition(new Uint8Array([0x41]), { limits: { maxStreamBytes: -1 } })).rejects.toThrow(/limits/)
  })
})
