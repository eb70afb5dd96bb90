/**
 * Text decoding on the pdf.js test PDFs: character-bag F1 of docparts fast against pdftotext, or with
 * `--cid` the files whose hi_res output has "(cid:" (see benchmarks/quality/quality-decoding.ts).
 */
import { runQualityDecoding } from './quality/quality-decoding.js'

export const run = runQualityDecoding
