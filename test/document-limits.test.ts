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

/** A Flate-compressed stream object with `dict` entries besides /Length and /Filter. */
function flateStream(content: string | Buffer, dict = ''): Buffer {
  const z = deflateSync(typeof content === 'string' ? Buffer.from(content, 'latin1') : content)
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${z.length} /Filter /FlateDecode >>\nstream\n`), z, Buffer.from('\nendstream')])
}

/** A PDF of the given objects (object 1 is the catalog) with a classic cross-reference table. */
function pdfOf(objects: (string | Buffer)[]): Uint8Array {
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

/** A PDF with one page per content stream (Helvetica text), each stream Flate-compressed; `xobjects` are the pages' form resources. */
function pdfWithPages(
  contents: string[],
  xobjects: { resources: string; objects: (string | Buffer)[] } = { resources: '', objects: [] },
): Uint8Array {
  const objects: (string | Buffer)[] = []
  const first = 4 + xobjects.objects.length
  const pageRefs = contents.map((_, i) => `${first + i * 2} 0 R`).join(' ')
  objects.push('<< /Type /Catalog /Pages 2 0 R >>')
  objects.push(`<< /Type /Pages /Kids [${pageRefs}] /Count ${contents.length} >>`)
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  objects.push(...xobjects.objects)
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> ${xobjects.resources} >> /Contents ${first + 1 + i * 2} 0 R >>`,
    )
    objects.push(flateStream(content))
  })
  return pdfOf(objects)
}

/**
 * Forms nested `levels` deep (objects 4…), each drawing a line and then the next form `fanOut` times:
 * fanOut^levels operators from a few hundred bytes. The page draws the outermost one with `/X0 Do`.
 */
function nestedForms(levels: number, fanOut: number): { resources: string; objects: Buffer[] } {
  const objects: Buffer[] = []
  for (let level = 0; level < levels; level++) {
    const inner = level + 1 < levels ? `/X${level + 1} Do `.repeat(fanOut) : ''
    const resources = level + 1 < levels ? `/Resources << /XObject << /X${level + 1} ${5 + level} 0 R >> >>` : ''
    objects.push(flateStream(`0 0 m 1 1 l S ${inner}`, `/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources}`))
  }
  return { resources: '/XObject << /X0 4 0 R >>', objects }
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
    expect(warnings[0]!.message).toMatch(
      /maxStreamBytes = 1048576.*limits\.maxStreamBytes, CLI flag --max-stream-bytes, server setting --max-stream-bytes or DOCPARTS_MAX_STREAM_BYTES/,
    )
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

  test('a page running more content-stream operators than maxOperatorsPerPage is skipped with a warning naming the limit', async () => {
    const many = `${text('Busy page.')} ${'0 0 m 1 1 l S '.repeat(400)}`
    const pdf = pdfWithPages([text('First page stays.'), many])
    const { texts, warnings } = await partitionPdf(pdf, { maxOperatorsPerPage: 1000 })
    expect(texts).toEqual(['First page stays.'])
    expect(warnings).toMatchObject([{ code: 'page-failed', page_number: 2 }])
    expect(warnings[0]!.message).toMatch(/maxOperatorsPerPage = 1000.*--max-operators-per-page/)
    expect((await partitionPdf(pdf, { maxOperatorsPerPage: 2000 })).texts).toEqual(['First page stays.', 'Busy page.'])
  })

  test('an operator bomb (forms drawing forms, 10^8 operators from a few hundred bytes) is skipped under the default limits', async () => {
    const pdf = pdfWithPages([text('First page stays.'), text('Bomb page.')], nestedForms(8, 10))
    // the bomb is drawn by page 2 only: page 1's content does not use /X0
    const withBomb = pdfWithPages([text('First page stays.'), `${text('Bomb page.')} /X0 Do`], nestedForms(8, 10))
    expect((await partitionPdf(pdf, {})).texts).toEqual(['First page stays.', 'Bomb page.'])
    const { texts, warnings } = await partitionPdf(withBomb, {})
    expect(texts).toEqual(['First page stays.'])
    expect(warnings).toMatchObject([{ code: 'page-failed', page_number: 2 }])
    expect(warnings[0]!.message).toMatch(/maxOperatorsPerPage = 4000000/)
  })

  test('a PDF listing more objects than maxPdfObjects is a LimitExceededError naming the limit', async () => {
    const pdf = pdfWithPages([text('Five objects.')])
    const error = await partitionPdf(pdf, { maxPdfObjects: 4 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LimitExceededError)
    expect(error).toMatchObject({ limit: 'maxPdfObjects', value: 4 })
    expect((await partitionPdf(pdf, { maxPdfObjects: 6 })).texts).toEqual(['Five objects.'])
  })

  test('a cross-reference stream claiming 20 million objects (20 KB compressed) is refused under the default limits', async () => {
    const catalog = pdfWithPages([text('Never read.')])
    const head = Buffer.from(catalog.subarray(0, Buffer.from(catalog).lastIndexOf('xref')))
    // type-0 (free) entries of width 1: 20 MB of zeros, which deflate to ~20 KB
    const xrefStream = flateStream(Buffer.alloc(20_000_000), '/Type /XRef /Size 20000000 /W [1 0 0] /Root 1 0 R')
    const bomb = Buffer.concat([head, Buffer.from('99 0 obj\n'), xrefStream, Buffer.from(`\nendobj\nstartxref\n${head.length}\n%%EOF\n`)])
    const error = await partitionPdf(new Uint8Array(bomb), {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LimitExceededError)
    expect(error).toMatchObject({ limit: 'maxPdfObjects', value: 4_000_000 })
  })

  test('limits that are not positive numbers are a ValidationError', async () => {
    await expect(partition(new Uint8Array([0x41]), { limits: { maxStreamBytes: -1 } })).rejects.toThrow(/limits/)
  })
})

describe('per-document limits outside PDFs', () => {
  const encode = (text: string): Uint8Array => new TextEncoder().encode(text)

  test('an image of more pixels than maxImagePixels is a LimitExceededError naming the limit; at the limit it is read', async () => {
    const sharp = (await import('sharp')).default
    const png = new Uint8Array(
      await sharp({ create: { width: 100, height: 50, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    )
    const error = await partition(png, { filename: 'blank.png', strategy: 'od_only', limits: { maxImagePixels: 4999 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LimitExceededError)
    expect(error).toMatchObject({ limit: 'maxImagePixels', value: 4999 })
    expect((error as Error).message).toMatch(/100 × 50 image/)
    expect(await partition(png, { filename: 'blank.png', strategy: 'od_only', limits: { maxImagePixels: 5000 } })).toHaveLength(1)
  })

  test('XML nested deeper than maxNestingDepth is a LimitExceededError; the default reads it', async () => {
    const xml = encode(`<r>${'<a>'.repeat(40)}deep${'</a>'.repeat(40)}</r>`)
    const error = await partition(xml, { filename: 'deep.xml', limits: { maxNestingDepth: 30 } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ limit: 'maxNestingDepth', value: 30 })
    expect((await partition(xml, { filename: 'deep.xml' })).map((e) => e.text)).toEqual(['deep'])
  })

  test('HTML and Markdown deeper than a lowered maxNestingDepth are flattened there, with a warning, their text kept', async () => {
    const warnings: PartitionWarning[] = []
    const html = encode(`<html><body>${'<div>'.repeat(20)}<p>Deep text.</p>${'</div>'.repeat(20)}</body></html>`)
    const fromHtml = await partition(html, { filename: 'deep.html', limits: { maxNestingDepth: 8 }, onWarning: (w) => warnings.push(w) })
    expect(fromHtml.map((e) => e.text)).toEqual(['Deep text.'])
    expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/more than 8 deep/)])
    warnings.length = 0
    const markdown = encode(`${'> '.repeat(12)}Quoted text.\n`)
    const fromMarkdown = await partition(markdown, { filename: 'deep.md', limits: { maxNestingDepth: 4 }, onWarning: (w) => warnings.push(w) })
    expect(fromMarkdown.map((e) => e.text)).toEqual(['Quoted text.'])
    // the quotes become nested HTML, flattened at the same depth
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/Markdown .* more than 4 levels deep/),
      expect.stringMatching(/HTML .* more than 4 deep/),
    ])
  })

  test('MIME parts nested deeper than maxNestingDepth are a LimitExceededError', async () => {
    let body = 'Content-Type: text/plain\r\n\r\nInnermost.\r\n'
    for (let level = 0; level < 6; level++) {
      body = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${body}--b${level}--\r\n`
    }
    const eml = encode(`From: a@example.com\r\nSubject: Nested\r\nMIME-Version: 1.0\r\n${body}`)
    const error = await partition(eml, { filename: 'nested.eml', limits: { maxNestingDepth: 3 } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ limit: 'maxNestingDepth', value: 3 })
    expect((await partition(eml, { filename: 'nested.eml' })).map((e) => e.text)).toContain('Innermost.')
  })

  test('a plain-text line longer than maxLineLength is cut into pieces of at most that length', async () => {
    const line = 'word '.repeat(100).trim()
    const elements = await partition(encode(line), { filename: 'line.txt', limits: { maxLineLength: 120 } })
    expect(elements.length).toBeGreaterThan(4)
    expect(Math.max(...elements.map((e) => e.text.length))).toBeLessThanOrEqual(120)
    expect(elements.map((e) => e.text).join(' ')).toBe(line)
    expect(await partition(encode(line), { filename: 'line.txt' })).toHaveLength(1)
  })
})
