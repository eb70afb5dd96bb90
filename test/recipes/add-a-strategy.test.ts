/**
 * The README recipe "Add a strategy", followed once for its first step: one more known value of `strategy`
 * in src/options/option-fields.ts (here through vi.mock: the real record with that value added). The CLI
 * help, the option types' runtime lists, the image and platform lists follow from it with no other
 * change; the second step (its entry in pdf/page-strategies.ts `PAGE_STRATEGIES`) is what the compiler asks for.
 */
import { describe, expect, test, vi } from 'vitest'

vi.mock('../../src/options/option-fields.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/options/option-fields.js')>()
  const strategy = { ...original.OPTION_FIELDS.strategy, knownValues: [...original.OPTION_FIELDS.strategy.knownValues, 'toy'] }
  const OPTION_FIELDS = { ...original.OPTION_FIELDS, strategy }
  return {
    ...original,
    OPTION_FIELDS,
    OPTION_FIELD_LIST: original.OPTION_FIELD_LIST.map((entry) => (entry.name === 'strategy' ? { ...entry, ...strategy } : entry)),
  }
})

const { STRATEGIES, RENDERING_STRATEGIES } = await import('../../src/options/strategies.js')
const { PDF_STRATEGIES } = await import('../../src/pdf/partition-pdf.js')
const { partitionHelp } = await import('../../src/cli/help-text.js')
const { compileSteps } = await import('../../src/platform/node-steps.js')

describe('a strategy added by the recipe', () => {
  test('is in the strategy lists the PDF and image partitioners serve', () => {
    expect(STRATEGIES).toContain('toy')
    expect(PDF_STRATEGIES).toContain('toy')
    expect(RENDERING_STRATEGIES).toContain('toy')
  })

  test('is offered by `docparts partition --help`', () => {
    expect(partitionHelp()).toContain('<fast|hi_res|auto|ocr_only|od_only|vlm|toy>')
  })

  test('is a partition node subtype of the platform', () => {
    const steps = compileSteps([{ id: '1', name: 'Partitioner', type: 'partition', subtype: 'toy', settings: null }])
    expect(steps.partition.options.strategy).toBe('toy')
  })
})
