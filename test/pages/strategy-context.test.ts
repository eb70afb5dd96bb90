import { describe, expect, it } from 'vitest'
import { validateOptions } from '../../src/options/validate-options.js'
import { strategyContext } from '../../src/pages/strategy-context.js'
import type { TableDetector } from '../../src/pages/table-hook.js'
import { detectTables } from '../../src/tables/detect-tables.js'
import type { OcrAgent } from '../../src/ocr/ocr-types.js'
import { partitionResolved } from '../../src/partition.js'

const input = {
  partitionAttachment: partitionResolved,
  bytes: new Uint8Array(),
  fileType: 'pdf' as const,
  options: validateOptions({}),
  warn: () => {},
}

describe('the strategy context carries the swappable page pieces', () => {
  it('finds tables with tables/detect-tables unless the caller gives another detector', async () => {
    expect(strategyContext(input).tableDetector).toBe(detectTables)
    const seen: number[] = []
    const detector: TableDetector = async (page) => {
      seen.push(page.pageNumber)
      return []
    }
    const ctx = strategyContext(input, {}, detector)
    await ctx.tableDetector({ pageNumber: 3, width: 10, height: 10, elements: [], ocr: ctx.tableAgent, languages: 'eng', unit: 1 })
    expect(seen).toEqual([3])
  })

  it('reads pages with the agent ocrAgent names, and tables with the one tableOcrAgent names', () => {
    const page: OcrAgent = { recognize: async () => [] }
    const table: OcrAgent = { recognize: async () => [] }
    const ctx = strategyContext({ ...input, options: validateOptions({ ocrAgent: 'mine', tableOcrAgent: 'cells' }) }, { mine: page, cells: table })
    expect(ctx.agent).toBe(page)
    expect(ctx.tableAgent).toBe(table)
  })
})
