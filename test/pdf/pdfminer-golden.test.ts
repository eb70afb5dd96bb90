import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeLayout } from '../../src/layout/analyze-layout.js'
import type { LayoutParams } from '../../src/layout/params.js'
import { boxText } from '../../src/layout/text-of.js'
import { openPdf } from '../../src/pdf/pdfjs.js'

// Golden text boxes from pdfminer.six for the generated PDFs of fixtures/pdf (see fixtures/pdf/generate.ts).
interface GoldenBox {
  text: string
  bbox: [number, number, number, number]
}
interface GoldenFile {
  file: string
  pages: { width: number; height: number; boxes: GoldenBox[] }[]
}

function golden(name: string): GoldenFile[] {
  return readFileSync(new URL(`../../fixtures/pdf/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as GoldenFile)
}

const SETTINGS: [string, Partial<LayoutParams>][] = [
  ['golden-default.jsonl', { wordMargin: 0.185 }],
  ['golden-custom.jsonl', { wordMargin: 0.5, charMargin: 1.0, lineMargin: 0.2, lineOverlap: 0.3 }],
]

describe('pdfjs text layer + layout against pdfminer.six on the generated PDFs', () => {
  for (const [goldenName, params] of SETTINGS) {
    for (const expected of golden(goldenName)) {
      const name = expected.file.split('/').pop()!
      it(`gives pdfminer's text boxes for ${name} (${goldenName})`, async () => {
        const reader = await openPdf(new Uint8Array(readFileSync(new URL(`../../fixtures/pdf/${name}`, import.meta.url))))
        const pages = []
        for (let i = 1; i <= reader.numPages; i++) {
          const page = await reader.readPage(i)
          const { boxes } = analyzeLayout(page.glyphs, { x0: 0, y0: 0, x1: page.width, y1: page.height }, params)
          pages.push({ width: page.width, height: page.height, boxes: boxes.map((b) => ({ text: boxText(b), bbox: [b.x0, b.y0, b.x1, b.y1] })) })
        }
        await reader.close()

        expect(pages.map((p) => p.boxes.map((b) => b.text))).toEqual(expected.pages.map((p) => p.boxes.map((b) => b.text)))
        pages.forEach((page, i) => {
          expect([page.width, page.height]).toEqual([expected.pages[i]!.width, expected.pages[i]!.height])
          page.boxes.forEach((box, j) => box.bbox.forEach((v, k) => expect(v).toBeCloseTo(expected.pages[i]!.boxes[j]!.bbox[k]!, 4)))
        })
      })
    }
  }
})
