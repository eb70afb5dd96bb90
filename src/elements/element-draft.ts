/**
 * @module elements/element-draft
 * Where an `ElementDraft` (any type, any metadata — what a builder holds while the type is a variable)
 * becomes an `Element`, the union discriminated by `type`. The metadata keys a type may carry are the
 * builder's business (a classifier makes text elements, tables come from table code); these two are the
 * only places the compiler takes its word for it.
 */
import type { Element, ElementDraft, ElementMetadata } from './types.js'

/** `draft` as an `Element` (no copy). */
export function asElement(draft: ElementDraft): Element {
  return draft as Element
}

/** A shallow copy of `element` with `metadata` in place of its own. */
export function withMetadata(element: Element | ElementDraft, metadata: ElementMetadata): Element {
  return { ...element, metadata } as Element
}
