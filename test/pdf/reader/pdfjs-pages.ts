/**
 * @module test/pdf/reader/pdfjs-pages
 * Every page of a document as pdfjs reads it (src/pdf/pdfjs.ts), with `graphics` as hi_res reads it: what
 * the reader's tests hold its pages to.
 */
import { openFastPdf } from '../../../src/pdf/open-fast-pdf.js'
import { openPdf } from '../../../src/pdf/pdfjs.js'
import type { PdfPageContent } from '../../../src/pdf/pdfjs.js'

export async function pdfjsPages(bytes: Uint8Array, graphics = false): Promise<PdfPageContent[]> {
  const reader = await openPdf(bytes, { decodeImages: graphics })
  try {
    const pages: PdfPageContent[] = []
    for (let i = 1; i <= reader.numPages; i++) pages.push(await reader.readPage(i))
    return pages
  } finally {
    await reader.close()
  }
}

/** Page 1 as the fast path reads it (src/pdf/open-fast-pdf.ts: our reader, pdfjs for a page it declines). */
export async function fastFirstPage(bytes: Uint8Array, graphics = false): Promise<PdfPageContent> {
  const fast = await openFastPdf(bytes, { graphics })
  try {
    return await fast.readPage(1)
  } finally {
    await fast.close()
  }
}
