import { describe, expect, test } from 'vitest'
import { buildDocx } from '../../../fixtures/office/docx-writer.js'
import { buildZip } from '../../../fixtures/office/zip-writer.js'
import { DocumentError } from '../../../src/errors.js'
import { openDocxPackage } from '../../../src/formats/word/docx-package.js'

describe('openDocxPackage', () => {
  test('reads style names as Word shows them and the default paragraph style', () => {
    const pkg = openDocxPackage(buildDocx({ body: '', styles: { Body: 'Body Text', Heading2: 'heading 2' }, defaultStyle: 'Body' }))

    expect(pkg.styles.names.get('Heading2')).toBe('Heading 2')
    expect(pkg.styles.defaultName).toBe('Body Text')
  })

  test('reads the even-and-odd headers setting and header parts by relationship id', () => {
    const pkg = openDocxPackage(buildDocx({ body: '', evenAndOddHeaders: true, headers: { hdr1: '<w:p/>' } }))

    expect(pkg.evenAndOddHeaders).toBe(true)
    expect(pkg.part('hdr1')?.name).toBe('w:hdr')
    expect(pkg.part('missing')).toBeUndefined()
  })

  test('refuses a zip without a main document part with a DocumentError', () => {
    const bytes = buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }])

    expect(() => openDocxPackage(bytes)).toThrow(DocumentError)
    expect(() => openDocxPackage(bytes)).toThrow(/no main document part/)
  })
})
