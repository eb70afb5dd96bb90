/**
 * @module formats/ooxml/package-relationships
 * OOXML package relationships (ECMA-376 Part 2, §9): the `_rels/*.rels` part beside a part lists the
 * parts and external resources it refers to, by relationship id. Shared by every OOXML format
 * (DOCX headers and hyperlinks, PPTX slides, XLSX sheets).
 */
import type { ZipArchive } from '../../containers/zip-archive.js'
import { childElements } from '../xml/xml-query.js'
import { parseXml } from '../xml/xml-tree.js'

/** One relationship of a part. */
export interface Relationship {
  /** Relationship type URI, e.g. `…/relationships/header`. */
  type: string
  /**
   * For an internal target, the part's path inside the archive (`word/header1.xml`), resolved against
   * the source part's folder; for an external one (`TargetMode="External"`), the target as written.
   */
  target: string
  external: boolean
}

const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships'

/**
 * The relationships of the part at `partName` ('' for the package itself), keyed by id. A part
 * without a relationships part has none.
 */
export function readRelationships(archive: ZipArchive, partName: string): Map<string, Relationship> {
  const slash = partName.lastIndexOf('/')
  const folder = slash === -1 ? '' : partName.slice(0, slash + 1)
  const relsName = `${folder}_rels/${partName.slice(slash + 1)}.rels`
  const bytes = archive.read(relsName)
  const relationships = new Map<string, Relationship>()
  if (bytes === undefined) return relationships
  const root = parseXml(bytes, { label: relsName, namespaces: { rel: PACKAGE_RELATIONSHIPS } })
  for (const rel of childElements(root, 'rel:Relationship')) {
    const { Id: id, Type: type = '', Target: target = '', TargetMode: mode } = rel.attributes
    if (id === undefined) continue
    const external = mode === 'External'
    relationships.set(id, { type, target: external ? target : resolvePartName(folder, target), external })
  }
  return relationships
}

/** Resolves a relative part reference against `folder` (`word/` + `../media/a.png` → `media/a.png`). */
export function resolvePartName(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/').filter((part) => part !== '')
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') parts.pop()
    else parts.push(decodeURIComponentSafe(segment))
  }
  return parts.join('/')
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
