/**
 * @module pdf/pdfjs-worker-window-guard
 * Evaluated just before pdf.js's worker module (see pdf/pdfjs-worker-loader): inside a Web Worker it sets
 * `globalThis.window`, because pdf.js's worker module, evaluated in a Web Worker without `window`, takes the
 * worker's own message channel for itself (it listens on `self` and posts a "ready" message to the page).
 * docparts runs that module in the calling thread instead; the loader removes `window` right after.
 */
const scope = globalThis as { window?: unknown; WorkerGlobalScope?: unknown }

/** Whether `window` was set here (and must be removed once pdf.js's worker module is evaluated). */
export const windowSet = scope.window === undefined && typeof scope.WorkerGlobalScope === 'function'
if (windowSet) scope.window = globalThis
