import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { renderPdfReaderTables } from '../../../scripts/pdfjs-font-tables.js'

it('the generated tables of src/pdf/reader are those of the installed pdfjs-dist (run `node --import tsx scripts/generate-pdf-reader-tables.ts`)', () => {
  for (const [file, text] of Object.entries(renderPdfReaderTables())) {
    expect(readFileSync(new URL(`../../../src/pdf/reader/${file}`, import.meta.url), 'utf8'), file).toBe(text)
  }
})
