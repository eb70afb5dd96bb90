/**
 * Reading order on hand-labelled real pages: docparts hi_res and fast against pdfminer.six and
 * pdftotext, by normalised edit distance to the label (see benchmarks/quality/quality-order.ts).
 */
import { runQualityOrder } from './quality/quality-order.js'

export const run = runQualityOrder
