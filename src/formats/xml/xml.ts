/**
 * @module formats/xml/xml
 * XML (core §7 xml), a port of upstream `partition/xml.py`, parsed through the project's one
 * fast-xml-parser adapter (`xml-tree.ts`).
 * - `xmlKeepTags`: one UncategorizedText holding the decoded document, tags and all.
 * - otherwise upstream walks `lxml.etree.iterparse(…, resolve_entities=False)` and, at each element's
 *   end tag, classifies its `.text` — the text before its first child element, NOT stripped — when
 *   that text is not blank. So elements come in end-tag order (children before their parent) and text
 *   after a child (lxml's `.tail`) is never read; both kept on purpose.
 * Entities are never expanded (xml-tree decodes only the predefined ones and character references and
 * refuses DOCTYPE entity declarations, so a billion-laughs document is a DocumentError, not a blow-up).
 * Comments and processing instructions are dropped by the adapter, so text on both sides of a comment
 * reads as one `.text` (lxml would stop at the comment). Malformed XML is a DocumentError.
 */
import { elementFromText } from '../../elements/classify-text.js'
import type { Element } from '../../elements/types.js'
import { DocumentError, type PartitionWarning } from '../../errors.js'
import { sniffBom } from '../../encoding/byte-order-mark.js'
import { decodeText } from '../../encoding/decode-text.js'
import { lookupPythonCodec } from '../../encoding/python-codecs.js'
import { pyStrip } from '../../elements/python-strings.js'
import type { Partitioner } from '../types.js'
import { parseXml, type XmlElement, type XmlNode } from './xml-tree.js'
import { documentLimits } from '../../document-limits.js'

/** lxml's `element.text`: the character data before the first child element, or undefined if none. */
function leadingText(children: readonly XmlNode[]): string | undefined {
  let text: string | undefined
  for (const child of children) {
    if (typeof child !== 'string') break
    text = (text ?? '') + child
  }
  return text
}

/**
 * The non-blank `.text` of every element, in end-tag order (children before their parent), as
 * upstream's `_get_leaf_elements` yields them. Iterative, so deep nesting cannot overflow the stack.
 */
export function xmlElementTexts(root: XmlElement): string[] {
  const texts: string[] = []
  // Each frame: an element, the index of its next child to visit, and its own `.text`.
  const stack: { element: XmlElement; next: number; text: string | undefined }[] = [{ element: root, next: 0, text: leadingText(root.children) }]
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!
    const children = frame.element.children
    if (frame.next >= children.length) {
      stack.pop()
      if (frame.text !== undefined && pyStrip(frame.text) !== '') texts.push(frame.text)
      continue
    }
    const child = children[frame.next]!
    frame.next += 1
    if (typeof child !== 'string') stack.push({ element: child, next: 0, text: leadingText(child.children) })
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

function parseDocument(text: string, maxDepth: number): XmlElement {
  try {
    return parseXml(text, { label: 'XML file', maxDepth })
  } catch (error) {
    // A parser recursing through tens of thousands of nested elements runs out of stack.
    if (error instanceof RangeError) {
      throw new DocumentError('The XML file nests elements too deeply to be read.', { cause: error })
    }
    throw error
  }
}

/** Partitions an XML document. */
export const partitionXml: Partitioner = async ({ bytes, options, warn }) => {
  if (options.xmlKeepTags) {
    // upstream: read_txt_file(encoding) and one Text element with the raw document, unstripped.
    const { text } = decodeText(bytes, options.encoding, warn)
    return [{ type: 'UncategorizedText', element_id: '', text, metadata: {} }]
  }
  const root = parseDocument(decodeXml(bytes, options.encoding, warn), documentLimits(options.limits).maxNestingDepth)
  const elements: Element[] = []
  for (const text of xmlElementTexts(root)) {
    const classified = elementFromText(text)
    elements.push({ type: classified.type, element_id: '', text: classified.text, metadata: {} })
  }
  return elements
}
