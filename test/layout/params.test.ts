import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT_PARAMS, resolveLayoutParams } from '../../src/layout/params.js'

describe('resolveLayoutParams', () => {
  it("fills pdfminer's defaults", () => {
    expect(resolveLayoutParams()).toEqual({
      lineOverlap: 0.5,
      charMargin: 2.0,
      lineMargin: 0.5,
      wordMargin: 0.1,
      boxesFlow: 0.5,
      detectVertical: false,
    })
    expect(resolveLayoutParams({ wordMargin: 0.185, charMargin: undefined })).toEqual({ ...DEFAULT_LAYOUT_PARAMS, wordMargin: 0.185 })
  })

  it("rejects a boxes flow outside -1..1 with pdfminer's message, and accepts null", () => {
    expect(() => resolveLayoutParams({ boxesFlow: 1.5 })).toThrow('LAParam boxes_flow should be None, or a number between -1 and +1')
    expect(resolveLayoutParams({ boxesFlow: null }).boxesFlow).toBeNull()
  })

  it('rejects margins that are not finite numbers, naming the parameter', () => {
    expect(() => resolveLayoutParams({ charMargin: Number.NaN })).toThrow(/charMargin must be a finite number/)
  })
})
