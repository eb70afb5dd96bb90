import { degrees, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import type { PDFFont, PDFPage } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import { DocumentError, UnsupportedOptionError } from '../../src/errors.js'
import type { PartitionWarning } from '../../src/errors.js'
import { validateOptions } from '../../src/options/validate-options.js'
import { partitionPdf } from '../../src/pdf/partition-pdf-fast.js'
import { partition, partitionResolved } from '../../src/partition.js'

async function makePdf(draw: (doc: PDFDocument, font: Awaited<ReturnType<PDFDocument['embedFont']>>) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  draw(doc, font)
  return doc.save({ useObjectStreams: false })
}

async function run(bytes: Uint8Array, raw: Record<string, unknown> = {}): Promise<{ elements: Element[]; warnings: PartitionWarning[] }> {
  const warnings: PartitionWarning[] = []
  const options = validateOptions({ strategy: 'fast', ...raw })
  const elements = await partitionPdf({
    partitionAttachment: partitionResolved,
    bytes,
    fileType: 'application/pdf' as never,
    options,
    warn: (w) => warnings.push(w),
  })
  return { elements, warnings }
}

const PARAGRAPH = ['The quick brown fox jumps over the lazy dog and runs away.', 'It was seen again near the river on the next morning.']

describe('partitionPdf (fast)', () => {
  it('gives one element per paragraph with its page number and top-left PixelSpace coordinates in points', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      page.drawText('Annual Report', { x: 72, y: 700, size: 20, font })
      PARAGRAPH.forEach((line, i) => page.drawText(line, { x: 72, y: 650 - i * 14, size: 11, font }))
    })

    const { elements } = await run(bytes)

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'Annual Report'],
      ['NarrativeText', PARAGRAPH.join(' ')],
    ])
    const c = elements[0]!.metadata.coordinates!
    expect(c.system).toBe('PixelSpace')
    expect([c.layout_width, c.layout_height]).toEqual([612, 792])
    const [[x1, y1], , [x2, y2]] = c.points as [[number, number], [number, number], [number, number], [number, number]]
    expect(x1).toBeCloseTo(72, 5)
    expect(y1!).toBeLessThan(92) // top of a 20-point line whose baseline is 92 points below the top
    expect(y2!).toBeGreaterThan(92)
    expect(x2!).toBeGreaterThan(180)
    expect(elements.every((e) => e.metadata.page_number === 1)).toBe(true)
  })

  it('numbers pages from startingPageNumber and adds a PageBreak after every page when asked', async () => {
    const bytes = await makePdf((doc, font) => {
      doc.addPage([612, 792]).drawText('First page text here.', { x: 72, y: 400, size: 12, font })
      doc.addPage([612, 792]).drawText('Second page text here.', { x: 72, y: 400, size: 12, font })
    })

    const { elements } = await run(bytes, { startingPageNumber: 5, includePageBreaks: true })

    expect(elements.map((e) => [e.type === 'PageBreak' ? 'PageBreak' : e.text, e.metadata.page_number])).toEqual([
      ['First page text here.', 5],
      ['PageBreak', undefined],
      ['Second page text here.', 6],
      ['PageBreak', undefined],
    ])
  })

  it('reads a two-column page column by column', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      for (let i = 0; i < 4; i++) {
        page.drawText(`Left column line ${i} of text.`, { x: 50, y: 600 - i * 13, size: 10, font })
        page.drawText(`Right column line ${i} of text.`, { x: 330, y: 600 - i * 13, size: 10, font })
      }
    })

    const { elements } = await run(bytes)

    expect(elements.map((e) => e.text.slice(0, 12))).toEqual(['Left column ', 'Right column'])
  })

  it('changes the result when a pdfminer margin changes, as pdfminer does', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      page.drawText('Alpha', { x: 72, y: 500, size: 10, font })
      page.drawText('Beta', { x: 72 + 40, y: 500, size: 10, font })
    })

    const split = await run(bytes)
    const joined = await run(bytes, { pdfminerCharMargin: 5 })

    expect(split.elements.map((e) => e.text)).toEqual(['Alpha', 'Beta'])
    expect(joined.elements.map((e) => e.text)).toEqual(['Alpha Beta'])
  })

  it('attaches URI link annotations to the text under them', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      page.drawText('Visit example now', { x: 72, y: 500, size: 12, font })
      const start = 72 + font.widthOfTextAtSize('Visit ', 12)
      const end = start + font.widthOfTextAtSize('example', 12)
      const annot = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [start, 499, end, 508],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.com/') },
      })
      page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]))
    })

    const { elements } = await run(bytes)

    expect(elements[0]!.metadata.links).toEqual([{ text: 'example', url: 'https://example.com/', start_index: 6 }])
  })

  it('refuses strategies other than fast with a clear UnsupportedOptionError', async () => {
    const bytes = await makePdf((doc) => void doc.addPage())

    await expect(run(bytes, { strategy: 'hi_res' })).rejects.toThrow(UnsupportedOptionError)
    await expect(run(bytes, { strategy: 'hi_res' })).rejects.toThrow(/"hi_res" is not served by the fast path/)
  })

  it("rejects bytes that are not a PDF with upstream's message", async () => {
    const bytes = new TextEncoder().encode('This is not a PDF file at all. Just plain text pretending to be a PDF.')

    const failure = run(bytes)

    await expect(failure).rejects.toThrow(DocumentError)
    await expect(failure).rejects.toThrow('File does not appear to be a valid PDF. Error: Stream has ended unexpectedly')
  })

  it('is what partition() runs for a PDF: detected by its bytes, ids and filetype applied', async () => {
    const bytes = await makePdf((doc, font) => {
      doc.addPage([612, 792]).drawText('Annual Report', { x: 72, y: 700, size: 20, font })
    })

    const elements = await partition(bytes, { strategy: 'fast', filename: 'report.pdf', coordinates: true })

    expect(elements).toHaveLength(1)
    expect(elements[0]!.type).toBe('Title')
    expect(elements[0]!.element_id).toMatch(/^[0-9a-f]{32}$/)
    expect(elements[0]!.metadata.filetype).toBe('application/pdf')
    expect(elements[0]!.metadata.filename).toBe('report.pdf')
    expect(elements[0]!.metadata.coordinates?.system).toBe('PixelSpace')
  })

  it('recognises a running header below the 7 % band and page numbers by their repetition across pages', async () => {
    const bytes = await makePdf((doc, font) => {
      for (let i = 1; i <= 3; i++) {
        const page = doc.addPage([612, 792])
        page.drawText('Quarterly Review of Operations', { x: 72, y: 792 - 80, size: 10, font })
        page.drawText(`The body of page ${i} says something different every time, number ${i * 17}.`, { x: 72, y: 400, size: 11, font })
        page.drawText(String(i), { x: 300, y: 40, size: 10, font })
      }
    })

    const { elements } = await run(bytes)

    expect(elements.map((e) => [e.metadata.page_number, e.type])).toEqual([
      [1, 'Header'],
      [1, 'NarrativeText'],
      [1, 'PageNumber'],
      [2, 'Header'],
      [2, 'NarrativeText'],
      [2, 'PageNumber'],
      [3, 'Header'],
      [3, 'NarrativeText'],
      [3, 'PageNumber'],
    ])
  })
})

describe('partitionPdf (fast): reading order on multi-column pages', () => {
  /** Lines of a paragraph at (x, top) in PDF space, 10 pt type on 12 pt leading. */
  const paragraph = (page: PDFPage, font: PDFFont, x: number, top: number, lines: readonly string[]): void =>
    lines.forEach((text, i) => page.drawText(text, { x, y: top - i * 12, size: 10, font }))

  it('reads a three-column instructions page column by column, a list item whole, under a heading that spans two columns', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      page.drawText('Instructions for Form 1040-NR', { x: 40, y: 740, size: 16, font })
      const column1 = Array.from({ length: 16 }, (_, i) => `Column one line ${i + 1} explains who must file.`)
      paragraph(page, font, 40, 700, column1)
      paragraph(page, font, 222, 700, ['a. You have no income from a trade'])
      paragraph(page, font, 234, 688, ['or business conducted in the', 'United States,'])
      paragraph(page, font, 222, 650, ['Column two goes on with the', 'next paragraph about dates.', 'It ends on this line.'])
      paragraph(page, font, 404, 700, ['Column three starts here.'])
      paragraph(page, font, 404, 688, ['Column three keeps going', 'with its second paragraph', 'over several lines.'])
      page.drawText('Where To File (columns two and three)', { x: 222, y: 580, size: 12, font })
      paragraph(page, font, 222, 560, ['Mail column two returns to', 'the address shown.'])
      paragraph(page, font, 404, 560, ['Column three lists the', 'other addresses.'])
    })

    const texts = (await run(bytes)).elements.map((e) => e.text)

    const at = (start: string): number => texts.findIndex((t) => t.startsWith(start))
    const item = texts.find((t) => t.startsWith('a. You have no income'))
    expect(item).toBe('a. You have no income from a trade or business conducted in the United States,')
    expect(at('Column one line 1 ')).toBeLessThan(at('a. You have'))
    expect(at('a. You have')).toBeLessThan(at('Column two goes on'))
    expect(at('Column two goes on')).toBeLessThan(at('Column three starts'))
    expect(at('Column three starts')).toBeLessThan(at('Where To File'))
    expect(at('Where To File')).toBeLessThan(at('Mail column two'))
    expect(at('Mail column two')).toBeLessThan(at('Column three lists'))
  })
})

describe('partitionPdf (fast): page furniture only at the page edge', () => {
  it('types a header line standing apart at the top as Header, but not the labels of a figure at the top of the page', async () => {
    const labelled = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      const labels = ['Web Crawling', 'Basic Clustering', 'Katrina hit', 'Storm Surge', 'Levee Breach', 'Evacuation']
      labels.forEach((label, i) => page.drawText(label, { x: 60 + (i % 3) * 180, y: 770 - Math.floor(i / 3) * 14, size: 9, font }))
      PARAGRAPH.forEach((line, i) => page.drawText(line, { x: 72, y: 640 - i * 14, size: 11, font }))
    })
    const headed = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      page.drawText('Quarterly Bulletin of the River Survey', { x: 72, y: 770, size: 9, font })
      PARAGRAPH.forEach((line, i) => page.drawText(line, { x: 72, y: 640 - i * 14, size: 11, font }))
    })

    const labels = (await run(labelled)).elements
    const header = (await run(headed)).elements

    expect(labels.filter((e) => e.type === 'Header')).toEqual([])
    expect(labels.map((e) => e.text)).toContain('Basic Clustering')
    expect(header[0]).toMatchObject({ type: 'Header', text: 'Quarterly Bulletin of the River Survey' })
  })

  it('does not type the numbers of a chart axis near the bottom of the page as Footer', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      PARAGRAPH.forEach((line, i) => page.drawText(line, { x: 72, y: 700 - i * 14, size: 11, font }))
      ;['0', '3', '6', '9', '12', '15'].forEach((tick, i) => page.drawText(tick, { x: 80 + i * 90, y: 40, size: 9, font }))
    })

    const elements = (await run(bytes)).elements

    expect(elements.filter((e) => e.type === 'Footer')).toEqual([])
    expect(elements.map((e) => e.text)).toEqual(expect.arrayContaining(['0', '3', '9']))
  })
})

describe('partitionPdf (fast): sideways text', () => {
  it('reads text rotated up the margin along its own direction (an arXiv identifier), not as one-letter lines', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      PARAGRAPH.forEach((line, i) => page.drawText(line, { x: 72, y: 650 - i * 14, size: 11, font }))
      page.drawText('arXiv:2103.15348v2 [cs.CV] 21 Jun 2021', { x: 30, y: 250, size: 14, font, rotate: degrees(90) })
    })

    const texts = (await run(bytes)).elements.map((e) => e.text)

    expect(texts).toContain('arXiv:2103.15348v2 [cs.CV] 21 Jun 2021')
    expect(texts).toContain(PARAGRAPH.join(' '))
  })

  it('reads a page turned by /Rotate as whole lines and paragraphs', async () => {
    const bytes = await makePdf((doc, font) => {
      const page = doc.addPage([612, 792])
      page.setRotation(degrees(90))
      PARAGRAPH.forEach((line, i) => page.drawText(line, { x: 72, y: 650 - i * 14, size: 11, font }))
    })

    expect((await run(bytes)).elements.map((e) => e.text)).toEqual([PARAGRAPH.join(' ')])
  })
})
