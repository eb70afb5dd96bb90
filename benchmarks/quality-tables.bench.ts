/**
 * Tables on hand-labelled real pages: docparts hi_res and fast Table elements against the labelled
 * tables, precision, recall and cell score (see benchmarks/quality/quality-tables.ts).
 */
import { runQualityTables } from './quality/quality-tables.js'

export const run = runQualityTables
