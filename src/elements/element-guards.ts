/**
 * @module elements/element-guards
 * Type guards over the `Element` union, for callers who prefer a function to comparing `type`
 * (`elements.filter(isTable)` is a `TableElement[]`).
 */
import type { Element, ImageElement, TableElement } from './types.js'

/** `e` is a Table (narrows its metadata to `TableMetadata`). */
export function isTable(element: Element): element is TableElement {
  return element.type === 'Table'
}

/** `e` is an Image (narrows its metadata to `ImageMetadata`). */
export function isImage(element: Element): element is ImageElement {
  return element.type === 'Image'
}
