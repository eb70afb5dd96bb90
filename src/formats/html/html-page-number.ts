/**
 * @module formats/html/html-page-number
 * Page numbers of HTML elements from `data-page-number` attributes, as upstream's `Flow._page_number`:
 * the nearest valid value on the element or its block ancestors. The search stops at an inline
 * ancestor (span, a, b, …), because upstream only climbs through block-class parents.
 */
import type { HtmlElementNode } from './html-node.js'
import { htmlTagRole } from './html-tag-roles.js'

/** Python `int(s)` for the plain decimal forms: optional sign, digits, surrounding whitespace. */
const INTEGER = /^\s*[+-]?\d+\s*$/

/** Roles of upstream classes that are not `Flow` subclasses; the climb stops at them. */
const NON_FLOW_ROLES: ReadonlySet<string> = new Set(['anchor', 'bold', 'italic', 'phrasing', 'line-break', 'removed-phrasing'])

/** The page number of `node` (1-based, as written in the document), or `undefined` when none applies. */
export function htmlPageNumber(node: HtmlElementNode): number | undefined {
  let current: HtmlElementNode | undefined = node
  while (current !== undefined) {
    const value = current.attrs['data-page-number']
    if (value !== undefined && INTEGER.test(value)) return Number.parseInt(value.trim(), 10)
    const parent: HtmlElementNode | undefined = current.parent
    if (parent === undefined || NON_FLOW_ROLES.has(htmlTagRole(parent.tag))) return undefined
    current = parent
  }
  return undefined
}
