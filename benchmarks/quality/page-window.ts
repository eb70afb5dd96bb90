/**
 * Long documents are not partitioned whole for one labelled page (hi_res of a 619-page book would
 * take far beyond any time limit). For a document of more than WHOLE_DOCUMENT_PAGES pages, the
 * labelled page is copied with its WINDOW neighbours on each side (pdf-lib, pages unchanged) into a
 * temporary PDF, so running headers and footers still repeat around it as docparts's furniture
 * detection expects (src/pdf/running-furniture.ts looks 2 pages either way). Shorter documents are
 * partitioned whole.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { fileIdentity } from './partition-in-child.js'

export const WHOLE_DOCUMENT_PAGES = 20
export const WINDOW = 2

export interface PageWindow {
  /** The file to partition: the document itself, or a temporary copy of the window. */
  path: string
  /** Page number in `path` = page number in the document − offset. */
  offset: number
  /** Removes the temporary copy, if any. */
  dispose(): void
  /** Names the window's content: the document's fileIdentity, plus the window's first page for a copy. */
  key: string
}

/** The file docparts should read to get `page` (1-based) of the document at `path`. */
export async function pageWindow(path: string, page: number): Promise<PageWindow> {
  const bytes = readFileSync(path)
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
  const count = source.getPageCount()
  if (count <= WHOLE_DOCUMENT_PAGES) return { path, offset: 0, dispose: () => {}, key: fileIdentity(path) }
  const first = Math.max(1, page - WINDOW)
  const last = Math.min(count, page + WINDOW)
  const target = await PDFDocument.create()
  const indices = Array.from({ length: last - first + 1 }, (_, i) => first - 1 + i)
  for (const copied of await target.copyPages(source, indices)) target.addPage(copied)
  const dir = mkdtempSync(join(tmpdir(), 'docparts-window-'))
  const windowPath = join(dir, `pages-${first}-${last}.pdf`)
  writeFileSync(windowPath, await target.save())
  return { path: windowPath, offset: first - 1, dispose: () => rmSync(dir, { recursive: true, force: true }), key: `${fileIdentity(path)}#${first}` }
}
