import { describe, expect, test } from 'vitest'
import { CHUNK_MAX_CHARS_DEFAULT, chunkingOptionIssues } from '../../src/options/chunking-option-issues.js'
import type { ChunkingRuleOptions } from '../../src/options/chunking-option-issues.js'

const base: ChunkingRuleOptions = { chunkingStrategy: 'basic', overlap: 0 }
const messages = (options: Partial<ChunkingRuleOptions>): string[] =>
  chunkingOptionIssues({ ...base, ...options }).map((issue) => issue.msg)

describe('chunkingOptionIssues', () => {
  test('finds nothing without a chunking strategy, whatever the sizes', () => {
    expect(chunkingOptionIssues({ overlap: 900, maxCharacters: -1, newAfterNChars: -1 })).toEqual([])
  })

  test('finds nothing for upstream-valid values', () => {
    expect(messages({ maxCharacters: 1, newAfterNChars: 0, overlap: 0 })).toEqual([])
    expect(messages({ chunkingStrategy: 'by_title', maxCharacters: 300, combineUnderNChars: 300, overlap: 299 })).toEqual([])
    expect(messages({ chunkingStrategy: 'by_title', combineUnderNChars: 0 })).toEqual([])
    // new_after_n_chars above max_characters is capped by the chunker, not rejected.
    expect(messages({ maxCharacters: 100, newAfterNChars: 5000 })).toEqual([])
  })

  test.each([0, -1, -42])('rejects max_characters %i', (max) => {
    expect(messages({ maxCharacters: max })).toEqual([`Value error, 'max_characters' argument must be > 0, got ${max}`])
  })

  test('rejects a negative new_after_n_chars', () => {
    expect(messages({ newAfterNChars: -1 })).toEqual(["Value error, 'new_after_n_chars' argument must be >= 0, got -1"])
  })

  test('rejects an overlap that leaves no room in the window, against the 500 default when max is absent', () => {
    expect(CHUNK_MAX_CHARS_DEFAULT).toBe(500)
    expect(messages({ overlap: 500 })).toEqual([
      "Value error, 'overlap' argument must be less than `max_characters`, got 500 >= 500",
    ])
    expect(messages({ overlap: 50, maxCharacters: 40 })).toEqual([
      "Value error, 'overlap' argument must be less than `max_characters`, got 50 >= 40",
    ])
  })

  test('by_title rejects a negative combine_under_n_chars or one above max_characters', () => {
    expect(messages({ chunkingStrategy: 'by_title', combineUnderNChars: -42 })).toEqual([
      "Value error, 'combine_text_under_n_chars' argument must be >= 0, got -42",
    ])
    expect(messages({ chunkingStrategy: 'by_title', combineUnderNChars: 501 })).toEqual([
      "Value error, 'combine_text_under_n_chars' argument must not exceed `max_characters` value, got 501 > 500",
    ])
  })

  test('basic ignores combine_under_n_chars, as upstream', () => {
    expect(messages({ chunkingStrategy: 'basic', combineUnderNChars: -1 })).toEqual([])
  })

  test('shapes each problem as a pydantic value_error on the offending wire field', () => {
    expect(chunkingOptionIssues({ ...base, newAfterNChars: -3 })).toStrictEqual([
      {
        type: 'value_error',
        loc: ['body', 'new_after_n_chars'],
        msg: "Value error, 'new_after_n_chars' argument must be >= 0, got -3",
        input: -3,
        ctx: { error: {} },
      },
    ])
  })

  test('uses the sent input when given', () => {
    const [issue] = chunkingOptionIssues({ ...base, maxCharacters: 0 }, { maxCharacters: '0.0' })
    expect(issue?.input).toBe('0.0')
  })

  test('reports each broken field, but no comparison against an invalid max_characters', () => {
    const issues = chunkingOptionIssues({
      chunkingStrategy: 'by_title',
      maxCharacters: 0,
      newAfterNChars: -1,
      overlap: 10,
      combineUnderNChars: 10,
    })
    expect(issues.map((issue) => issue.loc[1])).toEqual(['max_characters', 'new_after_n_chars'])
  })
})
