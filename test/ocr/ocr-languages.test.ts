import { describe, expect, test } from 'vitest'
import { ocrLanguages } from '../../src/ocr/ocr-languages.js'

describe('ocrLanguages', () => {
  test('takes ISO 639-3 codes, tesseract codes and plus-joined forms, without duplicates', () => {
    expect(ocrLanguages(['eng', 'kor']).tesseract).toBe('eng+kor')
    expect(ocrLanguages(['eng+kor', 'eng']).tesseract).toBe('eng+kor')
    expect(ocrLanguages(['deu']).tesseract).toBe('deu')
  })

  test('defaults to English and reports codes tesseract has no model for', () => {
    expect(ocrLanguages([])).toEqual({ tesseract: 'eng', dropped: [] })
    expect(ocrLanguages(['xx1'])).toEqual({ tesseract: 'eng', dropped: ['xx1'] })
  })
})
