import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { DocumentError } from '../../../src/errors.js'
import { decodeEntities, parseXml } from '../../../src/formats/xml/xml-tree.js'

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'

describe('parseXml', () => {
  test('keeps elements, attributes and text in document order, whitespace included', () => {
    const root = parseXml('<?xml version="1.0"?><a x="1"><b> one </b>two<c/></a>')

    expect(root).toEqual({
      name: 'a',
      attributes: { x: '1' },
      children: [{ name: 'b', attributes: {}, children: [' one '] }, 'two', { name: 'c', attributes: {}, children: [] }],
    })
  })

  test('decodes the predefined entities and character references in text and attributes', () => {
    const root = parseXml('<a t="x &amp; &quot;y&quot;">&lt;b&gt; &#65;&#x42; &apos;</a>')

    expect(root.attributes['t']).toBe('x & "y"')
    expect(root.children).toEqual(["<b> AB '"])
  })

  test('keeps CDATA as literal text', () => {
    expect(parseXml('<a><![CDATA[x &amp; <y>]]></a>').children).toEqual(['x &amp; <y>'])
  })

  test('refuses a document that declares entities (an entity bomb) with a DocumentError', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "xx"><!ENTITY y "&x;&x;&x;">]><a>&y;</a>'

    expect(() => parseXml(bomb)).toThrow(DocumentError)
    expect(() => parseXml(bomb)).toThrow(/declares XML entities/)
  })

  test('leaves undeclared entity references as written instead of expanding them', () => {
    expect(parseXml('<a>&nbsp;&x;</a>').children).toEqual(['&nbsp;&x;'])
  })

  test('renames elements and attributes to the preferred prefix of their namespace', () => {
    const xml = `<doc xmlns="${W}" xmlns:q="${W}"><body><q:p q:val="1" plain="2"/></body></doc>`
    const root = parseXml(xml, { namespaces: { w: W } })
    const p = (root.children[0] as { children: unknown[] }).children[0]

    expect(root.name).toBe('w:doc')
    expect(p).toMatchObject({ name: 'w:p', attributes: { 'w:val': '1', plain: '2' } })
  })

  test('keeps names of namespaces it was not asked to rename', () => {
    const root = parseXml('<x:a xmlns:x="urn:other"><x:b/></x:a>', { namespaces: { w: W } })

    expect(root.name).toBe('x:a')
    expect(root.children[0]).toMatchObject({ name: 'x:b' })
  })

  test('decodes bytes by their BOM or declared encoding', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'<a>é</a>'].flatMap((c) => [c.charCodeAt(0), 0])])
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><a>'),
      0xe9,
      ...new TextEncoder().encode('</a>'),
    ])

    expect(parseXml(utf16).children).toEqual(['é'])
    expect(parseXml(latin1).children).toEqual(['é'])
  })

  test('names the part when the XML is malformed', () => {
    expect(() => parseXml('<a><b></a>', { label: 'word/document.xml' })).toThrow(/word\/document\.xml is not well-formed/)
    expect(() => parseXml('just text', { label: 'p.xml' })).toThrow(DocumentError)
  })
})

describe('decodeEntities', () => {
  test('leaves out-of-range character references as written', () => {
    expect(decodeEntities('&#0; &#x110000; &amp;')).toBe('&#0; &#x110000; &')
  })
})

describe('parseXml on arbitrary input', () => {
  test('gives a tree or a DocumentError, never another error', () => {
    const xmlish = fc.array(
      fc.constantFrom('<a>', '</a>', '<b x="1">', '</b>', '<c/>', '&amp;', '&#x41;', '<![CDATA[', ']]>', '<!DOCTYPE a>', 'text', '<', '>', '"'),
      {
        maxLength: 60,
      },
    )
    fc.assert(
      fc.property(
        fc.oneof(
          xmlish.map((parts) => parts.join('')),
          fc.string({ maxLength: 200 }),
        ),
        (xml) => {
          try {
            parseXml(xml, { namespaces: { w: W } })
          } catch (error) {
            expect(error).toBeInstanceOf(DocumentError)
          }
        },
      ),
    )
  })
})
