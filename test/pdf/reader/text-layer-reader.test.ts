import { readFileSync, readdirSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { bookPdf } from '../../../fixtures/pdf/generate.js'
import { openFastPdf } from '../../../src/pdf/open-fast-pdf.js'
import { openPdf } from '../../../src/pdf/pdfjs.js'
import type { PdfPageContent } from '../../../src/pdf/pdfjs.js'
import { UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { fastFirstPage, pdfjsPages } from './pdfjs-pages.js'

const fixtureDir = new URL('../../../fixtures/pdf/', import.meta.url)

function ownPages(bytes: Uint8Array): PdfPageContent[] {
  const doc = openTextLayer(bytes)
  return Array.from({ length: doc.numPages }, (_, i) => doc.readPage(i + 1))
}

/** A document made with pdf-lib; `build` draws on it. */
async function makePdf(
  build: (doc: PDFDocument) => Promise<void> | void,
  save: { useObjectStreams?: boolean } = { useObjectStreams: false },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  await build(doc)
  return doc.save(save)
}

describe('the text-layer reader', () => {
  it('reads every generated fixture exactly as pdfjs does: glyph texts, boxes, figures, links, page sizes', async () => {
    const names = readdirSync(fixtureDir).filter((f) => f.endsWith('.pdf'))
    expect(names.length).toBeGreaterThanOrEqual(6)
    for (const name of names) {
      const bytes = new Uint8Array(readFileSync(new URL(name, fixtureDir)))
      expect(ownPages(bytes), name).toEqual(await pdfjsPages(bytes))
    }
  })

  it('reads cross-reference streams, object streams and compressed content streams (pdf-lib with object streams)', async () => {
    const bytes = await bookPdf(3).then(async (plain) => {
      const doc = await PDFDocument.load(plain)
      return doc.save({ useObjectStreams: true })
    })
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/ObjStm')
    const own = ownPages(bytes)
    expect(own.map((p) => p.glyphs.length)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)])
    expect(own[0]!.glyphs.length).toBeGreaterThan(500)
    expect(own).toEqual(await pdfjsPages(bytes))
  })

  it('reads text inside form XObjects as figures, and URI links with their rectangles', async () => {
    const bytes = await makePdf(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica)
      const page = doc.addPage([612, 792])
      page.drawText('Body text on the page.', { x: 72, y: 700, size: 12, font })
      const form = doc.context.register(
        doc.context.flateStream(`BT /F1 10 Tf 5 5 Td (Text in a form) Tj ET 0 0 m 50 0 l S`, {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, 200, 40],
          Matrix: [1, 0, 0, 1, 100, 400],
          Resources: { Font: { F1: font.ref } },
        }),
      )
      page.node.setXObject(PDFName.of('Fm1'), form)
      const content = doc.context.register(doc.context.stream('q /Fm1 Do Q'))
      page.node.addContentStream(content)
      const annot = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [72, 698, 150, 712],
        A: { S: 'URI', URI: PDFString.of('https://example.com/a b') },
      })
      page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]))
    })
    const [own] = ownPages(bytes)
    expect(own!.figures).toHaveLength(1)
    expect(own!.figures[0]!.items.filter((i) => 'glyph' in i)).toHaveLength('Text in a form'.length)
    expect(own!.links).toEqual([expect.objectContaining({ url: 'https://example.com/a b' })])
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it('reads TJ arrays, the quote operators, character and word spacing, text rise, scaling and leading as pdfjs does', async () => {
    const content = [
      'BT /F1 11 Tf 14 TL 72 700 Td',
      '[(Kerned) -250 (words) 120 (here)] TJ',
      "(next line) '",
      '3 1 (spaced line) "',
      '80 Tz 2 Ts (scaled and raised) Tj',
      'T* 1.5 Tc 4 Tw (character and word spaced) Tj 0 Tc 0 Tw',
      'T* 0 Ts 100 Tz 1 0 0 1 300 300 Tm (moved) Tj',
      '0 -20 TD (leading move) Tj T* (again) Tj ET',
    ].join('\n')
    const bytes = await makePdf(async (doc) => {
      const font = await doc.embedFont(StandardFonts.TimesRoman)
      const page = doc.addPage([612, 792])
      page.node.setFontDictionary(PDFName.of('F1'), font.ref)
      page.node.addContentStream(doc.context.register(doc.context.stream(content)))
    })
    const [own] = ownPages(bytes)
    expect(own!.glyphs.map((g) => g.text).join('')).toContain('Kernedwordshere')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it('reads an operand an operator lacks as 0, never as an operand of the operator before it', async () => {
    const pageWith = async (content: string): Promise<PdfPageContent> => {
      const bytes = await makePdf(async (doc) => {
        const font = await doc.embedFont(StandardFonts.Helvetica)
        const page = doc.addPage([612, 792])
        page.node.setFontDictionary(PDFName.of('F1'), font.ref)
        page.node.addContentStream(doc.context.register(doc.context.stream(content)))
      })
      return ownPages(bytes)[0]!
    }
    // `Td` with one operand after `Tf` (whose second operand is 10): a move by (5, 0)
    const short = await pageWith('BT 1 0 0 1 100 200 Tm /F1 10 Tf 5 Td (a) Tj ET')
    const placed = await pageWith('BT 1 0 0 1 105 200 Tm /F1 10 Tf (a) Tj ET')
    expect(short.glyphs).toEqual(placed.glyphs)
    expect(short.glyphs[0]!.x0).toBe(105)
  })

  it('gives a page it cannot read (a font set through an ExtGState) to pdfjs, with the same result as pdfjs alone', async () => {
    const bytes = await makePdf(async (doc) => {
      const ctx = doc.context
      const font = await doc.embedFont(StandardFonts.Helvetica)
      const page = doc.addPage([612, 792])
      page.node.setFontDictionary(PDFName.of('F1'), font.ref)
      page.node.setExtGState(PDFName.of('GS1'), ctx.register(ctx.obj({ Type: 'ExtGState', Font: [font.ref, 14] })))
      page.node.addContentStream(ctx.register(ctx.stream('BT /F1 12 Tf /GS1 gs 72 700 Td (AAA) Tj ET')))
    })
    expect(() => openTextLayer(bytes).readPage(1)).toThrow(UnsupportedPdfError)
    expect(await fastFirstPage(bytes)).toEqual((await pdfjsPages(bytes))[0])
  })

  /** A page showing `text` in an embedded font with the given program and /Differences [65 /A], no /ToUnicode. */
  const embeddedFontPage = (text: string, fontFile: 'FontFile' | 'FontFile3', programText: string): Promise<Uint8Array> =>
    makePdf((doc) => {
      const ctx = doc.context
      const program = ctx.register(
        ctx.stream(programText, fontFile === 'FontFile3' ? { Subtype: 'Type1C' } : { Length1: programText.length, Length2: 0, Length3: 0 }),
      )
      const descriptor = ctx.register(
        ctx.obj({ Type: 'FontDescriptor', FontName: 'ABCDEF+Test', Flags: 4, FontBBox: [0, -200, 600, 800], Descent: -200, [fontFile]: program }),
      )
      const font = ctx.register(
        ctx.obj({
          Type: 'Font',
          Subtype: 'Type1',
          BaseFont: 'ABCDEF+Test',
          FirstChar: 65,
          LastChar: 66,
          Widths: [600, 600],
          Encoding: { Type: 'Encoding', Differences: [65, 'A'] },
          FontDescriptor: descriptor,
        }),
      )
      const page = doc.addPage([300, 300])
      page.node.setFontDictionary(PDFName.of('F1'), font)
      page.node.addContentStream(ctx.register(ctx.stream(`BT /F1 10 Tf 20 250 Td (${text}) Tj ET`)))
    })

  it('names the codes of an embedded Type1 font by /Differences first, then by the encoding built into its program', async () => {
    const header = '%!PS-AdobeFont-1.0: Test 001\n/Encoding 256 array\ndup 65 /Z put\ndup 66 /B put\nreadonly def\ncurrentfile eexec\n'
    const [own] = ownPages(await embeddedFontPage('AB', 'FontFile', header))
    expect(own!.glyphs.map((g) => [g.text, g.x1 - g.x0])).toEqual([
      ['A', 6],
      ['B', 6],
    ])
  })

  it('reads the codes of an embedded CFF font that /Differences names, and leaves codes only its program names to pdfjs when the program is one it does not read', async () => {
    const [own] = ownPages(await embeddedFontPage('AA', 'FontFile3', 'not parsed'))
    expect(own!.glyphs.map((g) => g.text).join('')).toBe('AA')
    const withUnnamedCode = await embeddedFontPage('AB', 'FontFile3', 'not parsed')
    expect(() => ownPages(withUnnamedCode)).toThrow(UnsupportedPdfError)
  })

  it('reads an embedded TrueType font without /ToUnicode by its /Encoding, and leaves a symbolic one without /Encoding to pdfjs', async () => {
    const trueTypePage = (flags: number, encoding: string | null): Promise<Uint8Array> =>
      makePdf((doc) => {
        const ctx = doc.context
        const program = ctx.register(ctx.stream('not parsed', { Length1: 10 }))
        const descriptor = ctx.register(
          ctx.obj({ Type: 'FontDescriptor', FontName: 'Test', Flags: flags, FontBBox: [0, -200, 600, 800], Descent: -200, FontFile2: program }),
        )
        const font = ctx.register(
          ctx.obj({
            Type: 'Font',
            Subtype: 'TrueType',
            BaseFont: 'Test',
            FirstChar: 65,
            LastChar: 66,
            Widths: [600, 600],
            FontDescriptor: descriptor,
            ...(encoding === null ? {} : { Encoding: encoding }),
          }),
        )
        const page = doc.addPage([300, 300])
        page.node.setFontDictionary(PDFName.of('F1'), font)
        page.node.addContentStream(ctx.register(ctx.stream('BT /F1 10 Tf 20 250 Td (AB) Tj ET')))
      })
    const [own] = ownPages(await trueTypePage(32, 'WinAnsiEncoding'))
    expect(own!.glyphs.map((g) => g.text).join('')).toBe('AB')
    const symbolic = await trueTypePage(4, null)
    expect(() => ownPages(symbolic)).toThrow(UnsupportedPdfError)
  })

  it('reads a TrueType font whose /Differences name glyphs like g0042, C67 or c069 by the text pdfjs gives those names', async () => {
    const bytes = await makePdf((doc) => {
      const ctx = doc.context
      const descriptor = ctx.register(
        ctx.obj({ Type: 'FontDescriptor', FontName: 'Arial', Flags: 32, FontBBox: [0, -200, 1000, 900], Descent: -200 }),
      )
      const font = ctx.register(
        ctx.obj({
          Type: 'Font',
          Subtype: 'TrueType',
          BaseFont: 'Arial',
          FirstChar: 65,
          LastChar: 68,
          Widths: [600, 600, 600, 600],
          FontDescriptor: descriptor,
          Encoding: { Type: 'Encoding', BaseEncoding: 'WinAnsiEncoding', Differences: [65, 'g0042', 'C67', 'c069', 'G44'] },
        }),
      )
      const page = doc.addPage([300, 300])
      page.node.setFontDictionary(PDFName.of('F1'), font)
      page.node.addContentStream(ctx.register(ctx.stream('BT /F1 10 Tf 20 250 Td (ABCD) Tj ET')))
    })
    const [own] = ownPages(bytes)
    expect(own!.glyphs.map((g) => g.text).join('')).toBe('BCED')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it('reads fonts without a /FontDescriptor with the flags and default width pdfjs simulates for them', async () => {
    const bytes = await makePdf((doc) => {
      const ctx = doc.context
      // a TrueType font without a descriptor counts as nonsymbolic: StandardEncoding, so code 0xE9 is Oslash, not eacute
      const arial = ctx.register(
        ctx.obj({
          Type: 'Font',
          Subtype: 'TrueType',
          BaseFont: 'Arial',
          FirstChar: 65,
          LastChar: 0xe9,
          Widths: Array.from({ length: 0xe9 - 64 }, () => 500),
        }),
      )
      // Courier with /Widths for one code: the other codes get Courier's 600
      const courier = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Courier', FirstChar: 65, LastChar: 65, Widths: [300] }))
      const page = doc.addPage([300, 300])
      page.node.setFontDictionary(PDFName.of('F1'), arial)
      page.node.setFontDictionary(PDFName.of('F2'), courier)
      page.node.addContentStream(ctx.register(ctx.stream('BT /F1 10 Tf 20 250 Td <41E9> Tj /F2 10 Tf 0 -20 Td (AB) Tj ET')))
    })
    const [own] = ownPages(bytes)
    expect(own!.glyphs.map((g) => [g.text, Math.round((g.x1 - g.x0) * 10) / 10])).toEqual([
      ['A', 5],
      ['\u00d8', 5],
      ['A', 3],
      ['B', 6],
    ])
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it('with graphics, records the images, invisible text and painted paths that pdfjs reports when it decodes images', async () => {
    const content = [
      'BT /F1 12 Tf 50 450 Td (Visible) Tj 3 Tr 0 -20 Td (Hidden layer) Tj 0 Tr ET',
      '50 400 m 350 400 l S', // a ruling
      '50 300 100 50 re S 200 300 80 40 re f', // a stroked box and a filled one
      '60 200 m 120 200 l 120 240 l s', // closed by the paint operator
      '150 200 m 200 250 250 250 300 200 c 320 220 340 200 v 360 180 380 200 y S', // curves
      '0 0 400 500 re W n', // a clip: nothing painted
      'q 2 0 0 2 10 10 cm 10 10 m 40 10 l S /Im1 Do Q', // through a CTM; the image in its unit square
      'q 30 0 0 20 300 60 cm BI /W 2 /H 2 /CS /G /BPC 8 ID \x00\xff\xff\x00 EI Q', // an inline image
      'q 60 80 m 90 80 l Q S', // as in pdfjs, a path begun inside q/Q is still painted after Q
      '/Fm1 Do /Fm2 Do', // forms: one a transparency group, both with an image
    ].join('\n')
    const bytes = await makePdf(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica)
      const page = doc.addPage([400, 500])
      page.node.setFontDictionary(PDFName.of('F1'), font.ref)
      const image = doc.context.register(
        doc.context.stream(Uint8Array.of(0, 128, 255, 64), {
          Type: 'XObject',
          Subtype: 'Image',
          Width: 2,
          Height: 2,
          ColorSpace: 'DeviceGray',
          BitsPerComponent: 8,
        }),
      )
      const form = (extra: Record<string, unknown>): ReturnType<typeof doc.context.register> =>
        doc.context.register(
          doc.context.stream('q 50 0 0 50 0 0 cm /Im1 Do Q 0 0 m 50 50 l S', {
            Type: 'XObject',
            Subtype: 'Form',
            BBox: [0, 0, 100, 100],
            Matrix: [1, 0, 0, 1, 220, 380],
            Resources: { XObject: { Im1: image } },
            ...extra,
          }),
        )
      page.node.setXObject(PDFName.of('Im1'), image)
      page.node.setXObject(PDFName.of('Fm1'), form({}))
      page.node.setXObject(PDFName.of('Fm2'), form({ Group: { S: 'Transparency' }, Matrix: [0.5, 0, 0, 0.5, 10, 420] }))
      page.node.addContentStream(
        doc.context.register(doc.context.stream(content.replace(/\\x([0-9a-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))),
      )
    })
    const own = openTextLayer(bytes, { graphics: true }).readPage(1)
    const pdfjs = await openPdf(bytes, { decodeImages: true })
    try {
      const reference = await pdfjs.readPage(1)
      expect(own.drawings).toEqual(reference.drawings)
      expect(own.paths).toEqual(reference.paths)
      expect(own.figures).toEqual(reference.figures)
    } finally {
      await pdfjs.close()
    }
    expect(own.drawings!.images).toHaveLength(4)
    expect(own.drawings!.invisibleTextOps).toBe(1)
    expect(own.drawings!.textOps).toBe(2)
    expect(own.paths!.rects).toHaveLength(2)
    expect(own.paths!.segments.length).toBeGreaterThanOrEqual(6)
    // without graphics, the page carries none, and images larger than a pixel are not figure objects
    const textOnly = openTextLayer(bytes).readPage(1)
    expect(textOnly.drawings).toBeUndefined()
    expect(textOnly.paths).toBeUndefined()
  })

  it('with graphics, skips unknown operators named like object properties ("toString", "constructor") as pdfjs does', async () => {
    const bytes = await makePdf((doc) => {
      const page = doc.addPage([300, 300])
      page.node.setFontDictionary(PDFName.of('F1'), doc.context.register(doc.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' })))
      const content = '0 0 m 100 100 l toString S constructor 10 10 50 50 re f BT /F1 12 Tf 20 250 Td (Hi) Tj valueOf ET'
      page.node.addContentStream(doc.context.register(doc.context.stream(content)))
    })
    const own = openTextLayer(bytes, { graphics: true }).readPage(1)
    const reference = (await pdfjsPages(bytes, true))[0]!
    // (not the glyph boxes: with graphics pdfjs measures non-embedded Helvetica by the font program it loads, the reader by its AFM)
    expect([own.drawings, own.paths, own.glyphs.map((g) => g.text)]).toEqual([
      reference.drawings,
      reference.paths,
      reference.glyphs.map((g) => g.text),
    ])
    expect(own.paths!.rects).toHaveLength(1)
    expect(own.paths!.segments.length).toBeGreaterThan(0)
  })

  it('leaves a file it cannot open (not a PDF) to pdfjs, so the error keeps its wording', async () => {
    const bytes = new TextEncoder().encode('not a pdf at all')
    await expect(openFastPdf(bytes)).rejects.toThrow('File does not appear to be a valid PDF')
  })

  it('sizes the glyph columns of a page for the glyphs of the page read before it and an eighth more, and grows them past that', async () => {
    const line = (n: number): string => 'x'.repeat(n)
    const bytes = await makePdf(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Courier)
      for (const n of [800, 40, 1200]) doc.addPage([612, 792]).drawText(line(n), { x: 10, y: 700, size: 1, font })
    })
    const doc = openTextLayer(bytes)
    const [first, second, third] = [1, 2, 3].map((i) => doc.readPage(i).glyphColumns!)

    expect([first!.length, second!.length, third!.length]).toEqual([800, 40, 1200])
    expect(second!.x0.length).toBe(800 + 100)
    expect(third!.x0.length).toBeGreaterThanOrEqual(1200)
    expect(third!.texts.join('')).toBe(line(1200))
  })

  it('reads a content stream compressed with Flate', async () => {
    const bytes = await makePdf(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Courier)
      const page = doc.addPage([300, 300])
      page.node.setFontDictionary(PDFName.of('F1'), font.ref)
      const data = deflateSync(Buffer.from('BT /F1 9 Tf 20 250 Td (Courier is monospaced) Tj ET'))
      page.node.addContentStream(doc.context.register(doc.context.stream(new Uint8Array(data), { Filter: 'FlateDecode' })))
    })
    const [own] = ownPages(bytes)
    expect(own!.glyphs.map((g) => g.text).join('')).toBe('Courier is monospaced')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })
})
