import { describe, expect, test } from 'vitest'
import { buildZip } from '../../../fixtures/office/zip-writer.js'
import { openZipArchive } from '../../../src/containers/zip-archive.js'
import { readRelationships, resolvePartName } from '../../../src/formats/ooxml/package-relationships.js'

describe('readRelationships', () => {
  test('resolves internal targets against the part’s folder and keeps external ones as written', () => {
    const rels =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="t/header" Target="header1.xml"/>' +
      '<Relationship Id="rId2" Type="t/image" Target="../media/a%20b.png"/>' +
      '<Relationship Id="rId3" Type="t/hyperlink" Target="https://x.org/?q=1&amp;r=2" TargetMode="External"/>' +
      '</Relationships>'
    const archive = openZipArchive(buildZip([{ name: 'word/_rels/document.xml.rels', data: rels }]))

    const map = readRelationships(archive, 'word/document.xml')

    expect(map.get('rId1')).toEqual({ type: 't/header', target: 'word/header1.xml', external: false })
    expect(map.get('rId2')?.target).toBe('media/a b.png')
    expect(map.get('rId3')).toEqual({ type: 't/hyperlink', target: 'https://x.org/?q=1&r=2', external: true })
  })

  test('gives an empty map for a part without relationships', () => {
    expect(readRelationships(openZipArchive(buildZip([{ name: 'a.xml', data: '<a/>' }])), 'a.xml').size).toBe(0)
  })
})

describe('resolvePartName', () => {
  test('handles absolute targets and parent segments', () => {
    expect(resolvePartName('word/', '/customXml/item1.xml')).toBe('customXml/item1.xml')
    expect(resolvePartName('ppt/slides/', '../slideLayouts/slideLayout1.xml')).toBe('ppt/slideLayouts/slideLayout1.xml')
  })
})
