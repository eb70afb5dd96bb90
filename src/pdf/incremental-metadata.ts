/**
 * @module pdf/incremental-metadata
 * The metadata pass of `elements/apply-metadata` applied page by page, with the state that crosses
 * pages carried along, so a stream of pages gets the ids and parent_ids the whole-document pass gives:
 * - ids: the per-page sequence counts (core §2.1) live across calls (PageBreaks have no page number,
 *   their count runs through the document);
 * - parent_id: `setElementHierarchy`'s stack is always the parent chain of the last element, so that
 *   chain is carried and replayed (without its parent_ids, which the walk recomputes identically) in
 *   front of the next page;
 * - languages: decided once for the document by the caller (`documentLanguages`), then applied per
 *   element exactly as `applyLanguageMetadata` does (with its memo: a text met before in the document,
 *   on any page, is not detected again).
 * Elements must not carry a parent_id of their own (the fast PDF path never sets one).
 */
import { detectLanguages, languageDetector } from '../elements/detect-languages.js'
import { compactMetadata } from '../elements/compact-metadata.js'
import { deterministicElementId, uniqueElementId } from '../elements/element-id.js'
import { setElementHierarchy } from '../elements/set-element-hierarchy.js'
import type { Element } from '../elements/types.js'
import type { MetadataContext } from '../elements/apply-metadata.js'
import { fileMetadataWriter } from '../elements/apply-metadata.js'
import { withMetadata } from '../elements/element-draft.js'

/** How a document's languages were decided: one list for all elements, per element, or not at all. */
export type LanguageDecision = { kind: 'off' } | { kind: 'document'; languages: string[] } | { kind: 'per-element' }

/** `applyLanguageMetadata`'s document-level decision, from the document's text (or a sample of it). */
export function documentLanguages(text: string, languages: readonly string[], perElement = false): LanguageDecision {
  if (languages.length === 1 && languages[0] === '') return { kind: 'off' }
  const found = detectLanguages(text, languages)
  if (found !== undefined && found.length === 1 && !perElement) return { kind: 'document', languages: found }
  return { kind: 'per-element' }
}

/** Returns a function that applies the metadata pass to the next page's elements (new objects; input untouched). */
export function incrementalMetadata(context: MetadataContext): (elements: readonly Element[], languages: LanguageDecision) => Element[] {
  const counts = new Map<number | undefined, number>()
  const withFileMetadata = fileMetadataWriter(context)
  const detect = languageDetector(context.languages)
  let carry: Element[] = []
  return (elements, decision) => {
    const prepared = elements.map((draft): Element => {
      let element = draft
      if (decision.kind !== 'off') {
        const languages = decision.kind === 'document' ? decision.languages : detect(element.text)
        if (languages !== undefined && languages.length > 0) {
          element = withMetadata(element, { ...element.metadata, languages: [...languages] })
        } else if (element.metadata.languages !== undefined) {
          const { languages: _dropped, ...metadata } = element.metadata
          element = withMetadata(element, metadata)
        }
      }
      element = withFileMetadata(element)
      const page = element.metadata.page_number
      const sequence = counts.get(page) ?? 0
      counts.set(page, sequence + 1)
      const id = context.uniqueElementIds
        ? element.element_id !== ''
          ? element.element_id
          : uniqueElementId()
        : deterministicElementId({ filename: element.metadata.filename, text: element.text, pageNumber: page, sequence })
      return { ...element, element_id: id }
    })
    const replay = carry.map((element) => {
      const { parent_id: _recomputed, ...metadata } = element.metadata
      return withMetadata(element, metadata)
    })
    const out = setElementHierarchy([...replay, ...prepared]).slice(replay.length)
    if (out.length > 0) {
      const byId = new Map<string, Element>()
      for (const element of [...carry, ...out]) byId.set(element.element_id, element)
      const chain: Element[] = []
      for (let e: Element | undefined = out[out.length - 1]; e !== undefined;) {
        chain.unshift(e)
        const parent: string | undefined = e.metadata.parent_id
        e = parent === undefined ? undefined : byId.get(parent)
      }
      carry = chain
    }
    return out.map((element) => {
      const metadata = compactMetadata(element.metadata)
      return metadata === element.metadata ? element : withMetadata(element, metadata)
    })
  }
}
