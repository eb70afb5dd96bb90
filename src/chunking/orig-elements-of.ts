/**
 * @module chunking/orig-elements-of
 * The value of a chunk's `metadata.orig_elements` (core §4.4, upstream `_Chunker._orig_elements`):
 * the source elements themselves, except that an element which is itself a chunk is copied without
 * its own `orig_elements`, so orig_elements never nest.
 */
import type { Element } from '../elements/types.js'
import { withMetadata } from '../elements/element-draft.js'

/** `elements` with nested `orig_elements` stripped; elements without them are shared, not copied. */
export function origElementsOf(elements: readonly Element[]): Element[] {
  return elements.map(withoutOrigElements)
}

/** `element` itself when it has no `orig_elements`, else a shallow copy whose metadata lacks them. */
export function withoutOrigElements(element: Element): Element {
  if (element.metadata.orig_elements === undefined) return element
  const { orig_elements: _nested, ...metadata } = element.metadata
  return withMetadata(element, metadata)
}
