/**
 * @module pdf/reader/type3-font-box
 * The box pdfjs gives a Type3 font (evaluator.js TranslatedFont.loadType3Data), from which the text
 * layer takes the font's descent: the declared /FontBBox (normalized; [0 0 0 0] when absent), replaced by
 * the union of the glyph boxes of the procedures that open with `d1` when the declared box is empty or at
 * least ten times smaller than such a glyph box (a FontBBox in the wrong units). Procedures that open
 * with `d0` under an empty FontBBox make pdfjs guess the box from their paths: UnsupportedPdfError.
 */
import type { PdfFile } from './pdf-file.js'
import { PdfLexer, Tok } from './pdf-lexer.js'
import { UnsupportedPdfError, isStream } from './pdf-objects.js'
import type { PdfDict } from './pdf-objects.js'

/** The operator a glyph procedure opens with, and its number operands; null when it has none. */
function firstOperator(data: Uint8Array): { op: string; operands: number[] } | null {
  const lexer = new PdfLexer(data)
  const operands: number[] = []
  for (;;) {
    const tok = lexer.next()
    if (tok === Tok.EOF) return null
    if (tok === Tok.Number) operands.push(lexer.num)
    else if (tok === Tok.Keyword) return { op: lexer.text, operands }
    else return null
  }
}

/** `declared` is the normalized /FontBBox, [0, 0, 0, 0] when the font has none. */
export function type3FontBox(file: PdfFile, font: PdfDict, declared: readonly number[]): readonly number[] {
  const procs = file.getDict(font, 'CharProcs')
  if (procs === null) throw new UnsupportedPdfError('A Type3 font without /CharProcs is read by pdfjs.')
  const declaredSize = Math.hypot(declared[2]! - declared[0]!, declared[3]! - declared[1]!)
  let box: number[] | null = null
  for (const key of procs.keys()) {
    const stream = file.get(procs, key)
    if (!isStream(stream)) continue
    const first = firstOperator(file.streamData(stream))
    if (first === null) continue
    if (first.op === 'd0' && declaredSize === 0) throw new UnsupportedPdfError('A Type3 font with an empty /FontBBox and d0 glyphs is read by pdfjs.')
    if (first.op !== 'd1' || first.operands.length !== 6) continue
    const [, , a, b, c, d] = first.operands as [number, number, number, number, number, number]
    const x0 = Math.min(a, c)
    const x1 = Math.max(a, c)
    const y0 = Math.min(b, d)
    const y1 = Math.max(b, d)
    if (x1 - x0 === 0 || y1 - y0 === 0) continue
    if (declaredSize !== 0 && Math.round(Math.hypot(x1 - x0, y1 - y0) / declaredSize) < 10) continue
    box ??= [Infinity, Infinity, -Infinity, -Infinity]
    box[0] = Math.min(box[0]!, x0)
    box[1] = Math.min(box[1]!, y0)
    box[2] = Math.max(box[2]!, x1)
    box[3] = Math.max(box[3]!, y1)
  }
  return box ?? declared
}
