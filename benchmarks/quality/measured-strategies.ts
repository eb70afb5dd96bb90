/**
 * The docparts options the page measures run: hi_res, and fast with table inference asked for
 * (pdfInferTableStructure is true by default; spelled out because the table measure is about it).
 * quality-order.ts and quality-tables.ts pass the same objects, so a QUALITY_CACHE serves both.
 */
import type { PartitionOptions } from '../../src/options/validate-options.js'

export const MEASURED_STRATEGIES = {
  hi_res: { strategy: 'hi_res', pdfInferTableStructure: true },
  fast: { strategy: 'fast', pdfInferTableStructure: true },
} satisfies Record<string, PartitionOptions>
