/**
 * Cross-check of docparts's own text-layer reader (src/pdf/reader) against the pdfjs path on real files:
 * for every page, the glyphs (text and box), form figures and links both give. Prints per file how many
 * pages the reader handled, how many were identical, and the first difference. With --graphics, both read
 * as hi_res does (pdfjs decoding images), and the page's drawings (image boxes, text operations, invisible
 * ones) and vector paths are compared too.
 *   node --import tsx benchmarks/pdf-reader/compare-readers.ts [--graphics] <pdf or folder>...
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { openPdf } from '../../src/pdf/pdfjs.js'
import type { PdfPageContent } from '../../src/pdf/pdfjs.js'
import { openTextLayer } from '../../src/pdf/reader/text-layer-reader.js'

function files(args: string[]): string[] {
  const out: string[] = []
  for (const a of args) {
    if (statSync(a).isDirectory())
      out.push(
        ...readdirSync(a)
          .filter((f) => f.toLowerCase().endsWith('.pdf'))
          .sort()
          .map((f) => join(a, f)),
      )
    else out.push(a)
  }
  return out
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a))

function diff(a: PdfPageContent, b: PdfPageContent): string | null {
  if (!close(a.width, b.width) || !close(a.height, b.height) || a.rotation !== b.rotation)
    return `page size ${a.width}x${a.height}/${a.rotation} vs ${b.width}x${b.height}/${b.rotation}`
  const n = Math.max(a.glyphs.length, b.glyphs.length)
  for (let i = 0; i < n; i++) {
    const g = a.glyphs[i]
    const h = b.glyphs[i]
    if (g === undefined || h === undefined)
      return `glyph count ${a.glyphs.length} vs ${b.glyphs.length} (at ${i}: ${JSON.stringify(g?.text ?? h?.text)})`
    if (g.text !== h.text) return `glyph ${i} text ${JSON.stringify(g.text)} vs ${JSON.stringify(h.text)}`
    if (!close(g.x0, h.x0) || !close(g.x1, h.x1) || !close(g.y0, h.y0) || !close(g.y1, h.y1)) {
      return `glyph ${i} ${JSON.stringify(g.text)} box ${[g.x0, g.y0, g.x1, g.y1].map((v) => v.toFixed(3))} vs ${[h.x0, h.y0, h.x1, h.y1].map((v) => v.toFixed(3))}`
    }
  }
  const fa = JSON.stringify(a.figures)
  const fb = JSON.stringify(b.figures)
  if (fa !== fb) return `figures differ (${a.figures.length} vs ${b.figures.length}) ${fa.slice(0, 200)} vs ${fb.slice(0, 200)}`
  const la = JSON.stringify(a.links)
  const lb = JSON.stringify(b.links)
  if (la !== lb) return `links differ ${la.slice(0, 300)} vs ${lb.slice(0, 300)}`
  return null
}

/** The first difference in what the page draws besides text (drawings, then paths), or null. */
function graphicsDiff(a: PdfPageContent, b: PdfPageContent): string | null {
  const da = JSON.stringify(a.drawings)
  const db = JSON.stringify(b.drawings)
  if (da !== db) return `drawings differ ${firstDifference(da, db)}`
  const pa = JSON.stringify(a.paths)
  const pb = JSON.stringify(b.paths)
  if (pa !== pb)
    return `paths differ (${a.paths?.segments.length}+${a.paths?.rects.length} vs ${b.paths?.segments.length}+${b.paths?.rects.length}) ${firstDifference(pa, pb)}`
  return null
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}: ${a.slice(Math.max(0, i - 80), i + 80)} vs ${b.slice(Math.max(0, i - 80), i + 80)}`
}

const args = process.argv.slice(2)
const graphics = args.includes('--graphics')
const totals = { pages: 0, handled: 0, identical: 0, sameGraphics: 0 }
for (const file of files(args.filter((a) => a !== '--graphics'))) {
  const bytes = new Uint8Array(readFileSync(file))
  const name = file.split('/').pop()!
  let ours
  try {
    ours = openTextLayer(bytes, { graphics })
  } catch (e) {
    console.log(`${name}: not opened: ${(e as Error).message}`)
    continue
  }
  let reference
  try {
    reference = await openPdf(bytes, { decodeImages: graphics })
  } catch (e) {
    console.log(`${name}: pdfjs fails: ${(e as Error).message}`)
    continue
  }
  let handled = 0
  let identical = 0
  let sameGraphics = 0
  const notes = new Map<string, number>()
  try {
    if (ours.numPages !== reference.numPages) console.log(`${name}: page count ${ours.numPages} vs ${reference.numPages}`)
    for (let i = 1; i <= Math.min(ours.numPages, reference.numPages); i++) {
      totals.pages++
      let a: PdfPageContent
      try {
        a = ours.readPage(i)
      } catch (e) {
        const m = `unsupported: ${(e as Error).message}`
        notes.set(m, (notes.get(m) ?? 0) + 1)
        continue
      }
      handled++
      const b = await reference.readPage(i).catch(() => null)
      if (b === null) {
        notes.set('pdfjs failed the page', (notes.get('pdfjs failed the page') ?? 0) + 1)
        continue
      }
      const d = diff(a, b)
      if (d === null) identical++
      else if (!notes.has(d)) notes.set(`p${i}: ${d}`, 1)
      if (graphics) {
        const g = graphicsDiff(a, b)
        if (g === null) sameGraphics++
        else notes.set(`p${i}: ${g}`, 1)
      }
    }
  } finally {
    await reference.close()
  }
  totals.handled += handled
  totals.identical += identical
  totals.sameGraphics += sameGraphics
  console.log(
    `${name}: ${ours.numPages} pages, handled ${handled}, identical ${identical}${graphics ? `, same drawings and paths ${sameGraphics}` : ''}`,
  )
  let k = 0
  for (const [m, c] of notes) if (k++ < 6) console.log(`   ${c > 1 ? `${c}× ` : ''}${m}`)
}
console.log(
  `TOTAL pages ${totals.pages}, handled ${totals.handled}, identical ${totals.identical}${graphics ? `, same drawings and paths ${totals.sameGraphics}` : ''}`,
)
