/**
 * @module ocr/native-diagnostics
 * Lines that tesseract's WASM core prints for itself, not for the user: Leptonica's
 * "Error in boxClipToRectangle: box outside rectangle" (raised inside tesseract's page layout on some
 * images, with no effect on the result) and tesseract's own progress notes. In Node they would reach the
 * process's stderr from tesseract's worker thread, in the middle of a CLI's output or a server's log.
 */

const LEPTONICA = /^(?:Error|Warning|Info) in [A-Za-z_][A-Za-z0-9_]*: /
const TESSERACT = /^(?:Detected \d+ diacritics|Estimating resolution as \d+|Too few characters\.|Empty page!!|Warning: Invalid resolution \d+ dpi)/

/** True for a line the OCR engine printed about its own work. */
export function isNativeDiagnostic(line: string): boolean {
  return LEPTONICA.test(line) || TESSERACT.test(line)
}

type ConsoleMethod = (...args: unknown[]) => void

/** Replaces `error`, `warn` and `log` of `target` so single-string native diagnostics are dropped. */
export function dropNativeDiagnostics(target: { error: ConsoleMethod; warn: ConsoleMethod; log: ConsoleMethod }): void {
  for (const method of ['error', 'warn', 'log'] as const) {
    const original = target[method].bind(target)
    target[method] = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === 'string' && isNativeDiagnostic(args[0].trimEnd())) return
      original(...args)
    }
  }
}
