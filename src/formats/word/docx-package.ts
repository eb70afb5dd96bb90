/**
 * @module formats/word/docx-package
 * Opens a WordprocessingML package (DOCX) into the parts the partitioner reads: the main document
 * (found through the package relationships, `word/document.xml` by convention), its relationships
 * (headers, footers, hyperlinks), paragraph style names from `styles.xml` and the even/odd header
 * setting from `settings.xml`. Names are normalized to the `w:`, `r:`, `wp:` prefixes, transitional or
 * strict namespaces alike.
 */
import { DocumentError } from '../../errors.js'
import { openZipArchive, type ZipArchive } from '../../containers/zip-archive.js'
import { readRelationships, resolvePartName, type Relationship } from '../ooxml/package-relationships.js'
import { attribute, childElements, firstChild } from '../xml/xml-query.js'
import { parseXml, type XmlElement } from '../xml/xml-tree.js'

/** Preferred prefix → namespace URIs (transitional, then ISO strict) of the parts read here. */
export const DOCX_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  w: ['http://schemas.openxmlformats.org/wordprocessingml/2006/main', 'http://purl.oclc.org/ooxml/wordprocessingml/main'],
  r: ['http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'http://purl.oclc.org/ooxml/officeDocument/relationships'],
  wp: ['http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing', 'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing'],
  mc: ['http://schemas.openxmlformats.org/markup-compatibility/2006'],
}

const OFFICE_DOCUMENT_TYPES = [
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument',
]

/** Paragraph styles: style id → UI name, and the default paragraph style's name. */
export interface DocxStyles {
  names: ReadonlyMap<string, string>
  defaultName: string | undefined
}

export interface DocxPackage {
  /** The `w:document` element of the main part. */
  document: XmlElement
  /** Relationships of the main part, by id. */
  relationships: ReadonlyMap<string, Relationship>
  styles: DocxStyles
  /** `w:evenAndOddHeaders` in settings: even pages have their own header and footer. */
  evenAndOddHeaders: boolean
  /** The root element of the part a relationship id points to (a header, a footer), if there is one. */
  part(relationshipId: string): XmlElement | undefined
}

/**
 * Reads the DOCX package in `bytes`. Throws `DocumentError` when it is not a zip archive or has no
 * main document part.
 */
export function openDocxPackage(bytes: Uint8Array): DocxPackage {
  const archive = openZipArchive(bytes)
  const mainName = mainPartName(archive)
  const data = archive.read(mainName)
  if (data === undefined) {
    throw new DocumentError(`The DOCX package has no main document part (${mainName}); the file is damaged or not a Word document.`)
  }
  const document = parseXml(data, { label: mainName, namespaces: DOCX_NAMESPACES })
  const relationships = readRelationships(archive, mainName)
  const related = (typeName: string): XmlElement | undefined => {
    for (const rel of relationships.values()) {
      if (rel.external || !rel.type.endsWith(`/${typeName}`)) continue
      const part = archive.read(rel.target)
      if (part !== undefined) return parseXml(part, { label: rel.target, namespaces: DOCX_NAMESPACES })
    }
    return undefined
  }
  const settings = related('settings')
  return {
    document,
    relationships,
    styles: readStyles(related('styles')),
    evenAndOddHeaders: isOn(firstChild(settings, 'w:evenAndOddHeaders')),
    part(relationshipId) {
      const rel = relationships.get(relationshipId)
      if (rel === undefined || rel.external) return undefined
      const part = archive.read(rel.target)
      return part === undefined ? undefined : parseXml(part, { label: rel.target, namespaces: DOCX_NAMESPACES })
    },
  }
}

function mainPartName(archive: ZipArchive): string {
  for (const rel of readRelationships(archive, '').values()) {
    if (OFFICE_DOCUMENT_TYPES.includes(rel.type) && !rel.external) return rel.target
  }
  return resolvePartName('', 'word/document.xml')
}

// python-docx BabelFish: the built-in styles whose stored name differs from the name Word shows
const UI_NAMES: Readonly<Record<string, string>> = {
  caption: 'Caption',
  footer: 'Footer',
  header: 'Header',
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`heading ${i + 1}`, `Heading ${i + 1}`])),
}

function readStyles(styles: XmlElement | undefined): DocxStyles {
  const names = new Map<string, string>()
  let defaultName: string | undefined
  for (const style of styles === undefined ? [] : childElements(styles, 'w:style')) {
    if (attribute(style, 'w:type') !== 'paragraph') continue
    const stored = attribute(firstChild(style, 'w:name'), 'w:val')
    const name = stored === undefined ? undefined : (UI_NAMES[stored] ?? stored)
    const id = attribute(style, 'w:styleId')
    if (id !== undefined && name !== undefined && !names.has(id)) names.set(id, name)
    // the spec says the last default style of a type wins
    if (isTrue(attribute(style, 'w:default'))) defaultName = name
  }
  return { names, defaultName }
}

/** An OOXML on/off property: present, and its `w:val` (if any) is not false, 0 or off. */
export function isOn(element: XmlElement | undefined): boolean {
  if (element === undefined) return false
  const value = attribute(element, 'w:val')
  return value === undefined || isTrue(value)
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'on'
}
