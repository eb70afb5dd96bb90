import { describe, expect, test } from 'vitest'
import { fileTypeFromExtension, fileTypeFromMime, mimeTypeOf, normalizeMime } from '../../src/detect/mime-type-of.js'
import { FILE_TYPES } from '../../src/detect/file-types.js'

describe('mimeTypeOf', () => {
  test('gives the canonical MIME that upstream writes to metadata.filetype', () => {
    expect(mimeTypeOf('docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(mimeTypeOf('epub')).toBe('application/epub')
    expect(mimeTypeOf('tsv')).toBe('text/tsv')
    expect(mimeTypeOf('unk')).toBe('application/octet-stream')
    expect(mimeTypeOf('empty')).toBe('inode/x-empty')
  })

  test('round-trips through fileTypeFromMime for every type', () => {
    for (const type of FILE_TYPES) expect(fileTypeFromMime(mimeTypeOf(type))).toBe(type)
  })
})

describe('fileTypeFromMime', () => {
  test('maps aliases to their type', () => {
    expect(fileTypeFromMime('application/epub+zip')).toBe('epub')
    expect(fileTypeFromMime('text/x-csv')).toBe('csv')
    expect(fileTypeFromMime('application/rtf')).toBe('rtf')
    expect(fileTypeFromMime('text/xml')).toBe('xml')
    expect(fileTypeFromMime('application/yaml')).toBe('txt')
    expect(fileTypeFromMime('audio/x-wav')).toBe('wav')
  })

  test('ignores parameters, case and surrounding spaces', () => {
    expect(fileTypeFromMime(' Text/CSV ; charset=utf-8')).toBe('csv')
  })

  test('returns undefined for unknown, empty or missing types', () => {
    expect(fileTypeFromMime('application/x-unknown')).toBeUndefined()
    expect(fileTypeFromMime('')).toBeUndefined()
    expect(fileTypeFromMime(undefined)).toBeUndefined()
  })
})

describe('normalizeMime', () => {
  test('strips parameters and lower-cases', () => {
    expect(normalizeMime('Application/JSON; charset=UTF-8')).toBe('application/json')
    expect(normalizeMime(' ; x=1')).toBeUndefined()
  })
})

describe('fileTypeFromExtension', () => {
  test('reads the extension of a filename or path, in any case', () => {
    expect(fileTypeFromExtension('reports/Q3.PDF')).toBe('pdf')
    expect(fileTypeFromExtension('C:\\docs\\notes.markdown')).toBe('md')
    expect(fileTypeFromExtension('scan.tif')).toBe('tiff')
    expect(fileTypeFromExtension('table.tab')).toBe('tsv')
    expect(fileTypeFromExtension('main.py')).toBe('txt')
  })

  test('accepts a bare extension with its dot', () => {
    expect(fileTypeFromExtension('.docx')).toBe('docx')
    expect(fileTypeFromExtension('.EML')).toBe('eml')
  })

  test('returns undefined without a known extension', () => {
    expect(fileTypeFromExtension('README')).toBeUndefined()
    expect(fileTypeFromExtension('archive.tar')).toBeUndefined()
    expect(fileTypeFromExtension('dir.pdf/README')).toBeUndefined()
    expect(fileTypeFromExtension(undefined)).toBeUndefined()
  })
})
