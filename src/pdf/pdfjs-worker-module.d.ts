/**
 * @module pdf/pdfjs-worker-module
 * Type of pdfjs's worker module, which pdfjs-dist ships without declarations. `pdfjs.ts` loads it in this
 * thread and connects its `WorkerMessageHandler` to pdfjs's API through an InThreadPort.
 */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
