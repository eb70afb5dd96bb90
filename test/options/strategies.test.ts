import { describe, expect, expectTypeOf, test } from 'vitest'
import { OPTION_FIELDS } from '../../src/options/option-fields.js'
import { RENDERING_STRATEGIES, STRATEGIES } from '../../src/options/strategies.js'
import type { OpenString, Strategy } from '../../src/options/option-values.js'
import type { ResolvedOptions } from '../../src/options/types.js'
import { PDF_STRATEGIES } from '../../src/pdf/partition-pdf.js'
import { assertServable } from '../../src/options/assert-servable.js'

describe('the strategy list', () => {
  test('is strategy’s known values, and PDFs serve every one of them', () => {
    expect(STRATEGIES).toEqual(OPTION_FIELDS.strategy.knownValues)
    expect(PDF_STRATEGIES).toBe(STRATEGIES)
  })

  test('the strategies that render pages are every one but fast', () => {
    expect(RENDERING_STRATEGIES).toEqual(['hi_res', 'auto', 'ocr_only', 'od_only', 'vlm'])
  })

  test('a resolved strategy is a known value or any string, until assertServable narrows it', () => {
    expectTypeOf<ResolvedOptions['strategy']>().toEqualTypeOf<OpenString<Strategy>>()
    const options = { strategy: 'hi_res' } as Pick<ResolvedOptions, 'strategy'>
    assertServable('strategy', options.strategy, RENDERING_STRATEGIES)
    expectTypeOf(options.strategy).toEqualTypeOf<Exclude<Strategy, 'fast'>>()
  })
})
