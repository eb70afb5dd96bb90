import { describe, expect, it } from 'vitest'
import { lookupPythonCodec, normalizeEncodingName } from '../../src/encoding/python-codecs.js'

describe('normalizeEncodingName', () => {
  it('lower-cases and collapses punctuation runs to one underscore, like CPython', () => {
    expect(normalizeEncodingName('  UTF--8 ')).toBe('utf_8')
    expect(normalizeEncodingName('ISO 8859-1')).toBe('iso_8859_1')
  })
})

describe('lookupPythonCodec', () => {
  it.each([
    ['utf8', 'utf_8'],
    ['U8', 'utf_8'],
    ['latin-1', 'latin_1'],
    ['L1', 'latin_1'],
    ['windows-1252', 'cp1252'],
    ['Shift-JIS', 'shift_jis'],
    ['utf-16', 'utf_16'],
    ['UTF-32BE', 'utf_32_be'],
    ['iso-8859-6-e', 'iso8859_6'],
  ])('maps %s to the codec %s', (spelling, name) => {
    expect(lookupPythonCodec(spelling)?.name).toBe(name)
  })

  it('labels charmap codecs the way their error messages do', () => {
    expect(lookupPythonCodec('cp1252')?.errorLabel).toBe('charmap')
    expect(lookupPythonCodec('utf8')?.errorLabel).toBe('utf-8')
  })

  it('knows nothing of a made-up name', () => {
    expect(lookupPythonCodec('not_an_encoding')).toBeUndefined()
  })
})
