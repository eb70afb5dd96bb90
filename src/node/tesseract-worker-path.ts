/**
 * @module node/tesseract-worker-path
 * Installs, on import, ./tesseract-worker as the entry of tesseract's worker threads, so Leptonica's
 * "Error in boxClipToRectangle: …" lines stay out of the process's stderr. Only in the built package:
 * run from the TypeScript sources (tests under tsx), a worker thread could not load a .ts entry, and
 * tesseract.js's own entry is used.
 */
import { fileURLToPath } from 'node:url'
import { setTesseractWorkerPath } from '../ocr/tesseract.js'

if (import.meta.url.endsWith('.js')) setTesseractWorkerPath(fileURLToPath(new URL('./tesseract-worker.js', import.meta.url)))
