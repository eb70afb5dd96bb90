/**
 * @module node/tesseract-worker-path
 * Installs, on import, ./tesseract-worker as the entry of tesseract's worker threads, so Leptonica's
 * "Error in boxClipToRectangle: …" lines stay out of the process's stderr. Only where that compiled
 * file is really beside this one (the built package): run from the TypeScript sources (tests under tsx),
 * or bundled into one file by an application, tesseract.js's own entry is kept, so OCR always starts.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { setTesseractWorkerPath } from '../ocr/tesseract.js'

const entry = import.meta.url.endsWith('.js') ? fileURLToPath(new URL('./tesseract-worker.js', import.meta.url)) : undefined
if (entry !== undefined && existsSync(entry)) setTesseractWorkerPath(entry)
