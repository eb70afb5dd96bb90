/**
 * @module elements/apply-metadata
 * The metadata pass every partitioner's output goes through (core §2.3, upstream `apply_metadata` in
 * `partition/common/metadata.py`), in upstream's order: de-duplicate shared objects → languages →
 * filetype/filename/last_modified → element ids → parent_id.
 */
import { elementIdAssignment } from './assign-element-ids.js'
import { compactMetadata } from './compact-metadata.js'
import { documentLanguages, languagesOfElement } from './detect-languages.js'
import type { DocumentLanguages } from './detect-languages.js'
import { hierarchyParentIds } from './set-element-hierarchy.js'
import type { Element, ElementMetadata } from './types.js'
import { withMetadata } from './element-draft.js'

export interface MetadataContext {
  /** Canonical MIME of the document (`FILE_TYPE_INFO[type].mime`), written to `metadata.filetype`. */
  filetype: string
  /** The document's name or path; only the basename is written to `metadata.filename` (the API drops directories). */
  filename?: string
  /** Written to `metadata.last_modified` when given. */
  lastModified?: string
  /** Requested languages (see `detectLanguages`): [] or ['auto'] detect, [''] disables, codes are taken as given. */
  languages: readonly string[]
  /** UUID ids instead of deterministic hashes. */
  uniqueElementIds: boolean
  /** Detect the language of every element on its own. Default false. */
  detectLanguagePerElement?: boolean
  /** Leave `metadata.coordinates` out (the API's `coordinates=false`). Default false. */
  dropCoordinates?: boolean
}

/** The last path segment, for both / and \ separators ("C:\\docs\\a.pdf" → "a.pdf"). */
function basename(path: string): string {
  const parts = path.split(/[/\\]/)
  return parts[parts.length - 1] ?? path
}

/** The keys `apply_metadata` writes into every element that is not an attachment, in upstream's order. */
function fileFieldsOf(context: Pick<MetadataContext, 'filetype' | 'filename' | 'lastModified'>): ElementMetadata {
  const filename = context.filename ? basename(context.filename) : undefined
  return {
    filetype: context.filetype,
    ...(filename ? { filename } : {}),
    ...(context.lastModified ? { last_modified: context.lastModified } : {}),
  }
}

/**
 * Returns a function that writes the document's filetype, filename (basename) and last_modified into an
 * element's metadata (upstream's `ElementMetadata.update` in `apply_metadata`); elements with
 * `attached_to_filename` (e-mail attachments, their own documents) are returned unchanged.
 */
export function fileMetadataWriter(context: Pick<MetadataContext, 'filetype' | 'filename' | 'lastModified'>): (element: Element) => Element {
  const fields = fileFieldsOf(context)
  return (element) => (element.metadata.attached_to_filename ? element : withMetadata(element, { ...element.metadata, ...fields }))
}

/**
 * Returns new elements with the document-level metadata applied; the input is not mutated. Elements
 * with `attached_to_filename` (e-mail attachments, already processed as their own document) keep their
 * filetype, filename and last_modified. Elements that already have a `parent_id` keep it (remapped to
 * the new ids). Metadata stays sparse: no key is set to an empty value.
 */
export function applyMetadata(elements: readonly Element[], context: MetadataContext): Element[] {
  const unique = uniqueCopies(elements)
  const languages = documentLanguages(unique, context.languages, { perElement: context.detectLanguagePerElement ?? false })
  // One copy of each element and of its metadata, which the steps below then complete in place, in the
  // order of upstream's passes (each key lands where that pass's update would put it). Each pass is a loop in a
  // function of its own: V8 compiles a long loop while it runs (on-stack replacement), and that code also held the
  // passes after it, not run yet on the first long document, so it was thrown away at the loop's end.
  const result = ownCopies(unique, languages, fileFieldsOf(context), context.dropCoordinates ?? false)
  const { ids, remappedParentIds } = elementIdAssignment(result, { uniqueElementIds: context.uniqueElementIds })
  setIds(result, ids, remappedParentIds)
  setParentsAndCompact(result, hierarchyParentIds(result))
  return result
}

/** Each element with its own copy of its metadata (languages, then the file fields written in: see `ownMetadata`). */
function ownCopies(
  unique: readonly Element[],
  languages: DocumentLanguages | undefined,
  fields: ElementMetadata,
  dropCoordinates: boolean,
): Element[] {
  const result: Element[] = []
  for (let i = 0; i < unique.length; i++) {
    const element = unique[i]!
    const own = languages === undefined ? KEEP_LANGUAGES : languagesOfElement(languages, i)
    result.push(withMetadata(element, ownMetadata(element.metadata, own, fields, dropCoordinates)))
  }
  return result
}

/** Writes each element's id, and its parent id where one was remapped to the new ids. */
function setIds(result: Element[], ids: readonly string[], remappedParentIds: readonly (string | undefined)[]): void {
  for (let i = 0; i < result.length; i++) {
    const element = result[i]!
    element.element_id = ids[i]!
    const parentId = remappedParentIds[i]
    if (parentId !== undefined) element.metadata.parent_id = parentId
  }
}

/** Writes the hierarchy's parent ids, then compacts each element's metadata (a new element where it changed). */
function setParentsAndCompact(result: Element[], parentIds: readonly (string | undefined)[]): void {
  for (let i = 0; i < result.length; i++) {
    const element = result[i]!
    const parentId = parentIds[i]
    if (parentId !== undefined) element.metadata.parent_id = parentId
    const metadata = compactMetadata(element.metadata)
    if (metadata !== element.metadata) result[i] = withMetadata(element, metadata)
  }
}

/** `ownMetadata`'s languages when detection is off (`languages` ['']): the element keeps its own. */
const KEEP_LANGUAGES = 'keep'

/**
 * A copy of `metadata` with the languages (undefined: no `languages` key; KEEP_LANGUAGES: as they are) and
 * then the file `fields` written in (not into an attachment's), without coordinates when `dropCoordinates`.
 */
function ownMetadata(
  metadata: ElementMetadata,
  languages: string[] | undefined | typeof KEEP_LANGUAGES,
  fields: ElementMetadata,
  dropCoordinates: boolean,
): ElementMetadata {
  const dropLanguages = languages === undefined && metadata.languages !== undefined
  const withoutCoordinates = dropCoordinates && metadata.coordinates !== undefined
  let copy: ElementMetadata
  if (dropLanguages || withoutCoordinates) {
    copy = {}
    for (const key in metadata) {
      if ((key === 'languages' && dropLanguages) || (key === 'coordinates' && withoutCoordinates)) continue
      copy[key] = metadata[key]
    }
  } else copy = { ...metadata }
  if (languages !== undefined && languages !== KEEP_LANGUAGES) copy.languages = languages
  return metadata.attached_to_filename ? copy : Object.assign(copy, fields)
}

/**
 * Upstream `_uniqueify_elements_and_metadata`: an element object, or a metadata object, that appears a
 * second time in the list is replaced by a deep copy, so later changes to one never show in another.
 */
function uniqueCopies(elements: readonly Element[]): Element[] {
  // An element that appears twice brings its metadata object twice: when no metadata object repeats, no
  // element does either and nothing is copied. One set of the metadata objects answers that, where the
  // copying pass below keeps two (of 21,000 objects each on a 400-page manual).
  const metadataObjects = new Set<object>()
  for (let i = 0; i < elements.length; i++) metadataObjects.add(elements[i]!.metadata)
  return metadataObjects.size === elements.length ? (elements as Element[]) : copiesOfRepeats(elements)
}

/** `uniqueCopies` when some metadata object repeats: each repeated element or metadata object after its first place is a deep copy. */
function copiesOfRepeats(elements: readonly Element[]): Element[] {
  const seenElements = new Set<Element>()
  const seenMetadata = new Set<object>()
  // each set is asked by adding (a repeat leaves its size unchanged): one lookup per object where `has`
  // then `add` took two; the sets end up holding what has-then-add left in them
  return elements.map((original) => {
    const elementsSeen = seenElements.size
    seenElements.add(original)
    const repeated = seenElements.size === elementsSeen
    let element = repeated ? structuredClone(original) : original
    const metadataSeen = seenMetadata.size
    seenMetadata.add(element.metadata)
    if (seenMetadata.size === metadataSeen) {
      element = withMetadata(element, structuredClone(element.metadata))
      seenMetadata.add(element.metadata)
    }
    if (element !== original) {
      // the element seen from here on is the copy (has-then-add added only the copy)
      if (!repeated) seenElements.delete(original)
      seenElements.add(element)
    }
    return element
  })
}
