/**
 * @module formats/html/html-node
 * The parsed HTML tree the HTML partitioner walks: plain elements whose children are text strings and
 * other elements, in document order. Comments, doctypes and processing instructions are not kept, and
 * the stripped tags (script, style, …) never enter the tree. Built by `parseHtmlTree` (formats/html/elements-from-html).
 *
 * Upstream (lxml) keeps text as `.text` / `.tail`; here an element's text before its first child and
 * each child's tail are simply the string children around it.
 */

/** One HTML element. `tag` is lower case; `parent` is `undefined` only for the document node. */
export interface HtmlElementNode {
  tag: string
  attrs: Readonly<Record<string, string>>
  children: HtmlNode[]
  parent: HtmlElementNode | undefined
}

/** A child in the tree: decoded text, or an element. */
export type HtmlNode = string | HtmlElementNode

/** Tag of the synthetic node at the top of every tree (never a real HTML tag). */
export const DOCUMENT_TAG = '#document'

/** True when `node` is an element rather than text. */
export function isHtmlElement(node: HtmlNode): node is HtmlElementNode {
  return typeof node !== 'string'
}
