/**
 * @module serialize/elements-from-json
 * Rehydration of serialized elements (upstream `elements_from_json` / `elements_from_dicts`,
 * core §1.1): each dict's `type` goes through `TYPE_TO_TEXT_ELEMENT_MAP` (`"Text"` → NarrativeText,
 * `"Section-header"` → Title …), `TableChunk` and `CheckBox` are kept, and a type upstream does not
 * know is dropped — reported through `onWarning` instead of silently. A string `metadata.orig_elements`
 * is decoded back into elements; other metadata is kept as given, minus top-level `null` values
 * (upstream's metadata deletes a field assigned None).
 * Input that is not an array of objects, or an element without a string `text`, is a DocumentError.
 */
import type { Element, ElementMetadata } from '../elements/types.js'
import type { PartitionWarning } from '../errors.js'
import { DocumentError } from '../errors.js'
import { decodeOrigElements } from './orig-elements.js'
import { mapElementType } from './type-map.js'
import { asElement } from '../elements/element-draft.js'

export interface ElementsFromJsonOptions {
  /** Receives an `unknown-element` warning for each dropped element (nested orig_elements included). */
  onWarning?: (warning: PartitionWarning) => void
}

/**
 * Parses JSON text (or takes an already-parsed array) holding element dicts, as written by the
 * partition API or `elements_to_json`, and returns the elements.
 */
export function elementsFromJson(textOrArray: string | readonly unknown[], options: ElementsFromJsonOptions = {}): Element[] {
  let parsed: unknown = textOrArray
  if (typeof textOrArray === 'string') {
    try {
      parsed = JSON.parse(textOrArray)
    } catch (error) {
      throw new DocumentError(`Elements JSON could not be parsed: ${(error as Error).message}`, { cause: error })
    }
  }
  if (!Array.isArray(parsed)) {
    throw new DocumentError(
      `Elements JSON must be an array of element objects ({"type", "element_id", "text", "metadata"}), got ${describe(parsed)}.`,
    )
  }
  return elementsFromDicts(parsed, options)
}

/** `elements_from_dicts`: element dicts → elements, in order, unknown types dropped. */
export function elementsFromDicts(dicts: readonly unknown[], options: ElementsFromJsonOptions = {}): Element[] {
  const elements: Element[] = []
  dicts.forEach((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new DocumentError(`Element ${index} must be an object, got ${describe(item)}.`)
    }
    const dict = item as Record<string, unknown>
    const type = typeof dict.type === 'string' ? mapElementType(dict.type) : undefined
    if (type === undefined) {
      options.onWarning?.({
        code: 'unknown-element',
        message: `Element ${index} was dropped: type ${JSON.stringify(dict.type ?? null)} is not an element type Unstructured knows.`,
      })
      return
    }
    const metadata = metadataFromDict(dict.metadata, index, options)
    const elementId = dict.element_id === undefined || dict.element_id === null ? randomUuid() : dict.element_id
    if (typeof elementId !== 'string') {
      throw new DocumentError(`Element ${index} has an element_id that is not a string (${describe(elementId)}).`)
    }
    if (type === 'CheckBox') {
      if (typeof dict.checked !== 'boolean') {
        throw new DocumentError(`Element ${index} is a CheckBox without a boolean "checked" field.`)
      }
      elements.push(asElement({ type, element_id: elementId, text: '', metadata, checked: dict.checked }))
      return
    }
    if (typeof dict.text !== 'string') {
      throw new DocumentError(`Element ${index} (${dict.type as string}) has no "text" string (got ${describe(dict.text)}).`)
    }
    const element = asElement({ type, element_id: elementId, text: dict.text, metadata })
    const embeddings = dict.embeddings
    if (Array.isArray(embeddings) && embeddings.length > 0) element.embeddings = embeddings as number[]
    elements.push(element)
  })
  return elements
}

function metadataFromDict(value: unknown, index: number, options: ElementsFromJsonOptions): ElementMetadata {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new DocumentError(`Element ${index} has metadata that is not an object (${describe(value)}).`)
  }
  const metadata: ElementMetadata = {}
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (field === null || field === undefined) continue
    if (key === 'orig_elements' && typeof field === 'string') {
      metadata.orig_elements = decodeOrigElements(field, options.onWarning ? { onWarning: options.onWarning } : {})
    } else {
      metadata[key] = field
    }
  }
  return metadata
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'string' ? `a string` : typeof value
}

/** RFC 4122 version-4 UUID, as upstream gives an element without an id (`str(uuid.uuid4())`). */
function randomUuid(): string {
  const crypto = globalThis.crypto
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context in browsers; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
