/**
 * @module formats/xml
 * XML (core §7 xml), a port of upstream `partition/xml.py` and the only importer of `fast-xml-parser`.
 * - `xmlKeepTags`: one UncategorizedText holding the decoded document, tags and all.
 * - otherwise upstream walks `lxml.etree.iterparse(…, resolve_entities=False)` and, at each element's
 *   end tag, classifies its `.text` — the text before its first child node, NOT stripped — when that
 *   text is not blank. So elements come in end-tag order (children before their parent) and text after
 *   a child (lxml's `.tail`) is never read; both kept on purpose.
 * Entities: only the five predefined ones and character references are decoded; DOCTYPE entities are
 * never expanded (a billion-laughs document stays small), an undeclared or DTD reference stays as
 * written. Malformed XML is a DocumentError naming line and column.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { elementFromText } from '../elements/classify-text.js'
import type { Element } from '../elements/types.js'
import { DocumentError, type PartitionWarning } from '../errors.js'
import { decodeText, sniffBom } from './decode-text.js'
import { lookupPythonCodec } from './python-codecs.js'
import { pyStrip } from './python-whitespace.js'
import type { Partitioner } from './types.js'

/** A node of fast-xml-parser's `preserveOrder` output: `{tag: children, ':@'?: attributes}` or a text node. */
type OrderedNode = Record<string, unknown>

const parser = new XMLParser({
  preserveOrder: true,
  trimValues: false,
  parseTagValue: false,
  ignoreAttributes: true,
  // No entity expansion of any kind; the predefined entities are decoded below.
  processEntities: false,
  htmlEntities: false,
  // Comments, processing instructions and CDATA are nodes, so text is cut where lxml cuts `.text`.
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: false,
})

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** Decode the five predefined entities and character references; leave every other reference as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10)
      return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
    }
    return PREDEFINED[ref] ?? whole
  })
}

const tagOf = (node: OrderedNode): string | undefined => Object.keys(node).find((key) => key !== ':@')

/** lxml's `element.text`: the text and CDATA before the first child node (element, comment or PI). */
function leadingText(children: readonly OrderedNode[]): string | undefined {
  let text: string | undefined
  for (const child of children) {
    const tag = tagOf(child)
    if (tag === '#text') text = (text ?? '') + decodeXmlEntities(String(child['#text']))
    else if (tag === '#cdata') {
      const parts = child['#cdata'] as OrderedNode[]
      text = (text ?? '') + parts.map((part) => String(part['#text'] ?? '')).join('')
    } else break
  }
  return text
}

/**
 * The non-blank `.text` of every element, in end-tag order (children before their parent), as
 * upstream's `_get_leaf_elements` yields them. Iterative, so deep nesting cannot overflow the stack.
 */
export function xmlElementTexts(nodes: readonly OrderedNode[]): string[] {
  const texts: string[] = []
  // Each frame: an element's children and the index of the next child to visit.
  const stack: { children: readonly OrderedNode[]; next: number; text?: string | undefined }[] = [{ children: nodes, next: 0 }]
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!
    if (frame.next >= frame.children.length) {
      stack.pop()
      if (frame.text !== undefined && pyStrip(frame.text) !== '') texts.push(frame.text)
      continue
    }
    const child = frame.children[frame.next]!
    frame.next += 1
    const tag = tagOf(child)
    if (tag === undefined || tag.startsWith('#') || tag.startsWith('?')) continue
    const children = (child[tag] as OrderedNode[] | undefined) ?? []
    stack.push({ children, next: 0, text: leadingText(children) })
  }
  return texts
}

/** The encoding named by `<?xml … encoding="…"?>`, if the document starts with such a declaration. */
export function declaredXmlEncoding(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 256))
  return /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1]
}

/**
 * Text of the XML bytes. An explicit `encoding` option wins; with the default, a byte-order mark, then
 * the XML declaration's encoding, then UTF-8 / detection decide (lxml reads the declaration itself).
 */
function decodeXml(bytes: Uint8Array, encoding: string, warn: (warning: PartitionWarning) => void): string {
  const isDefault = encoding.trim().toLowerCase() === 'utf-8'
  const declared = isDefault && sniffBom(bytes) === undefined ? declaredXmlEncoding(bytes) : undefined
  const useDeclared = declared !== undefined && lookupPythonCodec(declared) !== undefined
  const { text } = decodeText(bytes, useDeclared ? declared : encoding, warn)
  return text.startsWith('\ufeff') ? text.slice(1) : text
}

function parseOrdered(text: string): OrderedNode[] {
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    const { msg, line, col } = valid.err
    const where = col === undefined ? `line ${line}` : `line ${line}, column ${col}`
    throw new DocumentError(`The XML is not well-formed: ${msg} (${where}). Check the file, or send it as text/plain.`)
  }
  try {
    return parser.parse(text) as OrderedNode[]
  } catch (error) {
    throw new DocumentError(`The XML could not be parsed: ${(error as Error).message}`, { cause: error })
  }
}

/** Partitions an XML document. */
export const partitionXml: Partitioner = async ({ bytes, options, warn }) => {
  if (options.xmlKeepTags) {
    // upstream: read_txt_file(encoding) and one Text element with the raw document, unstripped.
    const { text } = decodeText(bytes, options.encoding, warn)
    return [{ type: 'UncategorizedText', element_id: '', text, metadata: {} }]
  }
  const nodes = parseOrdered(decodeXml(bytes, options.encoding, warn))
  const elements: Element[] = []
  for (const text of xmlElementTexts(nodes)) {
    const classified = elementFromText(text)
    elements.push({ type: classified.type, element_id: '', text: classified.text, metadata: {} })
  }
  return elements
}
