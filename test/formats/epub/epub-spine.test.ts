import { describe, expect, test } from 'vitest'
import { buildEpub } from '../../../fixtures/office/epub-builder.js'
import { buildZip } from '../../../fixtures/office/zip-writer.js'
import { openZipArchive } from '../../../src/containers/zip-archive.js'
import { DocumentError } from '../../../src/errors.js'
import { epubSpine } from '../../../src/formats/epub/epub-spine.js'

describe('epubSpine', () => {
  test('lists the spine’s (X)HTML items in spine order, paths resolved against the OPF folder, stylesheets left out', () => {
    const book = buildEpub(
      [
        { href: 'a.xhtml', body: '' },
        { href: 'text/b.xhtml', body: '' },
      ],
      { spineOrder: [1, 0] },
    )
    expect(epubSpine(openZipArchive(book))).toEqual(['OEBPS/text/b.xhtml', 'OEBPS/a.xhtml'])
  })

  test('an archive without META-INF/container.xml is a DocumentError', () => {
    expect(() => epubSpine(openZipArchive(buildZip([{ name: 'mimetype', data: 'application/epub+zip' }])))).toThrow(DocumentError)
  })

  test('a container naming a missing package document is a DocumentError', () => {
    const zip = buildZip([
      { name: 'mimetype', data: 'application/epub+zip' },
      {
        name: 'META-INF/container.xml',
        data: '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="missing.opf"/></rootfiles></container>',
      },
    ])
    expect(() => epubSpine(openZipArchive(zip))).toThrow(/package document/)
  })
})
