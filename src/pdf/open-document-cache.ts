/**
 * @module pdf/open-document-cache
 * One open PDF kept between the page-range tasks of a worker (thread or process) that reads ranges of the
 * same document one after another: the file and its fonts are parsed once, not once per range. A task for
 * another document closes it; so does `keepOpenMs` without a task (`release()` starts that wait), so an
 * idle worker holds no file.
 */
import type { PdfDocumentReader } from './pdfjs.js'

export interface OpenDocumentCache {
  /** The open document under `key`, else `open()`'s (the previous one is closed). */
  readerFor(key: string, open: () => Promise<PdfDocumentReader>): Promise<PdfDocumentReader>
  /** A task is done with the document: it is closed unless another task asks for it within `keepOpenMs`. */
  release(): void
  /** Closes the document now. */
  close(): void
}

export function openDocumentCache(keepOpenMs: number): OpenDocumentCache {
  let current: { key: string; reader: Promise<PdfDocumentReader> } | undefined
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  const close = (): void => {
    const closing = current
    current = undefined
    void closing?.reader.then((reader) => reader.close()).catch(() => undefined)
  }
  return {
    readerFor(key, open) {
      if (idleTimer !== undefined) clearTimeout(idleTimer)
      if (current?.key !== key) {
        close()
        current = { key, reader: open() }
      }
      return current.reader
    },
    release() {
      if (idleTimer !== undefined) clearTimeout(idleTimer)
      idleTimer = setTimeout(close, keepOpenMs)
      idleTimer.unref()
    },
    close,
  }
}
