import { describe, expect, test } from 'vitest'
import { validateChunkOptions } from '../../src/options/validate-chunk-options.js'

const messages = (options: Parameters<typeof validateChunkOptions>[0]) => validateChunkOptions(options).map((issue) => [issue.loc, issue.msg])

// Ported from upstream test_base.py::DescribeChunkingOptions and the by_title validation (core §4.1).
describe('validateChunkOptions', () => {
  test.each([0, -1, -42])('rejects max_characters %i, which is not greater than zero', (maxCharacters) => {
    expect(messages({ chunkingStrategy: 'basic', maxCharacters })).toEqual([
      [['body', 'max_characters'], `Value error, 'max_characters' argument must be > 0, got ${maxCharacters}`],
    ])
  })

  test('shapes an issue as pydantic v2 does for a ValueError', () => {
    expect(validateChunkOptions({ chunkingStrategy: 'basic', maxCharacters: 0 })).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'max_characters'],
        msg: "Value error, 'max_characters' argument must be > 0, got 0",
        input: 0,
        ctx: { error: {} },
      },
    ])
  })

  test.each([-1, -42])('rejects new_after_n_chars %i', (newAfterNChars) => {
    expect(messages({ chunkingStrategy: 'basic', newAfterNChars })).toEqual([
      [['body', 'new_after_n_chars'], `Value error, 'new_after_n_chars' argument must be >= 0, got ${newAfterNChars}`],
    ])
  })

  test('rejects an overlap not less than max_characters', () => {
    expect(messages({ chunkingStrategy: 'basic', maxCharacters: 200, overlap: 300 })).toEqual([
      [['body', 'overlap'], "Value error, 'overlap' argument must be less than `max_characters`, got 300 >= 200"],
    ])
  })

  test('measures the overlap against the default max_characters of 500', () => {
    expect(messages({ chunkingStrategy: 'basic', overlap: 500 })).toHaveLength(1)
    expect(messages({ chunkingStrategy: 'basic', overlap: 499 })).toEqual([])
  })

  test('accepts max_characters alone, new_after_n_chars alone, 0 for new_after_n_chars and a larger new_after_n_chars', () => {
    expect(messages({ chunkingStrategy: 'by_title', maxCharacters: 50 })).toEqual([])
    expect(messages({ chunkingStrategy: 'basic', newAfterNChars: 200 })).toEqual([])
    expect(messages({ chunkingStrategy: 'basic', newAfterNChars: 0 })).toEqual([])
    expect(messages({ chunkingStrategy: 'basic', maxCharacters: 444, newAfterNChars: 555 })).toEqual([])
  })

  test('rejects a negative combine_under_n_chars for by_title only', () => {
    expect(messages({ chunkingStrategy: 'by_title', combineUnderNChars: -1 })).toEqual([
      [['body', 'combine_under_n_chars'], "Value error, 'combine_text_under_n_chars' argument must be >= 0, got -1"],
    ])
    expect(messages({ chunkingStrategy: 'basic', combineUnderNChars: -1 })).toEqual([])
  })

  test('rejects a by_title combine_under_n_chars above max_characters', () => {
    expect(messages({ chunkingStrategy: 'by_title', maxCharacters: 100, combineUnderNChars: 101 })).toEqual([
      [['body', 'combine_under_n_chars'], "Value error, 'combine_text_under_n_chars' argument must not exceed `max_characters` value, got 101 > 100"],
    ])
  })

  test.each([-0.1, 1.5, Number.NaN])('rejects similarity_threshold %d outside [0, 1]', (similarityThreshold) => {
    expect(messages({ chunkingStrategy: 'by_similarity', similarityThreshold })).toEqual([
      [['body', 'similarity_threshold'], `Value error, 'similarity_threshold' argument must be between 0.0 and 1.0, got ${similarityThreshold}`],
    ])
  })

  test('rejects a negative overlap, which upstream leaves unchecked', () => {
    expect(messages({ chunkingStrategy: 'basic', overlap: -3 })).toEqual([
      [['body', 'overlap'], "Value error, 'overlap' argument must be >= 0, got -3"],
    ])
  })

  test('reports every problem at once but only one for an invalid max_characters', () => {
    expect(
      messages({ chunkingStrategy: 'by_title', maxCharacters: 0, overlap: 5, newAfterNChars: -1, combineUnderNChars: 9 }).map(([loc]) => loc),
    ).toEqual([
      ['body', 'max_characters'],
      ['body', 'new_after_n_chars'],
    ])
  })
})
