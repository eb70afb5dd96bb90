import { describe, expect, test } from 'vitest'
import { ValidationError } from '../../src/errors.js'
import type { ValidationIssue } from '../../src/errors.js'
import { listFromWire, optionsFromWire, parseWireInteger, parseWireNumber } from '../../src/options/options-from-wire.js'
import type { WireFields } from '../../src/options/options-from-wire.js'
import { validateOptions } from '../../src/options/validate-options.js'

/** The 422 body the server would send for `fields`, as compact JSON (FastAPI's separators). */
function body422(fields: WireFields): string {
  try {
    optionsFromWire(fields)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return JSON.stringify({ detail: (error as ValidationError).detail })
  }
  throw new Error('expected a ValidationError')
}

function detailOf(fields: WireFields): ValidationIssue[] {
  return (JSON.parse(body422(fields)) as { detail: ValidationIssue[] }).detail
}

describe('optionsFromWire: the 422 bodies of api §1.5', () => {
  test('a non-integer max_characters', () => {
    expect(body422({ max_characters: 'abc' })).toBe(
      '{"detail":[{"type":"int_parsing","loc":["body","max_characters"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"abc"}]}',
    )
  })

  test('a non-integer combine_under_n_chars (the hosted spec example)', () => {
    expect(body422({ combine_under_n_chars: 'forty' })).toBe(
      '{"detail":[{"type":"int_parsing","loc":["body","combine_under_n_chars"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"forty"}]}',
    )
  })

  test('a non-boolean unique_element_ids', () => {
    expect(body422({ unique_element_ids: 'abc' })).toBe(
      '{"detail":[{"type":"bool_parsing","loc":["body","unique_element_ids"],"msg":"Input should be a valid boolean, unable to interpret input","input":"abc"}]}',
    )
  })

  test('several bad fields in one body, in declaration order, not sending order', () => {
    expect(body422({ overlap: 'x', new_after_n_chars: 'y' })).toBe(
      '{"detail":[' +
        '{"type":"int_parsing","loc":["body","new_after_n_chars"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"y"},' +
        '{"type":"int_parsing","loc":["body","overlap"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"x"}' +
        ']}',
    )
  })

  test('errors of different kinds are reported together, each with the raw string sent', () => {
    const detail = detailOf({
      similarity_threshold: '1.5',
      include_slide_notes: 'maybe',
      pdfminer_char_margin: 'wide',
      max_characters: ' 1.5 ',
    })
    expect(detail).toStrictEqual([
      {
        type: 'int_parsing',
        loc: ['body', 'max_characters'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: ' 1.5 ',
      },
      {
        type: 'less_than_equal',
        loc: ['body', 'similarity_threshold'],
        msg: 'Input should be less than or equal to 1.0',
        input: '1.5',
        ctx: { le: 1 },
      },
      {
        type: 'bool_parsing',
        loc: ['body', 'include_slide_notes'],
        msg: 'Input should be a valid boolean, unable to interpret input',
        input: 'maybe',
      },
      {
        type: 'float_parsing',
        loc: ['body', 'pdfminer_char_margin'],
        msg: 'Input should be a valid number, unable to parse string as a number',
        input: 'wide',
      },
    ])
  })

  test.each([
    ['strategy', 'not_a_strategy'],
    ['chunking_strategy', 'basic'],
    ['output_format', 'text/html'],
    ['vlm_model_provider', 'acme'],
    ['vlm_model', 'gpt-x'],
  ])('the tolerant enum %s accepts %s (where the OSS server answers literal_error)', (wire, value) => {
    expect(() => optionsFromWire({ [wire]: value })).not.toThrow()
  })
})

describe('optionsFromWire: field names (api §1.2, §1.3)', () => {
  test('key[] is the same field as key', () => {
    expect(optionsFromWire({ 'languages[]': ['eng', 'kor'] }).languages).toEqual(['eng', 'kor'])
    expect(optionsFromWire({ 'strategy[]': 'fast' }).strategy).toBe('fast')
  })

  test('values of key and key[] are joined', () => {
    expect(optionsFromWire({ ocr_languages: 'eng', 'ocr_languages[]': 'kor' }).ocrLanguages).toEqual(['eng', 'kor'])
  })

  test('unknown fields, such as the SDK split-PDF fields, are ignored', () => {
    const options = optionsFromWire({
      split_pdf_page: 'true',
      split_pdf_concurrency_level: '5',
      'split_pdf_page_range[]': ['1', '3'],
      filename: 'x.pdf',
      maxCharacters: 'abc',
    })
    expect(options).toStrictEqual(validateOptions({}))
  })

  test('a field with no values counts as absent', () => {
    expect(optionsFromWire({ strategy: [], 'languages[]': [] })).toStrictEqual(validateOptions({}))
  })

  test('the last value of a repeated scalar wins', () => {
    expect(optionsFromWire({ strategy: ['fast', 'hi_res'] }).strategy).toBe('hi_res')
    expect(optionsFromWire({ max_characters: ['10', '20'] }).maxCharacters).toBe(20)
    expect(optionsFromWire({ max_characters: ['abc', '20'] }).maxCharacters).toBe(20)
  })
})

describe('optionsFromWire: "" means the default', () => {
  test.each<[string, string, unknown]>([
    ['strategy', 'strategy', 'hi_res'],
    ['coordinates', 'coordinates', false],
    ['pdf_infer_table_structure', 'pdfInferTableStructure', true],
    ['include_slide_notes', 'includeSlideNotes', true],
    ['encoding', 'encoding', 'utf-8'],
    ['overlap', 'overlap', 0],
    ['pdfminer_word_margin', 'pdfminerWordMargin', 0.185],
    ['combine_under_n_chars', 'combineUnderNChars', undefined],
    ['content_type', 'contentType', undefined],
    ['similarity_threshold', 'similarityThreshold', undefined],
  ])('%s=""', (wire, name, expected) => {
    const options = optionsFromWire({ [wire]: '' }) as unknown as Record<string, unknown>
    expect(options[name]).toEqual(expected)
    expect(name in options).toBe(expected !== undefined)
  })

  test('but a list field "" is [""], as upstream', () => {
    expect(optionsFromWire({ languages: '' }).languages).toEqual([''])
  })
})

describe('optionsFromWire: list fields', () => {
  test.each<[string, string | string[], unknown[]]>([
    ['repeated values', ['eng', 'kor'], ['eng', 'kor']],
    ['one plain value', 'eng', ['eng']],
    ['a JSON array', '["eng","kor"]', ['eng', 'kor']],
    ['an empty JSON array', '[]', []],
    ['JSON that is not an array, kept whole', '"eng"', ['"eng"']],
    ['a JSON number, kept whole', '1', ['1']],
    ['+-joined (tesseract form)', 'eng+kor', ['eng', 'kor']],
    ['comma-joined (TypeScript SDK; deviation from OSS)', 'eng,kor', ['eng', 'kor']],
    ['comma-joined with spaces', 'Image, Table', ['Image', 'Table']],
    ['repeated values are not parsed further', ['["image"]', 'table'], ['["image"]', 'table']],
  ])('%s', (_case, value, expected) => {
    expect(optionsFromWire({ skip_infer_table_types: value }).skipInferTableTypes).toEqual(expected)
    expect(listFromWire(typeof value === 'string' ? [value] : value)).toEqual(expected)
  })

  test.each(['languages', 'ocr_languages', 'skip_infer_table_types', 'extract_image_block_types'])('%s accepts every list form', (wire) => {
    const name = wire.replaceAll(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase())
    const read = (fields: WireFields): unknown => (optionsFromWire(fields) as unknown as Record<string, unknown>)[name]
    expect(read({ [`${wire}[]`]: ['a', 'b'] })).toEqual(['a', 'b'])
    expect(read({ [wire]: '["a","b"]' })).toEqual(['a', 'b'])
    expect(read({ [wire]: 'a,b' })).toEqual(['a', 'b'])
    expect(read({ [wire]: 'a+b' })).toEqual(['a', 'b'])
  })

  test('a JSON array with a non-string is reported at the element, with the element as input', () => {
    expect(detailOf({ languages: '["eng",1]' })).toStrictEqual([
      { type: 'string_type', loc: ['body', 'languages', 1], msg: 'Input should be a valid string', input: 1 },
    ])
  })

  test('ocr_languages in the tesseract form fills languages', () => {
    const options = optionsFromWire({ ocr_languages: 'eng+kor' })
    expect(options.languages).toEqual(['eng', 'kor'])
  })
})

describe('optionsFromWire: booleans (api §1.6)', () => {
  test.each(['coordinates', 'xml_keep_tags', 'pdf_infer_table_structure'])('%s is true only for "true" in any case, and never an error', (wire) => {
    const name = wire.replaceAll(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase())
    const read = (value: string): unknown => (optionsFromWire({ [wire]: value }) as unknown as Record<string, unknown>)[name]
    for (const value of ['true', 'True', 'TRUE']) expect(read(value), value).toBe(true)
    for (const value of ['false', 'yes', '1', 'on', 'abc', ' true']) expect(read(value), value).toBe(false)
  })

  test.each<[string, boolean]>([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['t', true],
    ['T', true],
    ['yes', true],
    ['YES', true],
    ['y', true],
    ['on', true],
    ['On', true],
    ['1', true],
    ['false', false],
    ['False', false],
    ['f', false],
    ['no', false],
    ['n', false],
    ['off', false],
    ['OFF', false],
    ['0', false],
  ])('other booleans read %j as %s', (value, expected) => {
    expect(optionsFromWire({ unique_element_ids: value }).uniqueElementIds).toBe(expected)
    expect(optionsFromWire({ include_orig_elements: value }).includeOrigElements).toBe(expected)
  })

  test.each(['abc', ' true', 'true ', '2', 'tru', 'none'])('other booleans reject %j with bool_parsing', (value) => {
    expect(detailOf({ overlap_all: value })).toStrictEqual([
      {
        type: 'bool_parsing',
        loc: ['body', 'overlap_all'],
        msg: 'Input should be a valid boolean, unable to interpret input',
        input: value,
      },
    ])
  })
})

describe('optionsFromWire: integers and numbers', () => {
  test.each<[string, number | undefined]>([
    ['1500', 1500],
    ['1.0', 1],
    [' 12 ', 12],
    ['-5', -5],
    ['+3', 3],
    ['007', 7],
    ['1.000', 1],
    ['1_000', 1000],
    ['1.', undefined],
    ['+-1', undefined],
    ['--1', undefined],
    ['-0', 0],
    ['1.5', undefined],
    ['abc', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    ['', undefined],
    ['1__0', undefined],
    ['_1', undefined],
    ['1 2', undefined],
  ])('an integer field reads %j as %s', (raw, expected) => {
    expect(parseWireInteger(raw)).toBe(expected)
  })

  test.each(['1.5', 'abc', '1e3', '12px'])('an integer field rejects %j with int_parsing', (raw) => {
    expect(detailOf({ starting_page_number: raw })).toStrictEqual([
      {
        type: 'int_parsing',
        loc: ['body', 'starting_page_number'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: raw,
      },
    ])
  })

  test('an accepted integer string reaches the options as a number', () => {
    expect(optionsFromWire({ max_characters: '1.0', overlap: ' 12 ' })).toMatchObject({ maxCharacters: 1, overlap: 12 })
  })

  test.each<[string, number | undefined]>([
    ['0.5', 0.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e-3', 0.001],
    ['2E2', 200],
    [' 0.2 ', 0.2],
    ['-1', -1],
    ['1_0.5', 10.5],
    ['abc', undefined],
    ['0.5.1', undefined],
    ['', undefined],
    ['e3', undefined],
    ['.', undefined],
  ])('a number field reads %j as %s', (raw, expected) => {
    expect(parseWireNumber(raw)).toBe(expected)
  })

  test('a number field keeps the parsed value', () => {
    expect(optionsFromWire({ pdfminer_line_margin: '0.25', similarity_threshold: '1' })).toMatchObject({
      pdfminerLineMargin: 0.25,
      similarityThreshold: 1,
    })
  })

  test('inf and nan parse but are not finite', () => {
    expect(detailOf({ pdfminer_word_margin: 'inf' })).toStrictEqual([
      { type: 'finite_number', loc: ['body', 'pdfminer_word_margin'], msg: 'Input should be a finite number', input: 'inf' },
    ])
    expect(detailOf({ pdfminer_word_margin: 'NaN' })[0]?.type).toBe('finite_number')
  })
})

describe('optionsFromWire: strategy', () => {
  test.each<[string, string]>([
    ["'fast'", 'fast'],
    ['"fast"', 'fast'],
    ["fa'st", 'fast'],
    ["fast''''''", 'fast'],
    ['!fast', '!fast'],
    ["''", 'hi_res'],
  ])('quotes are stripped: %j → %s', (raw, expected) => {
    expect(optionsFromWire({ strategy: raw }).strategy).toBe(expected)
  })

  test('other strings keep their quotes', () => {
    expect(optionsFromWire({ output_format: "'text/csv'" }).outputFormat).toBe("'text/csv'")
  })
})

describe('optionsFromWire: chunking rules', () => {
  test('are reported with upstream texts and the raw string as input', () => {
    expect(body422({ chunking_strategy: 'by_title', max_characters: '100', combine_under_n_chars: '200' })).toBe(
      '{"detail":[{"type":"value_error","loc":["body","combine_under_n_chars"],"msg":"Value error, \'combine_text_under_n_chars\' argument must not exceed `max_characters` value, got 200 > 100","input":"200","ctx":{"error":{}}}]}',
    )
  })

  test('are the same as the library form gives, apart from the input', () => {
    const wire = detailOf({ chunking_strategy: 'basic', overlap: '500' })
    let library: ValidationIssue[] = []
    try {
      validateOptions({ chunkingStrategy: 'basic', overlap: 500 })
    } catch (error) {
      library = (error as ValidationError).detail
    }
    expect(wire).toStrictEqual(library.map((issue) => ({ ...issue, input: '500' })))
    expect(wire[0]?.msg).toBe("Value error, 'overlap' argument must be less than `max_characters`, got 500 >= 500")
  })

  test('are not checked while a field fails to parse', () => {
    const detail = detailOf({ chunking_strategy: 'basic', max_characters: 'abc', overlap: '900' })
    expect(detail.map((issue) => issue.type)).toEqual(['int_parsing'])
  })
})
