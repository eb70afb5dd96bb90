import { describe, expect, test } from 'vitest'
import { isZip, zipFileType } from '../../src/detect/zip-file-type.js'
import { buildZip } from './helpers/build-zip.js'

const CONTENT_TYPES = { name: '[Content_Types].xml', data: '<Types/>' }

describe('zipFileType', () => {
  test.each([
    ['docx', 'word/document.xml'],
    ['docx', 'word/document2.xml'],
    ['xlsx', 'xl/workbook.xml'],
    ['pptx', 'ppt/presentation.xml'],
  ])('calls a zip with a %s main part (%s) by that type', (expected, part) => {
    const bytes = buildZip([CONTENT_TYPES, { name: part, data: '<x/>', method: 8 }])

    expect(zipFileType(bytes)).toBe(expected)
  })

  test('only matches the main part at the start of the name', () => {
    const bytes = buildZip([{ name: 'backup/word/document.xml', data: '<x/>' }])

    expect(zipFileType(bytes)).toBe('zip')
  })

  test('reads the mimetype member of OpenDocument text and EPUB', () => {
    const odt = buildZip([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
      { name: 'content.xml', data: '<x/>' },
    ])
    const epub = buildZip([
      { name: 'mimetype', data: 'application/epub+zip\n' },
      { name: 'OEBPS/ch1.xhtml', data: '<x/>', method: 8 },
    ])
    const deflated = buildZip([{ name: 'mimetype', data: 'application/epub+zip', method: 8 }])

    expect(zipFileType(odt)).toBe('odt')
    expect(zipFileType(epub)).toBe('epub')
    expect(zipFileType(deflated)).toBe('epub')
  })

  test('leaves a mimetype it does not know undecided, as upstream does', () => {
    const ods = buildZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' }])

    expect(zipFileType(ods)).toBeUndefined()
  })

  test('calls any other archive, even an unreadable one, a plain zip', () => {
    expect(zipFileType(buildZip([{ name: 'photo.jpg', data: 'x' }]))).toBe('zip')
    expect(zipFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('zip')
  })
})

describe('isZip', () => {
  test('recognises a local header or an empty archive', () => {
    expect(isZip(buildZip([{ name: 'a', data: '' }]))).toBe(true)
    expect(isZip(buildZip([]))).toBe(true)
    expect(isZip(new TextEncoder().encode('PKZIP is a program'))).toBe(false)
  })
})
