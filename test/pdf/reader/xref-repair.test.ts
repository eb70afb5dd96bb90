import { describe, expect, it } from 'vitest'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { partition } from '../../../src/index.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { scanObjects } from '../../../src/pdf/reader/xref-scan.js'

const ascii = (s: string) => new TextEncoder().encode(s)
const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

/** A two-page document with a URI link whose annotation has /QuadPoints; objects in object streams when asked. */
async function twoPages(useObjectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const words of ['First page of the report', 'Second page of the report']) {
    const page = doc.addPage([300, 200])
    page.drawText(words, { x: 20, y: 150, size: 12, font })
  }
  const ctx = doc.context
  const link = ctx.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [20, 145, 160, 165],
    QuadPoints: [20, 165, 160, 165, 20, 145, 160, 145],
    A: { S: 'URI', URI: PDFString.of('https://example.org/report') },
  })
  doc.getPage(0).node.set(PDFName.of('Annots'), ctx.obj([ctx.register(link)]))
  return doc.save({ useObjectStreams })
}

/** The same bytes with the `startxref` offset pointing nowhere (a table that no longer matches the file). */
function withBrokenStartxref(bytes: Uint8Array): Uint8Array {
  const s = text(bytes)
  const at = s.lastIndexOf('startxref')
  const broken = s.slice(0, at) + s.slice(at).replace(/startxref\s+\d+/, 'startxref\n999999999')
  return Uint8Array.from(broken, (c) => c.charCodeAt(0))
}

describe('a PDF whose cross-reference data is broken', () => {
  it.each([false, true])('is read by our own reader from the objects found by scanning the file (object streams: %s)', async (objectStreams) => {
    const broken = withBrokenStartxref(await twoPages(objectStreams))

    const doc = openTextLayer(broken)

    expect(doc.numPages).toBe(2)
    expect(
      doc
        .readPage(2)
        .glyphs.map((g) => g.text)
        .join(''),
    ).toContain('Second page of the report')
  })

  it('partitions to the same elements as the intact file', async () => {
    const intact = await twoPages(false)

    const expected = await partition(intact, { strategy: 'fast' })
    const repaired = await partition(withBrokenStartxref(intact), { strategy: 'fast' })

    expect(repaired).toEqual(expected)
    expect(repaired.map((e) => e.text)).toEqual(['First page of the report', 'Second page of the report'])
  })

  it('reads a link annotation that has /QuadPoints itself (its box is /Rect, as pdfjs gives it)', async () => {
    const page = openTextLayer(await twoPages(false)).readPage(1)

    expect(page.links.map((l) => l.url)).toEqual(['https://example.org/report'])
  })
})

describe('scanObjects', () => {
  it('finds each object header (the last definition of a number wins) and the trailer keywords', () => {
    const file = ascii('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n2 0 obj (x 3 0 obj) endobj\n1 0 obj\n<</Type/Catalog>>\nendobj\ntrailer\n<</Root 1 0 R>>\n')
    const { offsets, trailers } = scanObjects(file)
    const s = text(file)

    expect([...offsets.keys()].sort()).toEqual([1, 2, 3])
    expect(offsets.get(1)).toBe(s.lastIndexOf('1 0 obj'))
    expect(trailers).toEqual([s.indexOf('trailer') + 'trailer'.length])
  })

  it('does not take a number run into other digits for an object number ("12 0 obj" is object 12, "x2 0 obj" nothing)', () => {
    const { offsets } = scanObjects(ascii('12 0 obj null endobj\nx2 0 obj null endobj'))

    expect([...offsets.keys()]).toEqual([12])
  })
})
