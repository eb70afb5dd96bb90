/**
 * @module chunking/boundary-predicates
 * Semantic boundaries that start a new pre-chunk (upstream `chunking/base.py` predicates, core §4.2).
 * A predicate may keep state across one element stream, so make a fresh one per `chunk()` call.
 */
import type { Element } from '../elements/types.js'

/** True when `element` starts a new semantic unit; called once per element, in order. */
export type BoundaryPredicate = (element: Element) => boolean

/** A section starts at every Title (upstream `is_title`). */
export function isTitle(element: Element): boolean {
  return element.type === 'Title'
}

/**
 * A predicate that fires on each page change (upstream `is_on_next_page()`): the first element sets
 * the current page (`page_number`, or 1 when absent) and never fires; an element without a page number
 * continues the current page; any different page number fires (a lower one too) and becomes current.
 */
export function createPageChangeDetector(): BoundaryPredicate {
  let currentPage = 1
  let isFirst = true
  return (element) => {
    const page = element.metadata.page_number
    if (isFirst) {
      isFirst = false
      currentPage = page ?? 1
      return false
    }
    if (page === undefined || page === null || page === currentPage) return false
    currentPage = page
    return true
  }
}

/** One predicate that fires when any of `predicates` does; every one is called on every element to keep its state. */
export function anyBoundary(predicates: readonly BoundaryPredicate[]): BoundaryPredicate {
  return (element) => {
    let fired = false
    for (const predicate of predicates) if (predicate(element)) fired = true
    return fired
  }
}
