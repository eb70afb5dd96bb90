/**
 * @module pdf/pdfjs-worker-loader
 * pdf.js's worker half, for pdf/pdfjs to run in the calling thread. Module evaluation follows import order,
 * synchronously: the guard (pdf/pdfjs-worker-window-guard) sets `window` in a Web Worker, pdf.js's worker
 * module is evaluated and so does not take over the Web Worker's messages, and this module's body removes
 * `window` again — no other code runs in between. Nothing happens outside Web Workers.
 */
import { windowSet } from './pdfjs-worker-window-guard.js'
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.mjs'

if (windowSet) delete (globalThis as { window?: unknown }).window

export { WorkerMessageHandler }
