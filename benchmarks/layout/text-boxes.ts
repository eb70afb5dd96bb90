/**
 * Prints docparts' text boxes of PDFs as JSON lines, the same shape as pdfminer_boxes.py.
 *   node --import tsx benchmarks/layout/text-boxes.ts '{"wordMargin":0.185}' a.pdf b.pdf
 */
import { readFileSync } from 'node:fs'
import { analyzeLayout } from '../../src/layout/analyze-layout.js'
import { boxText } from '../../src/layout/text-of.js'
import { openFastPdf } from '../../src/pdf/open-fast-pdf.js'

const params = JSON.parse(process.argv[2] ?? '{}') as Record<string, number>
for (const file of process.argv.slice(3)) {
  try {
    const started = performance.now()
    const reader = await openFastPdf(new Uint8Array(readFileSync(file)))
    const pages = []
    for (let i = 1; i <= reader.numPages; i++) {
      const page = await reader.readPage(i)
      const { boxes } = analyzeLayout(page.glyphs, { x0: 0, y0: 0, x1: page.width, y1: page.height }, params)
      pages.push({ width: page.width, height: page.height, boxes: boxes.map((b) => ({ text: boxText(b), bbox: [b.x0, b.y0, b.x1, b.y1] })) })
    }
    await reader.close()
    console.log(JSON.stringify({ file, pages, ms: performance.now() - started }))
  } catch (error) {
    console.log(JSON.stringify({ file, error: `${(error as Error).name}: ${(error as Error).message}` }))
  }
}
