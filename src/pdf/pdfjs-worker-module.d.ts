/**
 * @module pdf/pdfjs-worker-module
 * Type of pdfjs's worker module, which pdfjs-dist ships without declarations. `pdfjs.ts` imports it
 * only for its side effect: it registers itself on `globalThis.pdfjsWorker` for pdfjs's in-thread worker.
 */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
