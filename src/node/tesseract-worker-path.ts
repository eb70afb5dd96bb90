/**
 * @module node/tesseract-worker-path
 * ./tesseract-worker as the entry of tesseract's worker threads, so Leptonica's "Error in
 * boxClipToRectangle: …" lines stay out of the process's stderr. Only where that compiled file is really
 * beside this one (the built package): run from the TypeScript sources (tests under tsx), or bundled into
 * one file by an application, tesseract.js's own entry is kept, so OCR always starts. Installed by
 * `installNodeOcr` (./ocr-node-helpers.ts); importing this module changes nothing.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { setTesseractWorkerPath } from '../ocr/tesseract.js'

/** Points tesseract.js at ./tesseract-worker.js when the built file is there; otherwise leaves its own entry. */
export function installTesseractWorkerPath(): void {
  const entry = import.meta.url.endsWith('.js') ? fileURLToPath(new URL('./tesseract-worker.js', import.meta.url)) : undefined
  if (entry !== undefined && existsSync(entry)) setTesseractWorkerPath(entry)
}
