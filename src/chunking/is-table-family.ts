/**
 * @module chunking/is-table-family
 * Table isolation (core §4.2): `Table` and its subtype `TableChunk` never share a pre-chunk.
 */
import type { Element } from '../elements/types.js'

/** True for a `Table` or `TableChunk` element (upstream `isinstance(element, Table)`). */
export function isTableFamily(element: Element): boolean {
  return element.type === 'Table' || element.type === 'TableChunk'
}
