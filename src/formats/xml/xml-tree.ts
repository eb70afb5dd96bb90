/**
 * @module formats/xml/xml-tree
 * The one adapter for fast-xml-parser used by the Office formats (DOCX, PPTX, XLSX, ODT, EPUB): parses
 * an XML part into a plain ordered tree of elements and text. Entities are never expanded: the parser
 * runs with entity processing off, the five predefined entities and character references are decoded
 * here, and a document that declares entities in a DOCTYPE (the billion-laughs bomb) is refused.
 * Element and attribute names can be normalized to fixed prefixes by namespace URI, so `w:p` is found
 * whatever prefix the producing application chose.
 */
import { XMLParser } from 'fast-xml-parser'
import { DocumentError } from '../../errors.js'
import { DEFAULT_LIMITS, LimitExceededError } from '../../document-limits.js'
import { sniffBom } from '../../encoding/byte-order-mark.js'
import { decodeCharset, isCharsetSupported } from '../../encoding/charset-decode.js'

/** An element: its (possibly normalized) qualified name, attributes and children in document order. */
export interface XmlElement {
  name: string
  /** Attribute values, entities decoded, keyed by (possibly normalized) qualified name. */
  attributes: Record<string, string>
  children: XmlNode[]
}

/** A child of an element: another element, or a run of character data (entities decoded, CDATA kept). */
export type XmlNode = XmlElement | string

export interface ParseXmlOptions {
  /**
   * Preferred prefix → namespace URI(s). An element or attribute whose namespace is one of the URIs
   * is renamed to `prefix:local`, whatever prefix the document used (a default namespace included).
   * Names in other namespaces keep the document's spelling. Default: no renaming.
   */
  namespaces?: Readonly<Record<string, string | readonly string[]>>
  /** Names the part in error messages, e.g. `"word/document.xml"`. Default `"XML document"`. */
  label?: string
  /**
   * Deepest element nesting accepted (limits.maxNestingDepth; Office parts nest a few dozen levels at
   * most); deeper is a LimitExceededError. Default DEFAULT_LIMITS.maxNestingDepth.
   */
  maxDepth?: number
}

const CDATA = '#cdata'
const TEXT = '#text'
const ATTRIBUTES = ':@'

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  // no entity expansion at all: references stay literal and are decoded below, without DOCTYPE entities
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
})

type RawNode = Record<string, unknown>

/**
 * Parses `xml` (text, or bytes in the encoding their BOM or XML declaration names, UTF-8 by default)
 * and returns the root element. Throws `DocumentError` when the XML is malformed, has no root element,
 * or declares entities.
 */
export function parseXml(xml: string | Uint8Array, options: ParseXmlOptions = {}): XmlElement {
  const label = options.label ?? 'XML document'
  const text = typeof xml === 'string' ? xml : decodeXmlBytes(xml, label)
  refuseEntityDeclarations(text, label)
  let raw: unknown
  try {
    raw = parser.parse(text, true)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DocumentError(`The ${label} is not well-formed XML (${reason}); the file may be damaged.`, { cause: error })
  }
  const renames = prefixByUri(options.namespaces)
  const root = (raw as RawNode[]).find((node) => elementName(node) !== undefined)
  if (root === undefined) throw new DocumentError(`The ${label} has no root element; the file may be damaged.`)
  return convert(root, renames, options.maxDepth ?? DEFAULT_LIMITS.maxNestingDepth)
}

/** The decoded text of the part's bytes: BOM first, then the declaration's encoding, else UTF-8. */
function decodeXmlBytes(bytes: Uint8Array, label: string): string {
  const bom = sniffBom(bytes)?.encoding
  if (bom === 'utf-8') return new TextDecoder('utf-8').decode(bytes.subarray(3))
  // a UTF-32 LE mark begins with the UTF-16 LE one; parts of office packages are never UTF-32
  if (bom === 'utf-16-le' || bom === 'utf-32-le') return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bom === 'utf-16-be') return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  // UTF-16 without a BOM starts "<\0?\0" or "\0<\0?"
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return new TextDecoder('utf-16be').decode(bytes)
  const head = String.fromCharCode(...bytes.subarray(0, 200))
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1]?.toLowerCase()
  if (declared === undefined || declared === 'utf-8' || declared === 'utf8') return new TextDecoder('utf-8').decode(bytes)
  if (!isCharsetSupported(declared)) {
    throw new DocumentError(`The ${label} declares the encoding "${declared}", which cannot be decoded.`)
  }
  return decodeCharset(bytes, declared)
}

/** Refuses `<!ENTITY` declarations: no Office part needs them, and they are how entity bombs work. */
function refuseEntityDeclarations(text: string, label: string): void {
  const doctype = text.indexOf('<!DOCTYPE')
  // outside a DOCTYPE, "<!ENTITY" can only be inside a comment or CDATA, where it declares nothing
  if (doctype === -1 || text.indexOf('<!ENTITY', doctype) === -1) return
  throw new DocumentError(
    `The ${label} declares XML entities in its DOCTYPE; such documents are refused because entity expansion ` +
      'can exhaust memory (an "entity bomb"). Remove the DOCTYPE to read the file.',
  )
}

/** namespace URI → preferred prefix. */
function prefixByUri(namespaces: ParseXmlOptions['namespaces']): Map<string, string> {
  const map = new Map<string, string>()
  for (const [prefix, uris] of Object.entries(namespaces ?? {})) {
    for (const uri of typeof uris === 'string' ? [uris] : uris) map.set(uri, prefix)
  }
  return map
}

function elementName(node: RawNode): string | undefined {
  for (const key of Object.keys(node)) if (key !== ATTRIBUTES && key !== TEXT && key !== CDATA) return key
  return undefined
}

/** In-scope prefix → URI ('' for the default namespace), with a cache of the names renamed under it. */
interface Scope {
  uris: Map<string, string>
  renamed: Map<string, string>
}

/** What the conversion of one document keeps: the renames by namespace and the deepest nesting accepted. */
interface Conversion {
  renames: Map<string, string>
  maxDepth: number
}

function convert(node: RawNode, renames: Map<string, string>, maxDepth: number): XmlElement {
  const name = elementName(node)!
  return convertNamed(name, node, { renames, maxDepth }, { uris: new Map(), renamed: new Map() }, 0)
}

function convertNamed(name: string, node: RawNode, conversion: Conversion, parentScope: Scope, depth: number): XmlElement {
  const { renames, maxDepth } = conversion
  if (depth > maxDepth) throw new LimitExceededError('maxNestingDepth', maxDepth, 'The nesting of the XML elements')
  const rawAttributes = node[ATTRIBUTES] as Record<string, string> | undefined
  let scope = parentScope
  const attributes: Record<string, string> = {}
  if (rawAttributes !== undefined) {
    if (renames.size > 0) {
      for (const key in rawAttributes) {
        if (key !== 'xmlns' && !key.startsWith('xmlns:')) continue
        if (scope === parentScope) scope = { uris: new Map(parentScope.uris), renamed: new Map() }
        scope.uris.set(key === 'xmlns' ? '' : key.slice(6), rawAttributes[key]!)
      }
    }
    for (const key in rawAttributes) {
      // unprefixed attributes are in no namespace, whatever the default namespace is
      const renamed = renames.size > 0 && key.includes(':') ? rename(key, scope, renames, false) : key
      attributes[renamed] = decodeEntities(String(rawAttributes[key]))
    }
  }
  const children: XmlNode[] = []
  for (const child of node[name] as RawNode[]) {
    for (const key in child) {
      if (key === ATTRIBUTES) continue
      if (key === TEXT) children.push(decodeEntities(String(child[TEXT])))
      else if (key === CDATA) children.push(cdataText(child[CDATA]))
      else children.push(convertNamed(key, child, conversion, scope, depth + 1))
      break
    }
  }
  return { name: renames.size > 0 ? rename(name, scope, renames, true) : name, attributes, children }
}

function rename(qualified: string, scope: Scope, renames: Map<string, string>, isElement: boolean): string {
  const key = isElement ? qualified : `@${qualified}`
  const cached = scope.renamed.get(key)
  if (cached !== undefined) return cached
  const result = renameUncached(qualified, scope.uris, renames, isElement)
  scope.renamed.set(key, result)
  return result
}

function renameUncached(qualified: string, uris: Map<string, string>, renames: Map<string, string>, isElement: boolean): string {
  const colon = qualified.indexOf(':')
  const prefix = colon === -1 ? '' : qualified.slice(0, colon)
  if (prefix === 'xmlns' || prefix === 'xml') return qualified
  if (colon === -1 && !isElement) return qualified
  const uri = uris.get(prefix)
  const preferred = uri === undefined ? undefined : renames.get(uri)
  if (preferred === undefined) return qualified
  return `${preferred}:${qualified.slice(colon + 1)}`
}

function cdataText(value: unknown): string {
  // fast-xml-parser gives CDATA as [{ '#text': '…' }]
  if (Array.isArray(value)) return value.map((part) => String((part as RawNode)[TEXT] ?? '')).join('')
  return String(value)
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Decodes the five predefined entities and character references; any other `&name;` stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return PREDEFINED[ref] ?? whole
  })
}
