/**
 * @module elements/set-element-hierarchy
 * `parent_id` from element types and `category_depth` (core §2.3, upstream `set_element_hierarchy`).
 */
import type { Element, ElementType } from './types.js'
import { withMetadata } from './element-draft.js'

/**
 * Which types an element of a given type may be the parent of (upstream `HIERARCHY_RULE_SET`; its
 * "Text" and "BulletedText" entries name classes whose type is UncategorizedText/ListItem).
 */
export const HIERARCHY_RULE_SET: Readonly<Partial<Record<ElementType, readonly ElementType[]>>> = {
  Title: ['UncategorizedText', 'NarrativeText', 'ListItem', 'Table', 'FigureCaption', 'CheckBox'],
  Header: ['Title', 'UncategorizedText', 'NarrativeText', 'ListItem', 'Table', 'FigureCaption', 'CheckBox'],
}

/**
 * Returns copies of `elements` with `parent_id` set by a stack walk: the parent of an element is the
 * nearest open element that is of the same type with a smaller `category_depth` (missing depth = 0),
 * or of a type whose rule lists this element's type. Elements passed over are closed. An element that
 * already has a `parent_id` keeps it and is not itself a candidate parent. Consequences (as upstream):
 * Titles of equal depth are siblings; a type in no rule (Image, Footer, PageBreak, …) closes every
 * open element, gets no parent and ends the chain for the elements after it. Ids must be final.
 */
export function setElementHierarchy(
  elements: readonly Element[],
  ruleSet: Readonly<Partial<Record<ElementType, readonly ElementType[]>>> = HIERARCHY_RULE_SET,
): Element[] {
  const parentIds = hierarchyParentIds(elements, ruleSet)
  return elements.map((element, i) => {
    const parentId = parentIds[i]
    return parentId === undefined ? element : withMetadata(element, { ...element.metadata, parent_id: parentId })
  })
}

/**
 * The `parent_id` that `setElementHierarchy` gives each element, in order: undefined for an element that
 * has no parent or already has a `parent_id` of its own.
 */
export function hierarchyParentIds(
  elements: readonly Element[],
  ruleSet: Readonly<Partial<Record<ElementType, readonly ElementType[]>>> = HIERARCHY_RULE_SET,
): (string | undefined)[] {
  const stack: Element[] = []
  return elements.map((element) => {
    if (element.metadata.parent_id !== undefined) return undefined
    const depth = element.metadata.category_depth ?? 0
    let parentId: string | undefined
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!
      const topDepth = top.metadata.category_depth ?? 0
      const sameTypeDeeper = top.type === element.type && topDepth < depth
      const ruleAllows = top.type !== element.type && (ruleSet[top.type] ?? []).includes(element.type)
      if (sameTypeDeeper || ruleAllows) {
        parentId = top.element_id
        break
      }
      stack.pop()
    }
    stack.push(element)
    return parentId
  })
}
