import { describe, expect, test } from 'vitest'
import { resolveChunkOptions } from '../../src/chunking/resolve-chunk-options.js'
import { ValidationError } from '../../src/errors.js'

// Ported from upstream test_base.py::DescribeChunkingOptions and title.py's options (core §4.1).
describe('resolveChunkOptions', () => {
  test("applies upstream's defaults", () => {
    expect(resolveChunkOptions('by_title', {})).toEqual({
      strategy: 'by_title',
      hardMax: 500,
      softMax: 500,
      combineTextUnderNChars: 500,
      overlap: 0,
      interChunkOverlap: 0,
      multipageSections: true,
      includeOrigElements: true,
      repeatTableHeaders: true,
      similarityThreshold: 0.5,
      doNotBreakSimilarityOnFooterHeader: false,
      uniqueElementIds: false,
    })
  })

  test('defaults new_after_n_chars to max_characters and caps a larger one', () => {
    expect(resolveChunkOptions('basic', { maxCharacters: 200 }).softMax).toBe(200)
    expect(resolveChunkOptions('basic', { maxCharacters: 444, newAfterNChars: 555 }).softMax).toBe(444)
    expect(resolveChunkOptions('basic', { newAfterNChars: 0 }).softMax).toBe(0)
  })

  test('defaults the by_title combine threshold to max_characters, without capping it at new_after_n_chars', () => {
    expect(resolveChunkOptions('by_title', { maxCharacters: 300 }).combineTextUnderNChars).toBe(300)
    expect(resolveChunkOptions('by_title', { maxCharacters: 300, newAfterNChars: 100, combineUnderNChars: 250 }).combineTextUnderNChars).toBe(250)
  })

  test('never combines for strategies other than by_title', () => {
    expect(resolveChunkOptions('basic', { combineUnderNChars: 300 }).combineTextUnderNChars).toBe(0)
  })

  test('applies the overlap between whole-element chunks only with overlap_all', () => {
    expect(resolveChunkOptions('basic', { overlap: 10 }).interChunkOverlap).toBe(0)
    expect(resolveChunkOptions('basic', { overlap: 10, overlapAll: true }).interChunkOverlap).toBe(10)
  })

  test('throws a ValidationError carrying every issue', () => {
    const attempt = () => resolveChunkOptions('basic', { maxCharacters: 200, overlap: 300, newAfterNChars: -1 })

    expect(attempt).toThrow(ValidationError)
    try {
      attempt()
    } catch (error) {
      expect((error as ValidationError).detail.map((d) => d.loc[1])).toEqual(['new_after_n_chars', 'overlap'])
    }
  })
})
