import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { createPartitionPool } from '../../src/node/partition-pool.js'
import { partition } from '../../src/partition.js'

async function bookPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([612, 792])
    page.drawText('A Running Title', { x: 72, y: 740, size: 9, font })
    if (p % 4 === 1) page.drawText(`Chapter ${Math.ceil(p / 4)}`, { x: 72, y: 680, size: 18, font })
    page.drawText(`Text of page ${p}: the committee reviewed the results and they agreed.`, { x: 72, y: 600, size: 11, font })
    page.drawText(`${p}`, { x: 300, y: 40, size: 9, font })
  }
  return doc.save({ useObjectStreams: false })
}

describe('createPartitionPool', () => {
  const pool = createPartitionPool({ workers: 2, pagesPerTask: 3 })
  afterAll(() => pool.close())

  it('splits a PDF over the workers and returns what partition() returns: order, ids, parent_ids', async () => {
    const bytes = await bookPdf(14)
    const options = { strategy: 'fast', filename: 'book.pdf', includePageBreaks: true, coordinates: true } as const

    const [pooled, single] = await Promise.all([pool.partition(bytes, options), partition(bytes, options)])

    expect(JSON.stringify(pooled)).toBe(JSON.stringify(single))
    expect(new Set(pooled.map((e) => e.metadata.page_number).filter((p) => p !== undefined)).size).toBe(14)
  }, 60_000)

  it('partitions other documents whole in a worker', async () => {
    const bytes = new TextEncoder().encode('Hello there.\n\nSecond paragraph of the text.')

    expect(await pool.partition(bytes, { filename: 'a.txt' })).toEqual(await partition(bytes, { filename: 'a.txt' }))
  }, 60_000)

  it('reports the typed document errors of the single-threaded call', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 broken')

    await expect(pool.partition(bytes, { strategy: 'fast' })).rejects.toThrow('File does not appear to be a valid PDF')
  }, 60_000)
})
