/**
 * @module elements/assign-element-ids
 * Gives every element its final `element_id` (core §2.1, upstream `_assign_hash_ids` in
 * `partition/common/metadata.py`) and points `parent_id` references at the new ids.
 */
import { deterministicElementId, uniqueElementId } from './element-id.js'
import type { Element } from './types.js'
import { withMetadata } from './element-draft.js'

export interface AssignElementIdsOptions {
  /** UUID v4 ids instead of hashes; elements that already have an id keep it. Default false. */
  uniqueElementIds: boolean
  /**
   * How the hash's sequence number counts. 'per-page' (default, core §2.1): the number of earlier
   * elements with the same `page_number` value (a missing page number is a value of its own), so a
   * page that reappears continues its count. 'consecutive-runs': counts restart at every change of
   * page number (upstream's `itertools.groupby` form). They differ only when a page number reappears
   * after another one.
   */
  sequence?: 'per-page' | 'consecutive-runs'
}

/**
 * Returns copies of `elements` with final ids: deterministic hashes of filename + text + page number +
 * sequence (default), or UUIDs. Any `parent_id` that named an old id is rewritten to that element's new
 * id; when several elements shared an old id, the nearest one before the child wins.
 */
export function assignElementIds(elements: readonly Element[], options: AssignElementIdsOptions): Element[] {
  const { ids, remappedParentIds } = elementIdAssignment(elements, options)
  return elements.map((element, i) => {
    const parentId = remappedParentIds[i]
    // one copy of the element; its metadata is copied only when the parent changes
    if (parentId === undefined) return { ...element, element_id: ids[i]! }
    return withMetadata({ ...element, element_id: ids[i]! }, { ...element.metadata, parent_id: parentId })
  })
}

/**
 * What `assignElementIds` changes, in order: each element's new id, and its `parent_id` rewritten to a
 * new id (undefined where the element has no parent or its parent keeps its value; the list is empty when no
 * element has an id or a parent).
 */
export function elementIdAssignment(
  elements: readonly Element[],
  options: AssignElementIdsOptions,
): { ids: string[]; remappedParentIds: (string | undefined)[] } {
  const ids = computeIds(elements, options)
  // parent ids point at old ids: nothing to remap when no element has either (a partitioner's drafts)
  if (!elements.some((element) => element.element_id !== '' || element.metadata.parent_id !== undefined)) return { ids, remappedParentIds: [] }
  const finalIdOf = new Map<string, string>()
  elements.forEach((element, i) => {
    if (element.element_id !== '' && !finalIdOf.has(element.element_id)) finalIdOf.set(element.element_id, ids[i]!)
  })
  const seenIdOf = new Map<string, string>()
  const remappedParentIds = elements.map((element, i) => {
    const parent = element.metadata.parent_id
    const remapped = parent === undefined ? undefined : (seenIdOf.get(parent) ?? finalIdOf.get(parent) ?? parent)
    if (element.element_id !== '') seenIdOf.set(element.element_id, ids[i]!)
    return remapped === parent ? undefined : remapped
  })
  return { ids, remappedParentIds }
}

function computeIds(elements: readonly Element[], options: AssignElementIdsOptions): string[] {
  if (options.uniqueElementIds) {
    return elements.map((element) => (element.element_id !== '' ? element.element_id : uniqueElementId()))
  }
  const counts = new Map<number | undefined, number>()
  let previousPage: number | undefined | null = null
  let run = 0
  const ids: string[] = []
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i]!
    const page = element.metadata.page_number
    let sequence: number
    if (options.sequence === 'consecutive-runs') {
      run = page === previousPage ? run + 1 : 0
      previousPage = page
      sequence = run
    } else {
      sequence = counts.get(page) ?? 0
      counts.set(page, sequence + 1)
    }
    ids.push(deterministicElementId({ filename: element.metadata.filename, text: element.text, pageNumber: page, sequence }))
  }
  return ids
}
