import { describe, expect, it } from 'vitest'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { partition } from '../../../src/index.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { scanObjects } from '../../../src/pdf/reader/xref-scan.js'
import { PdfFile } from '../../../src/pdf/reader/pdf-file.js'

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

/**
 * A one-page file whose catalog, page tree and page sit in an object stream, with a cross-reference stream
 * that gives each of them the index of another (as pdf.js's bug1978317.pdf does): read as the table says,
 * the /Root is the page, so the file is opened again from the objects found by scanning it.
 */
function misindexedObjectStream(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R' +
      ' /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>',
  ]
  let header = ''
  let at = 0
  objects.forEach((o, i) => {
    header += `${i + 1} ${at} `
    at += o.length + 1
  })
  const body = header + objects.join(' ')
  const content = 'BT /F1 12 Tf 20 100 Td (Scanned again) Tj ET'
  let file = '%PDF-1.5\n'
  const offsets: number[] = []
  offsets[5] = file.length
  file += `5 0 obj\n<< /Type /ObjStm /N 3 /First ${header.length} /Length ${body.length} >>\nstream\n${body}\nendstream\nendobj\n`
  offsets[4] = file.length
  file += `4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`
  offsets[6] = file.length
  // /W [1 2 1]: type, offset or object stream, generation or index; objects 1, 2, 3 each get the next one's index
  const entry = (type: number, a: number, b: number) => [type, a >> 8, a & 0xff, b]
  const rows = [
    entry(0, 0, 0),
    entry(2, 5, 2),
    entry(2, 5, 0),
    entry(2, 5, 1),
    entry(1, offsets[4]!, 0),
    entry(1, offsets[5]!, 0),
    entry(1, offsets[6]!, 0),
  ]
  const xref = String.fromCharCode(...rows.flat())
  file += `6 0 obj\n<< /Type /XRef /Size 7 /W [1 2 1] /Root 1 0 R /Length ${xref.length} >>\nstream\n${xref}\nendstream\nendobj\n`
  file += `startxref\n${offsets[6]}\n%%EOF\n`
  return Uint8Array.from(file, (c) => c.charCodeAt(0))
}

describe('a cross-reference stream that gives objects the wrong index in their object stream', () => {
  it('is repaired: the page is read from the objects found by scanning the file', () => {
    const page = openTextLayer(misindexedObjectStream()).readPage(1)

    expect(page.glyphs.map((g) => g.text).join('')).toBe('Scanned again')
  })

  it('is repaired with the object streams the first open decoded, to the same objects', () => {
    const bytes = misindexedObjectStream()
    const first = new PdfFile(bytes)
    expect((first.resolve(first.trailer.get('Root')) as Map<string, unknown>).get('Type')).toBe('Page')

    const reusing = new PdfFile(bytes, { repair: true, reuse: first })
    const fresh = new PdfFile(bytes, { repair: true })

    for (const num of [1, 2, 3]) expect(reusing.object(num)).toEqual(fresh.object(num))
    expect((reusing.object(1) as Map<string, unknown>).get('Type')).toBe('Catalog')
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

  it('finds a header and a trailer at the very start and end of the bytes, and no "obj" at byte 0', () => {
    expect(scanObjects(ascii('obj 1 0 obj')).offsets).toEqual(new Map([[1, 4]]))
    expect(scanObjects(ascii('trailer<<>> 7 0 obj')).trailers).toEqual([7])
    expect([...scanObjects(ascii('7 0 obj')).offsets]).toEqual([[7, 0]])
    expect(scanObjects(ascii('7 0 objx 8 0 obj/')).offsets).toEqual(new Map([[8, 9]]))
  })
})
