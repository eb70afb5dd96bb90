import { describe, expect, test } from 'vitest'
import { extensionOf } from '../../src/detect/extension-of.js'

describe('extensionOf', () => {
  test('gives the last suffix of the base name, lower-cased, as os.path.splitext does', () => {
    expect(extensionOf('Report.PDF')).toBe('.pdf')
    expect(extensionOf('archive.tar.gz')).toBe('.gz')
    expect(extensionOf('a/b.c/name')).toBe('')
    expect(extensionOf('a\\b\\name.Docx')).toBe('.docx')
  })

  test('treats leading dots as part of the name', () => {
    expect(extensionOf('.bashrc')).toBe('')
    expect(extensionOf('..hidden')).toBe('')
    expect(extensionOf('.config.json')).toBe('.json')
  })

  test('gives "" for no filename, no dot, or a trailing dot only', () => {
    expect(extensionOf(undefined)).toBe('')
    expect(extensionOf('Makefile')).toBe('')
    expect(extensionOf('name.')).toBe('.')
  })
})
