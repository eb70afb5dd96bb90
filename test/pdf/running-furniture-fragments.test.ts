import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { partition } from '../../src/index.js'

/** Three pages whose first line repeats at the same height (11 % from the top: outside upstream's 7 % band). */
async function repeatedHeadingPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'))
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([612, 792])
    page.drawText('Annual Report of the Gauge Network', { x: 72, y: 700, size: 12, font })
    page.drawText(`The survey of region ${i + 1} found the gauges in good working order this spring.`, { x: 72, y: 600, size: 11, font })
  }
  return doc.save({ useObjectStreams: false })
}

const summary = (elements: { type: string; text: string; metadata: { page_number?: number } }[]): string[] =>
  elements.map((e) => `${e.metadata.page_number} ${e.type} ${e.text}`)

describe('running furniture and split documents', () => {
  test('a line repeated on every page is a running Header of a whole document', async () => {
    const elements = await partition(await repeatedHeadingPdf(3), { filename: 'report.pdf', strategy: 'fast' })

    expect(elements.filter((e) => e.text.startsWith('Annual Report')).map((e) => e.type)).toEqual(['Header', 'Header', 'Header'])
  })

  test('with a starting page number, classification is page-local, so a split part equals the same pages of the whole', async () => {
    const whole = await partition(await repeatedHeadingPdf(3), { filename: 'report.pdf', strategy: 'fast', startingPageNumber: 1 })
    const lastPageAlone = await partition(await repeatedHeadingPdf(1), { filename: 'report.pdf', strategy: 'fast', startingPageNumber: 3 })

    const wholeLastPage = whole.filter((e) => e.metadata.page_number === 3)
    expect(summary(lastPageAlone).map((line) => line.replace('region 1', 'region 3'))).toEqual(summary(wholeLastPage))
    expect(wholeLastPage[0]!.type).toBe('Title')
  })
})

describe('running furniture on the default strategy (hi_res) and auto', () => {
  test.each(['hi_res', 'auto'] as const)('%s finds the same running Header as fast', async (strategy) => {
    const pdf = await repeatedHeadingPdf(3)
    const fast = await partition(pdf, { filename: 'report.pdf', strategy: 'fast' })

    const other = await partition(pdf, { filename: 'report.pdf', strategy })

    expect(other.filter((e) => e.text.startsWith('Annual Report')).map((e) => e.type)).toEqual(['Header', 'Header', 'Header'])
    expect(summary(other)).toEqual(summary(fast))
  })

  test('hi_res with a starting page number stays page-local, as fast does', async () => {
    const elements = await partition(await repeatedHeadingPdf(3), { filename: 'report.pdf', strategy: 'hi_res', startingPageNumber: 1 })

    expect(elements.filter((e) => e.text.startsWith('Annual Report')).map((e) => e.type)).toEqual(['Title', 'Title', 'Title'])
  })
})
