/**
 * @module ocr/ocr-languages
 * The `languages` option → the tesseract language string ("eng", "eng+kor"), as upstream's
 * `prepare_languages_for_tesseract`: each entry may be an ISO 639 code, a tesseract code or a "+"-joined
 * list; codes tesseract has no model for are dropped (with a warning); none left → "eng".
 */
import { TESSERACT_LANGUAGES_SPLITTER, toTesseractLanguages } from '../elements/language-codes.js'

export interface OcrLanguages {
  /** Tesseract codes joined with "+", never empty. */
  tesseract: string
  /** Entries that name no language tesseract knows. */
  dropped: string[]
}

export function ocrLanguages(languages: readonly string[]): OcrLanguages {
  const codes: string[] = []
  const dropped: string[] = []
  for (const entry of languages) {
    for (const part of entry.split(TESSERACT_LANGUAGES_SPLITTER)) {
      const trimmed = part.trim()
      if (trimmed === '' || trimmed === 'auto') continue
      const converted = toTesseractLanguages(trimmed)
      if (converted === '') {
        dropped.push(trimmed)
        continue
      }
      for (const code of converted.split(TESSERACT_LANGUAGES_SPLITTER)) if (!codes.includes(code)) codes.push(code)
    }
  }
  return { tesseract: codes.length > 0 ? codes.join(TESSERACT_LANGUAGES_SPLITTER) : 'eng', dropped }
}
