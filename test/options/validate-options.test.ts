import { describe, expect, expectTypeOf, test } from 'vitest'
import { ValidationError } from '../../src/errors.js'
import type { ValidationIssue } from '../../src/errors.js'
import { checkOptions, validateOptions } from '../../src/options/validate-options.js'
import type { PartitionOptions } from '../../src/options/validate-options.js'
import type { ResolvedOptions } from '../../src/options/types.js'

/** The detail of the ValidationError thrown by `run`, or a failure when nothing is thrown. */
function detailOf(run: () => unknown): ValidationIssue[] {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).detail
  }
  throw new Error('expected a ValidationError')
}

const DEFAULTS: ResolvedOptions = {
  coordinates: false,
  encoding: 'utf-8',
  extractImageBlockTypes: [],
  includePageBreaks: false,
  languages: [],
  ocrLanguages: [],
  outputFormat: 'application/json',
  pdfInferTableStructure: true,
  skipInferTableTypes: [],
  strategy: 'hi_res',
  uniqueElementIds: false,
  xmlKeepTags: false,
  includeOrigElements: true,
  multipageSections: true,
  overlap: 0,
  overlapAll: false,
  doNotBreakSimilarityOnFooterHeader: false,
  includeSlideNotes: true,
  pdfminerWordMargin: 0.185,
}

describe('validateOptions: defaults', () => {
  test('no options give every default of the spec and nothing else', () => {
    expect(validateOptions({})).toStrictEqual(DEFAULTS)
  })

  test('undefined and null mean no options', () => {
    expect(validateOptions(undefined)).toStrictEqual(DEFAULTS)
    expect(validateOptions(null)).toStrictEqual(DEFAULTS)
  })

  test('the chunk sizes stay absent when not given, for the chunker to derive', () => {
    const options = validateOptions({ chunkingStrategy: 'by_title', maxCharacters: 300 })
    expect(options.maxCharacters).toBe(300)
    expect('newAfterNChars' in options).toBe(false)
    expect('combineUnderNChars' in options).toBe(false)
  })

  test('null for an "or null" parameter means its default or absence', () => {
    const options = validateOptions({
      encoding: null,
      includeOrigElements: null,
      pdfminerWordMargin: null,
      maxCharacters: null,
      contentType: null,
      chunkingStrategy: null,
    })
    expect(options).toStrictEqual(DEFAULTS)
  })

  test('a key given as undefined counts as absent', () => {
    expect(validateOptions({ strategy: undefined, maxCharacters: undefined })).toStrictEqual(DEFAULTS)
  })

  test('given values are kept', () => {
    const signal = new AbortController().signal
    const onWarning = (): void => undefined
    const options = validateOptions({
      strategy: 'fast',
      maxCharacters: 300,
      similarityThreshold: 0.5,
      skipInferTableTypes: ['pdf'],
      filename: 'a.pdf',
      lastModified: '2024-01-01T00:00:00',
      signal,
      onWarning,
    })
    expect(options).toMatchObject({ strategy: 'fast', maxCharacters: 300, similarityThreshold: 0.5, filename: 'a.pdf' })
    expect(options.skipInferTableTypes).toEqual(['pdf'])
    expect(options.signal).toBe(signal)
    expect(options.onWarning).toBe(onWarning)
  })
})

describe('validateOptions: tolerant enums', () => {
  test.each([
    ['strategy', 'not_a_strategy'],
    ['outputFormat', 'text/html'],
    ['chunkingStrategy', 'by_chapter'],
    ['vlmModelProvider', 'acme'],
    ['vlmModel', 'some-model'],
  ])('%s accepts an unknown value %s', (name, value) => {
    expect(validateOptions({ [name]: value })).toMatchObject({ [name]: value })
  })
})

describe('validateOptions: languages', () => {
  test('languages wins over ocrLanguages when both are given', () => {
    const options = validateOptions({ languages: ['deu'], ocrLanguages: ['eng+kor'] })
    expect(options.languages).toEqual(['deu'])
    expect(options.ocrLanguages).toEqual(['eng+kor'])
  })

  test('ocrLanguages in the tesseract eng+kor form fills languages when languages is empty', () => {
    expect(validateOptions({ ocrLanguages: ['eng+kor'] }).languages).toEqual(['eng', 'kor'])
    expect(validateOptions({ languages: [], ocrLanguages: ['eng', 'fra+deu'] }).languages).toEqual(['eng', 'fra', 'deu'])
  })

  test('codes are kept as given', () => {
    expect(validateOptions({ languages: ['English', 'ko'] }).languages).toEqual(['English', 'ko'])
  })

  test('[""] is kept: upstream reads it as "skip language detection"', () => {
    expect(validateOptions({ languages: [''] }).languages).toEqual([''])
  })
})

describe('validateOptions: typed errors', () => {
  test.each<[string, unknown, Omit<ValidationIssue, 'input'>]>([
    ['maxCharacters', '300', { type: 'int_type', loc: ['body', 'max_characters'], msg: 'Input should be a valid integer' }],
    [
      'overlap',
      1.5,
      { type: 'int_from_float', loc: ['body', 'overlap'], msg: 'Input should be a valid integer, got a number with a fractional part' },
    ],
    [
      'startingPageNumber',
      Number.POSITIVE_INFINITY,
      { type: 'finite_number', loc: ['body', 'starting_page_number'], msg: 'Input should be a finite number' },
    ],
    ['coordinates', 'true', { type: 'bool_type', loc: ['body', 'coordinates'], msg: 'Input should be a valid boolean' }],
    ['includeOrigElements', 1, { type: 'bool_type', loc: ['body', 'include_orig_elements'], msg: 'Input should be a valid boolean' }],
    ['strategy', 3, { type: 'string_type', loc: ['body', 'strategy'], msg: 'Input should be a valid string' }],
    ['encoding', false, { type: 'string_type', loc: ['body', 'encoding'], msg: 'Input should be a valid string' }],
    ['pdfminerCharMargin', '2', { type: 'float_type', loc: ['body', 'pdfminer_char_margin'], msg: 'Input should be a valid number' }],
    ['pdfminerLineMargin', Number.NaN, { type: 'finite_number', loc: ['body', 'pdfminer_line_margin'], msg: 'Input should be a finite number' }],
    ['languages', 'eng', { type: 'list_type', loc: ['body', 'languages'], msg: 'Input should be a valid list' }],
    ['vlmModel', null, { type: 'string_type', loc: ['body', 'vlm_model'], msg: 'Input should be a valid string' }],
    ['overlap', null, { type: 'int_type', loc: ['body', 'overlap'], msg: 'Input should be a valid integer' }],
    ['filename', 42, { type: 'string_type', loc: ['body', 'filename'], msg: 'Input should be a valid string' }],
    ['onWarning', 'log', { type: 'callable_type', loc: ['body', 'onWarning'], msg: 'Input should be callable' }],
  ])('%s = %j is reported with pydantic type and text', (name, value, expected) => {
    expect(detailOf(() => validateOptions({ [name]: value }))).toStrictEqual([{ ...expected, input: value }])
  })

  test('a non-string element of a list is reported at its index', () => {
    expect(detailOf(() => validateOptions({ languages: ['eng', 7] }))).toStrictEqual([
      { type: 'string_type', loc: ['body', 'languages', 1], msg: 'Input should be a valid string', input: 7 },
    ])
  })

  test('a signal that is not an AbortSignal is rejected', () => {
    expect(detailOf(() => validateOptions({ signal: {} }))).toStrictEqual([
      {
        type: 'is_instance_of',
        loc: ['body', 'signal'],
        msg: 'Input should be an instance of AbortSignal',
        input: {},
        ctx: { class: 'AbortSignal' },
      },
    ])
  })

  test('similarityThreshold must lie in [0, 1]', () => {
    expect(detailOf(() => validateOptions({ similarityThreshold: -0.1 }))).toStrictEqual([
      {
        type: 'greater_than_equal',
        loc: ['body', 'similarity_threshold'],
        msg: 'Input should be greater than or equal to 0.0',
        input: -0.1,
        ctx: { ge: 0 },
      },
    ])
    expect(detailOf(() => validateOptions({ similarityThreshold: 1.5 }))).toStrictEqual([
      {
        type: 'less_than_equal',
        loc: ['body', 'similarity_threshold'],
        msg: 'Input should be less than or equal to 1.0',
        input: 1.5,
        ctx: { le: 1 },
      },
    ])
    expect(validateOptions({ similarityThreshold: 0 }).similarityThreshold).toBe(0)
    expect(validateOptions({ similarityThreshold: 1 }).similarityThreshold).toBe(1)
  })

  test('every bad field is reported at once, in the spec table order whatever the key order', () => {
    const detail = detailOf(() => validateOptions({ overlap: 'x', newAfterNChars: 'y', coordinates: 'z', strategy: 1 }))
    expect(detail.map((issue) => issue.loc[1])).toEqual(['coordinates', 'strategy', 'new_after_n_chars', 'overlap'])
  })

  test('the error message names the option and the problem', () => {
    expect(() => validateOptions({ maxCharacters: 'abc' })).toThrow('Invalid option max_characters: Input should be a valid integer')
  })

  test('options that are not an object are rejected', () => {
    expect(detailOf(() => validateOptions(['fast']))).toStrictEqual([
      { type: 'dict_type', loc: ['body'], msg: 'Input should be a valid dictionary', input: ['fast'] },
    ])
  })
})

describe('validateOptions: unknown keys', () => {
  test('a misspelt option is an error, not silently ignored', () => {
    expect(detailOf(() => validateOptions({ maxCharacter: 300 }))).toStrictEqual([
      { type: 'extra_forbidden', loc: ['body', 'maxCharacter'], msg: 'Extra inputs are not permitted', input: 300 },
    ])
  })

  test('a wire (snake_case) name is not a library option', () => {
    const detail = detailOf(() => validateOptions({ max_characters: 300 }))
    expect(detail.map((issue) => issue.type)).toEqual(['extra_forbidden'])
  })

  test('unknown keys come after the field errors', () => {
    const detail = detailOf(() => validateOptions({ typo: 1, overlap: 'x' }))
    expect(detail.map((issue) => issue.type)).toEqual(['int_type', 'extra_forbidden'])
  })
})

describe('validateOptions: chunking rules', () => {
  test('are checked when a chunking strategy is set', () => {
    expect(detailOf(() => validateOptions({ chunkingStrategy: 'basic', maxCharacters: 0 }))).toStrictEqual([
      {
        type: 'value_error',
        loc: ['body', 'max_characters'],
        msg: "Value error, 'max_characters' argument must be > 0, got 0",
        input: 0,
        ctx: { error: {} },
      },
    ])
  })

  test.each<[PartitionOptions, string, string]>([
    [{ maxCharacters: -42 }, 'max_characters', "'max_characters' argument must be > 0, got -42"],
    [{ newAfterNChars: -1 }, 'new_after_n_chars', "'new_after_n_chars' argument must be >= 0, got -1"],
    [{ overlap: 500 }, 'overlap', "'overlap' argument must be less than `max_characters`, got 500 >= 500"],
    [{ overlap: 50, maxCharacters: 40 }, 'overlap', "'overlap' argument must be less than `max_characters`, got 50 >= 40"],
    [{ chunkingStrategy: 'by_title', combineUnderNChars: -1 }, 'combine_under_n_chars', "'combine_text_under_n_chars' argument must be >= 0, got -1"],
    [
      { chunkingStrategy: 'by_title', combineUnderNChars: 501 },
      'combine_under_n_chars',
      "'combine_text_under_n_chars' argument must not exceed `max_characters` value, got 501 > 500",
    ],
  ])('%j is rejected with upstream text', (options, wire, text) => {
    const detail = detailOf(() => validateOptions({ chunkingStrategy: 'basic', ...options }))
    expect(detail.map((issue) => [issue.type, issue.loc[1], issue.msg])).toEqual([['value_error', wire, `Value error, ${text}`]])
  })

  test('accept upstream-valid combinations', () => {
    expect(() => validateOptions({ chunkingStrategy: 'basic', maxCharacters: 1, newAfterNChars: 0 })).not.toThrow()
    expect(() => validateOptions({ chunkingStrategy: 'basic', maxCharacters: 100, newAfterNChars: 5000 })).not.toThrow()
    expect(() => validateOptions({ chunkingStrategy: 'by_title', maxCharacters: 300, combineUnderNChars: 300, overlap: 299 })).not.toThrow()
  })

  test('basic ignores combine_under_n_chars, as upstream', () => {
    expect(validateOptions({ chunkingStrategy: 'basic', combineUnderNChars: 9000 }).combineUnderNChars).toBe(9000)
  })

  test('are not checked without a chunking strategy (the chunking options are then ignored)', () => {
    expect(validateOptions({ maxCharacters: 0, overlap: 900 })).toMatchObject({ maxCharacters: 0, overlap: 900 })
  })

  test('are not checked while a field has a type error', () => {
    const detail = detailOf(() => validateOptions({ chunkingStrategy: 'basic', maxCharacters: 0, coordinates: 'x' }))
    expect(detail.map((issue) => issue.type)).toEqual(['bool_type'])
  })
})

describe('checkOptions', () => {
  test('reports the sent input of a field instead of the coerced value', () => {
    const checked = checkOptions({ similarityThreshold: 2 }, { inputs: { similarityThreshold: '2.0' } })
    expect(checked).toMatchObject({ ok: false, issues: [{ type: 'less_than_equal', input: '2.0' }] })
  })

  test('merges errors found earlier with the schema errors, in field order', () => {
    const earlier: ValidationIssue = { type: 'int_parsing', loc: ['body', 'overlap'], msg: 'm', input: 'x' }
    const checked = checkOptions({ coordinates: 1 }, { issues: [earlier] })
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.loc[1])).toEqual(['coordinates', 'overlap'])
  })
})

describe('types', () => {
  test('PartitionOptions is all optional and accepts the SDK-style typed form', () => {
    expectTypeOf<{}>().toExtend<PartitionOptions>()
    expectTypeOf<{ strategy: 'fast'; maxCharacters: number; languages: string[] }>().toExtend<PartitionOptions>()
    expectTypeOf<{ maxCharacters: null; encoding: null }>().toExtend<PartitionOptions>()
    expectTypeOf<{ maxCharacters: string }>().not.toExtend<PartitionOptions>()
    expectTypeOf<{ signal: AbortSignal; filename: string }>().toExtend<PartitionOptions>()
    expectTypeOf<PartitionOptions['maxCharacters']>().toEqualTypeOf<number | null | undefined>()
    expectTypeOf<PartitionOptions['encoding']>().toEqualTypeOf<string | null | undefined>()
    expectTypeOf<PartitionOptions['strategy']>().toEqualTypeOf<'fast' | 'hi_res' | 'auto' | 'ocr_only' | 'od_only' | 'vlm' | undefined>()
    expectTypeOf<{ strategy: 'hi-res' }>().not.toExtend<PartitionOptions>()
    expectTypeOf<{ hiResModelName: 'my_own_model' }>().toExtend<PartitionOptions>()
    expectTypeOf<PartitionOptions['coordinates']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<PartitionOptions['languages']>().toEqualTypeOf<string[] | undefined>()
  })
})
