/**
 * `node --import tsx scripts/generate-pdf-reader-tables.ts`: rewrites the generated data modules of
 * src/pdf/reader/ (glyph list, base encodings, standard-font metrics and names) from the installed
 * pdfjs-dist build. Run it after upgrading pdfjs-dist; test/pdf/reader/generated-tables.test.ts fails
 * while they are stale.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { extractPdfjsFontTables, renderPdfReaderTables } from './pdfjs-font-tables.js'

const tables = extractPdfjsFontTables()
for (const [file, text] of Object.entries(renderPdfReaderTables(tables))) {
  writeFileSync(fileURLToPath(new URL(`../src/pdf/reader/${file}`, import.meta.url)), text)
  console.log(`src/pdf/reader/${file} (pdfjs-dist ${tables.version})`)
}
