import { afterAll, describe, expect, it } from 'vitest'
import { bookPdf } from '../../fixtures/pdf/generate.js'
import { createPartitionPool } from '../../src/node/partition-pool.js'
import { partition } from '../../src/partition.js'

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
