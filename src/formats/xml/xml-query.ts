/**
 * @module formats/xml/xml-query
 * Small navigation over the plain XML tree of `xml-tree.ts`: child elements by name, the first
 * match, descendants, text content. Names are qualified names as the tree holds them (`w:p`).
 */
import type { XmlElement, XmlNode } from './xml-tree.js'

/** True for element nodes (not text). */
export function isXmlElement(node: XmlNode): node is XmlElement {
  return typeof node !== 'string'
}

/** The element children of `element`, all of them or only those named `name`. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = []
  for (const child of element.children) {
    if (typeof child !== 'string' && (name === undefined || child.name === name)) out.push(child)
  }
  return out
}

/** The first element child named `name` (or following a path of names, `firstChild(p, 'w:pPr', 'w:pStyle')`). */
export function firstChild(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element
  for (const name of path) {
    if (current === undefined) return undefined
    let found: XmlElement | undefined
    for (const child of current.children) {
      if (typeof child !== 'string' && child.name === name) {
        found = child
        break
      }
    }
    current = found
  }
  return current
}

/** Every descendant element named `name`, in document order (the element itself excluded). */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = []
  const visit = (node: XmlElement): void => {
    for (const child of node.children) {
      if (typeof child === 'string') continue
      if (child.name === name) out.push(child)
      visit(child)
    }
  }
  visit(element)
  return out
}

/** All character data below `element`, concatenated in document order. */
export function textContent(element: XmlElement): string {
  let text = ''
  for (const child of element.children) text += typeof child === 'string' ? child : textContent(child)
  return text
}

/** The value of attribute `name` on `element`, or undefined. */
export function attribute(element: XmlElement | undefined, name: string): string | undefined {
  return element?.attributes[name]
}
