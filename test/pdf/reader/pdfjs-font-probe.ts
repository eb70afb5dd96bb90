/**
 * @module test/pdf/reader/pdfjs-font-probe
 * What pdfjs makes of non-embedded fonts: a one-page PDF (made with pdf-lib) that shows the same char codes
 * in each of the given font dictionaries, opened with pdfjs as docparts opens it without the standard font
 * data (disableFontFace, no standardFontDataUrl); per font, the glyphs of its show-text operation (text and
 * width) and the ascent and descent of pdfjs's font object. For tests that hold the reader's tables to pdfjs.
 */
import { PDFDocument, PDFName } from 'pdf-lib'
import type { PDFObject } from 'pdf-lib'
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface ProbeFont {
  baseFont: string
  subtype?: 'Type1' | 'TrueType'
  /** A base encoding name for /Encoding; none when absent. */
  encoding?: string
  /** Glyph names from code `differencesFrom` on: /Encoding becomes a dictionary (with `encoding` as /BaseEncoding). */
  differences?: readonly string[]
  differencesFrom?: number
  /** Entries of a /FontDescriptor (without a font file); no descriptor when absent. */
  descriptor?: Record<string, number | string>
}

export interface ProbeGlyph {
  code: number
  unicode: string
  width: number
}

export interface ProbeResult {
  /** pdfjs's font name. */
  name: string
  ascent: number
  descent: number
  glyphs: ProbeGlyph[]
}

const hex = (codes: readonly number[]): string => codes.map((c) => c.toString(16).padStart(2, '0')).join('')

/** Each font of `fonts` shows `codes` (one byte each); the results are in the same order. */
export async function probePdfjsFonts(fonts: readonly ProbeFont[], codes: readonly number[]): Promise<ProbeResult[]> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  const ctx = doc.context
  const content: string[] = []
  fonts.forEach((font, i) => {
    const dict: Record<string, PDFObject | string> = { Type: 'Font', Subtype: font.subtype ?? 'Type1', BaseFont: font.baseFont }
    if (font.differences !== undefined) {
      const names = font.differences.map((n) => PDFName.of(n))
      const encoding: Record<string, PDFObject | string> = { Type: 'Encoding', Differences: ctx.obj([font.differencesFrom ?? 0, ...names]) }
      if (font.encoding !== undefined) encoding.BaseEncoding = font.encoding
      dict.Encoding = ctx.obj(encoding)
    } else if (font.encoding !== undefined) dict.Encoding = font.encoding
    if (font.descriptor !== undefined) {
      dict.FontDescriptor = ctx.register(ctx.obj({ Type: 'FontDescriptor', FontName: font.baseFont, ...font.descriptor }))
    }
    page.node.setFontDictionary(PDFName.of(`F${i}`), ctx.register(ctx.obj(dict)))
    content.push(`BT /F${i} 10 Tf 20 ${780 - i * 12} Td <${hex(codes)}> Tj ET`)
  })
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(content.join('\n'))))
  const data = await doc.save()

  const pdf = await getDocument({ data, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise
  try {
    const pdfPage = await pdf.getPage(1)
    const ops = await pdfPage.getOperatorList()
    const results: ProbeResult[] = []
    let fontId = ''
    for (let i = 0; i < ops.fnArray.length; i++) {
      const args = ops.argsArray[i] as unknown[]
      if (ops.fnArray[i] === OPS.setFont) fontId = args[0] as string
      if (ops.fnArray[i] !== OPS.showText) continue
      const font = pdfPage.commonObjs.get(fontId) as { name: string; ascent: number; descent: number }
      const glyphs = (args[0] as ({ unicode: string; width: number } | number)[]).filter((g) => typeof g === 'object')
      results.push({
        name: font.name,
        ascent: font.ascent,
        descent: font.descent,
        glyphs: glyphs.map((g, j) => ({ code: codes[j]!, unicode: g.unicode, width: g.width })),
      })
    }
    if (results.length !== fonts.length) throw new Error(`pdfjs showed ${results.length} of ${fonts.length} fonts`)
    return results
  } finally {
    await pdf.destroy()
  }
}

/** The codes 0x20 … 0xFF. */
export const PRINTABLE_CODES: readonly number[] = Array.from({ length: 224 }, (_, i) => i + 0x20)
