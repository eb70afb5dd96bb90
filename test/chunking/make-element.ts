/**
 * Hand-made elements for the chunking tests: `el('Title', 'Intro', { page_number: 1 })`.
 */
import type { Element, ElementMetadata, ElementType } from '../../src/elements/types.js'
import { asElement } from '../../src/elements/element-draft.js'

/** An element of `type` with `text` and `metadata`, id ''. Upstream's `Text(...)` is `el('UncategorizedText', …)`. */
export function el(type: ElementType, text: string, metadata: ElementMetadata = {}): Element {
  return asElement({ type, element_id: '', text, metadata })
}

/** `UncategorizedText` (upstream `Text`). */
export function text(value: string, metadata: ElementMetadata = {}): Element {
  return el('UncategorizedText', value, metadata)
}

/** `Title`. */
export function title(value: string, metadata: ElementMetadata = {}): Element {
  return el('Title', value, metadata)
}

/** `Table` with optional `text_as_html`. */
export function table(value: string, html?: string, metadata: ElementMetadata = {}): Element {
  return el('Table', value, html === undefined ? metadata : { ...metadata, text_as_html: html })
}
