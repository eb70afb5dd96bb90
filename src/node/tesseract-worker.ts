/**
 * @module node/tesseract-worker
 * The entry of tesseract.js's worker thread in Node (its `workerPath`, set by ./tesseract-worker-path):
 * drops the OCR engine's own diagnostics from this thread's console (ocr/native-diagnostics), then runs
 * tesseract.js's Node worker script. The WASM core binds console.error when it loads, after this.
 */
import { createRequire } from 'node:module'
import { dropNativeDiagnostics } from '../ocr/native-diagnostics.js'

dropNativeDiagnostics(console)
createRequire(import.meta.url)('tesseract.js/src/worker-script/node/index.js')
