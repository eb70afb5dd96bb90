import { describe, expect, test } from 'vitest'
import {
  CHUNKER_DERIVED_DEFAULTS,
  LIBRARY_ONLY_FIELDS,
  OPTION_FIELDS,
  OPTION_FIELD_LIST,
  OPTION_NAMES,
  cliFlagName,
  optionByWireName,
  optionField,
  wireName,
} from '../../src/options/option-fields.js'
import type { OptionName } from '../../src/options/option-fields.js'

// The parameters of the partition interface, in the spec table's order, spelled as the unstructured-client
// TypeScript SDK spells them.
const SDK_NAMES = [
  'coordinates',
  'contentType',
  'encoding',
  'extractImageBlockTypes',
  'gzUncompressedContentType',
  'hiResModelName',
  'includePageBreaks',
  'languages',
  'ocrLanguages',
  'outputFormat',
  'pdfInferTableStructure',
  'skipInferTableTypes',
  'startingPageNumber',
  'strategy',
  'vlmModelProvider',
  'vlmModel',
  'tableOcrAgent',
  'uniqueElementIds',
  'xmlKeepTags',
  'chunkingStrategy',
  'combineUnderNChars',
  'includeOrigElements',
  'trackingEnabled',
  'maxCharacters',
  'multipageSections',
  'newAfterNChars',
  'overlap',
  'overlapAll',
  'similarityThreshold',
  'doNotBreakSimilarityOnFooterHeader',
  'includeSlideNotes',
  'pdfminerLineOverlap',
  'pdfminerCharMargin',
  'pdfminerLineMargin',
  'pdfminerWordMargin',
]

// docparts's own fields beyond the spec table, after it (form fields and CLI flags like the others).
const DOCPARTS_EXTENSIONS = ['password']

const snakeCase = (camel: string): string => camel.replaceAll(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

describe('OPTION_FIELDS', () => {
  test("holds exactly the 35 partition parameters besides files, in the spec table order, then docparts's extensions", () => {
    expect(OPTION_NAMES).toEqual([...SDK_NAMES, ...DOCPARTS_EXTENSIONS])
  })

  test.each(SDK_NAMES)('the wire name of %s is the snake_case of its SDK name', (name) => {
    expect(wireName(name as OptionName)).toBe(snakeCase(name))
  })

  test('every wire name maps back to its option and unknown wire names map to nothing', () => {
    for (const name of OPTION_NAMES) expect(optionByWireName(OPTION_FIELDS[name].wire)).toBe(name)
    expect(optionByWireName('split_pdf_page')).toBeUndefined()
    expect(optionByWireName('maxCharacters')).toBeUndefined()
  })

  test('the CLI flag is the wire name with dashes', () => {
    expect(cliFlagName('maxCharacters')).toBe('max-characters')
    expect(cliFlagName('doNotBreakSimilarityOnFooterHeader')).toBe('do-not-break-similarity-on-footer-header')
  })

  test('records the defaults of the spec', () => {
    const defaults = Object.fromEntries(
      OPTION_NAMES.filter((name) => optionField(name).default !== undefined).map((name) => [name, optionField(name).default]),
    )
    expect(defaults).toEqual({
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
      combineUnderNChars: 500,
      includeOrigElements: true,
      maxCharacters: 500,
      multipageSections: true,
      newAfterNChars: 1500,
      overlap: 0,
      overlapAll: false,
      doNotBreakSimilarityOnFooterHeader: false,
      includeSlideNotes: true,
      pdfminerWordMargin: 0.185,
    })
  })

  test('only the three chunk sizes leave their default to the chunker', () => {
    const byChunker = OPTION_NAMES.filter((name) => optionField(name).defaultAppliedBy === 'chunker')
    expect(byChunker).toEqual(['combineUnderNChars', 'maxCharacters', 'newAfterNChars'])
    expect([...CHUNKER_DERIVED_DEFAULTS].sort()).toEqual([...byChunker].sort())
  })

  test('every field with a default says who applies it, and no field without one does', () => {
    for (const name of OPTION_NAMES) {
      const field = optionField(name)
      expect(field.defaultAppliedBy !== undefined, name).toBe(field.default !== undefined)
    }
  })

  test('lists the known values of the tolerant enums', () => {
    expect(OPTION_FIELDS.strategy.knownValues).toEqual(['fast', 'hi_res', 'auto', 'ocr_only', 'od_only', 'vlm'])
    expect(OPTION_FIELDS.outputFormat.knownValues).toEqual(['application/json', 'text/csv'])
    expect(OPTION_FIELDS.chunkingStrategy.knownValues).toEqual(['basic', 'by_page', 'by_similarity', 'by_title'])
    expect(OPTION_FIELDS.vlmModelProvider.knownValues).toEqual([
      'openai',
      'anthropic',
      'bedrock',
      'anthropic_bedrock',
      'vertexai',
      'google',
      'azure_openai',
    ])
    const tolerant = OPTION_NAMES.filter((name) => OPTION_FIELDS[name].kind === 'enum-tolerant')
    expect(tolerant).toEqual(['outputFormat', 'strategy', 'vlmModelProvider', 'vlmModel', 'chunkingStrategy'])
  })

  test('marks as nullable exactly the parameters the spec types "or null"', () => {
    const nullable = OPTION_NAMES.filter((name) => OPTION_FIELDS[name].nullable && !DOCPARTS_EXTENSIONS.includes(name)).map(wireName)
    expect(nullable).toEqual([
      'content_type',
      'encoding',
      'gz_uncompressed_content_type',
      'hi_res_model_name',
      'starting_page_number',
      'table_ocr_agent',
      'chunking_strategy',
      'combine_under_n_chars',
      'include_orig_elements',
      'tracking_enabled',
      'max_characters',
      'new_after_n_chars',
      'similarity_threshold',
      'pdfminer_line_overlap',
      'pdfminer_char_margin',
      'pdfminer_line_margin',
      'pdfminer_word_margin',
    ])
  })

  test('gives every option a one-line description', () => {
    for (const name of OPTION_NAMES) {
      expect(OPTION_FIELDS[name].description, name).toMatch(/^\S.*\.$/)
      expect(OPTION_FIELDS[name].description, name).not.toContain('\n')
    }
  })

  test('OPTION_FIELD_LIST and optionField give the same records, uniformly typed', () => {
    expect(OPTION_FIELD_LIST.map((entry) => entry.name)).toEqual(OPTION_NAMES)
    for (const entry of OPTION_FIELD_LIST) {
      const { name, ...field } = entry
      expect(field).toEqual(OPTION_FIELDS[name])
      expect(optionField(name)).toBe(OPTION_FIELDS[name])
    }
  })

  test('records the library-only options separately, without wire names', () => {
    expect(Object.keys(LIBRARY_ONLY_FIELDS)).toEqual([
      'filename',
      'lastModified',
      'signal',
      'onWarning',
      'vlmProvider',
      'ocrAgents',
      'ocrAgent',
      'limits',
      'assets',
    ])
    for (const name of Object.keys(LIBRARY_ONLY_FIELDS)) expect(name in OPTION_FIELDS).toBe(false)
  })
})
