import { describe, expect, test } from 'vitest'
import { dropNativeDiagnostics, isNativeDiagnostic } from '../../src/ocr/native-diagnostics.js'

describe("native OCR diagnostics are not the user's business", () => {
  test.each([
    'Error in boxClipToRectangle: box outside rectangle',
    'Error in pixScanForForeground: invalid box',
    'Warning in pixReadMemPnm: work-around: writing to a temp file',
    'Detected 60 diacritics',
    'Estimating resolution as 163',
  ])('%s is a diagnostic', (line) => {
    expect(isNativeDiagnostic(line)).toBe(true)
  })

  test.each([
    'Error: ENOENT: no such file',
    'TypeError in worker: x is undefined',
    'RuntimeError: memory access out of bounds',
    'Detected a problem',
  ])('%s is not (real errors still show)', (line) => {
    expect(isNativeDiagnostic(line)).toBe(false)
  })

  test('a console with the filter drops diagnostics and passes everything else through unchanged', () => {
    const printed: unknown[][] = []
    const target = {
      error: (...a: unknown[]) => void printed.push(a),
      warn: (...a: unknown[]) => void printed.push(a),
      log: (...a: unknown[]) => void printed.push(a),
    }
    dropNativeDiagnostics(target)

    target.error('Error in boxClipToRectangle: box outside rectangle\n')
    target.warn('Detected 1 diacritics')
    target.error('RuntimeError: memory access out of bounds')
    target.log('Error in x: y', 42)

    expect(printed).toEqual([['RuntimeError: memory access out of bounds'], ['Error in x: y', 42]])
  })
})
