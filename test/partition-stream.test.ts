import { describe, expect, it } from 'vitest'
import { bookPdf } from '../fixtures/pdf/generate.js'
import type { Element } from '../src/elements/types.js'
import { partition } from '../src/partition.js'
import { partitionStream } from '../src/partition-stream.js'

async function collect(stream: AsyncIterable<Element>): Promise<Element[]> {
  const out: Element[] = []
  for await (const element of stream) out.push(element)
  return out
}

describe('partitionStream', () => {
  it("yields, for a PDF, exactly partition()'s elements: order, ids, parent_ids across pages, page breaks", async () => {
    const bytes = await bookPdf(7)
    const options = { strategy: 'fast', filename: 'book.pdf', includePageBreaks: true, coordinates: true } as const

    const batch = await partition(bytes, options)
    const streamed = await collect(partitionStream(bytes, options))

    expect(JSON.stringify(streamed)).toBe(JSON.stringify(batch))
    expect(streamed.filter((e) => e.type === 'PageNumber')).toHaveLength(7)
    expect(streamed.filter((e) => e.type === 'Header')).toHaveLength(7)
  })

  it('carries the title hierarchy across pages when nothing closes it', async () => {
    const bytes = await bookPdf(4, { furniture: false })
    const options = { strategy: 'fast', filename: 'book.pdf' } as const

    const batch = await partition(bytes, options)
    const streamed = await collect(partitionStream(bytes, options))

    expect(JSON.stringify(streamed)).toBe(JSON.stringify(batch))
    const firstOnPage2 = streamed.find((e) => e.metadata.page_number === 2)!
    expect(firstOnPage2.metadata.parent_id).toBe(streamed.find((e) => e.text === 'Chapter 1')!.element_id)
  })

  it('yields the first pages before the last page is read (it streams)', async () => {
    const bytes = await bookPdf(30)
    const seen: number[] = []

    for await (const element of partitionStream(bytes, { strategy: 'fast' })) {
      seen.push(element.metadata.page_number ?? 0)
      if (seen.length === 1) break
    }

    expect(seen).toEqual([1])
    expect((await collect(partitionStream(bytes, { strategy: 'fast' }))).every((e) => e.metadata.coordinates === undefined)).toBe(true)
  })

  it("falls back to partition()'s result for other file types", async () => {
    const bytes = new TextEncoder().encode('Hello there.\n\nSecond paragraph of the text.')

    const streamed = await collect(partitionStream(bytes, { filename: 'a.txt' }))

    expect(streamed).toEqual(await partition(bytes, { filename: 'a.txt' }))
  })
})
