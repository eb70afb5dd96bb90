import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib'
import type { PDFRef } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { validateOptions } from '../../src/options/validate-options.js'
import { partitionPdf } from '../../src/pdf/partition-pdf-fast.js'
import { partitionResolved } from '../../src/partition.js'

/** `BT … ET` drawing each line at (x, y) in 10 pt Helvetica (resource /F1). */
const lines = (x: number, top: number, texts: readonly string[]): string =>
  texts.map((t, i) => `BT /F1 10 Tf ${x} ${top - 12 * i} Td (${t}) Tj ET`).join('\n')

/**
 * A page `width` × `height` whose own content is `pageContent`, with a form XObject /Fm1 (the page's size)
 * that draws `formContent`; `group` makes it a transparency group, `nested` puts the text one form deeper
 * (Fm1 draws Im1, a `nested`-wide form: an imposed two-page spread clipped by Fm1's box).
 */
async function formPdf(o: {
  width: number
  height: number
  pageContent: string
  formContent: string
  group?: boolean
  nested?: number
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([o.width, o.height])
  page.node.setFontDictionary(PDFName.of('F1'), font.ref)
  const form = (content: string, width: number, resources: Record<string, unknown>, group: boolean): PDFRef =>
    doc.context.register(
      doc.context.stream(content, {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, width, o.height],
        Resources: resources as never,
        ...(group ? { Group: { S: 'Transparency', CS: 'DeviceRGB' } } : {}),
      }),
    )
  const fonts = { Font: { F1: font.ref } }
  const inner = form(o.formContent, o.nested ?? o.width, fonts, o.group ?? false)
  const outer = o.nested === undefined ? inner : form('/Im1 Do', o.width, { XObject: { Im1: inner } }, false)
  page.node.setXObject(PDFName.of('Fm1'), outer)
  page.node.addContentStream(doc.context.register(doc.context.stream(`${o.pageContent}\nq /Fm1 Do Q`)))
  return doc.save({ useObjectStreams: false })
}

async function texts(bytes: Uint8Array): Promise<string[]> {
  const elements = await partitionPdf({
    partitionAttachment: partitionResolved,
    bytes,
    fileType: 'application/pdf' as never,
    options: validateOptions({ strategy: 'fast' }),
    warn: () => {},
  })
  return elements.map((e) => e.text)
}

describe('partitionPdf (fast): text drawn inside form XObjects', () => {
  it('reads a page drawn as one transparency-group form like a page: paragraphs by position, column by column, without the clipped half of an imposed spread', async () => {
    // as an annual report page cut from a two-page spread: the form's text is drawn right column first,
    // and the right half of the spread (x > 300) lies beyond the page
    const formContent = [
      lines(160, 350, ['Right column opens here', 'and goes on below', 'for a few more lines', 'until its first', 'paragraph ends.']),
      lines(160, 280, ['A second paragraph', 'of the right column', 'follows it.']),
      lines(160, 230, ['Largest company']),
      lines(160, 210, ['BY REVENUE', '792,756 crore']),
      lines(160, 180, ['BY NET PROFIT', '67,845 crore']),
      lines(20, 350, ['Left column quote one', 'over two lines.']),
      lines(20, 320, ['First Name, Founder']),
      lines(20, 290, ['Left column quote two', 'over two lines too.']),
      lines(20, 260, ['Second Name, Chairman']),
      lines(360, 350, ['The hidden half of the spread']),
      lines(160, 40, ['Note: figures as of March.']),
    ].join('\n')
    const bytes = await formPdf({ width: 300, height: 400, pageContent: '', formContent, group: true, nested: 600 })

    expect(await texts(bytes)).toEqual([
      'Left column quote one over two lines.',
      'First Name, Founder',
      'Left column quote two over two lines too.',
      'Second Name, Chairman',
      'Right column opens here and goes on below for a few more lines until its first paragraph ends.',
      'A second paragraph of the right column follows it.',
      'Largest company',
      'BY REVENUE 792,756 crore',
      'BY NET PROFIT 67,845 crore',
      'Note: figures as of March.',
    ])
  })

  it('reads a label on the page before its value drawn by a form over the whole page (the value stands where its glyphs stand)', async () => {
    const bytes = await formPdf({
      width: 612,
      height: 792,
      pageContent: lines(72, 700, ['Printed Name:']),
      formContent: lines(180, 700, ['Jane Doe']),
    })

    expect(await texts(bytes)).toEqual(['Printed Name:', 'Jane Doe'])
  })
})
