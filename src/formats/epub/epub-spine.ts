/**
 * @module formats/epub/epub-spine
 * The reading order of an EPUB (2 and 3): `META-INF/container.xml` names the package document
 * (OPF), whose `spine` lists manifest items in reading order. Only (X)HTML items are returned;
 * images, styles and the NCX are not text.
 */
import type { ZipArchive } from '../../containers/zip-archive.js'
import { DocumentError } from '../../errors.js'
import { resolvePartName } from '../ooxml/package-relationships.js'
import { attribute, childElements, descendants, firstChild } from '../xml/xml-query.js'
import { parseXml } from '../xml/xml-tree.js'

const NAMESPACES = {
  c: 'urn:oasis:names:tc:opendocument:xmlns:container',
  opf: 'http://www.idpf.org/2007/opf',
} as const

const HTML_MEDIA_TYPES: ReadonlySet<string> = new Set(['application/xhtml+xml', 'text/html', 'application/xml+xhtml'])

/**
 * Archive paths of the book's (X)HTML documents in spine order, each once. Throws `DocumentError`
 * when the container or the package document is missing.
 */
export function epubSpine(archive: ZipArchive): string[] {
  const containerBytes = archive.read('META-INF/container.xml')
  if (containerBytes === undefined) {
    throw new DocumentError('The EPUB has no META-INF/container.xml; it may be damaged or not an .epub file.')
  }
  const container = parseXml(containerBytes, { label: 'META-INF/container.xml', namespaces: NAMESPACES })
  const rootfile = descendants(container, 'c:rootfile').find((element) => attribute(element, 'full-path'))
  const opfName = attribute(rootfile, 'full-path')
  const opfBytes = opfName === undefined ? undefined : archive.read(opfName)
  if (opfName === undefined || opfBytes === undefined) {
    throw new DocumentError('The EPUB names no package document (OPF) that exists in the archive; it may be damaged.')
  }
  const opf = parseXml(opfBytes, { label: opfName, namespaces: NAMESPACES })
  const folder = opfName.includes('/') ? opfName.slice(0, opfName.lastIndexOf('/') + 1) : ''
  const manifest = new Map<string, { href: string; mediaType: string }>()
  for (const item of childElements(firstChild(opf, 'opf:manifest') ?? opf, 'opf:item')) {
    const id = attribute(item, 'id')
    const href = attribute(item, 'href')
    if (id !== undefined && href !== undefined) manifest.set(id, { href, mediaType: (attribute(item, 'media-type') ?? '').toLowerCase() })
  }
  const paths: string[] = []
  for (const itemref of childElements(firstChild(opf, 'opf:spine') ?? opf, 'opf:itemref')) {
    const item = manifest.get(attribute(itemref, 'idref') ?? '')
    if (item === undefined || !HTML_MEDIA_TYPES.has(item.mediaType)) continue
    const path = resolvePartName(folder, item.href.split('#')[0]!)
    if (!paths.includes(path)) paths.push(path)
  }
  return paths
}
