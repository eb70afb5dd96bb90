import { describe, expect, test } from 'vitest'
import { UnsupportedOptionError } from '../../src/errors.js'
import { assertServable } from '../../src/options/assert-servable.js'

describe('assertServable', () => {
  test('passes a value the stage can serve', () => {
    expect(() => assertServable('strategy', 'fast', ['fast', 'hi_res'])).not.toThrow()
  })

  test('names an unknown value and the accepted ones', () => {
    expect(() => assertServable('strategy', 'turbo', ['fast', 'hi_res'])).toThrow(
      new UnsupportedOptionError("Unknown strategy 'turbo'. Use one of: 'fast', 'hi_res'."),
    )
  })

  test('says when a value is valid for the interface but not served by this build', () => {
    expect(() => assertServable('strategy', 'vlm', ['fast'])).toThrow(
      "'vlm' is a valid strategy of the partition interface, but this build cannot serve it. Use one of: 'fast'.",
    )
  })

  test('uses the wire name of the option', () => {
    expect(() => assertServable('outputFormat', 'text/html', ['application/json', 'text/csv'])).toThrow(
      "Unknown output_format 'text/html'. Use one of: 'application/json', 'text/csv'.",
    )
  })

  test('throws an UnsupportedOptionError', () => {
    expect(() => assertServable('chunkingStrategy', 'by_chapter', ['basic'])).toThrow(UnsupportedOptionError)
  })

  test('says so when nothing can be served', () => {
    expect(() => assertServable('vlmModelProvider', 'openai', [])).toThrow('Use one of: (none in this build).')
  })
})
