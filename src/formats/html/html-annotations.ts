/**
 * @module formats/html/html-annotations
 * Emphasis and link annotations carried by pieces of paragraph text, and how they combine into element
 * metadata. Port of upstream's `Annotation`, `_consolidate_annotations`, `Bold/Italic._inside_emphasis`
 * and `Phrasing._annotation` (`unstructured/partition/html/parser.py`).
 */
import type { ElementMetadata } from '../../elements/types.js'
import { pyNormalizeSpaces } from '../../elements/python-strings.js'

/** Annotation lists of one text segment or of a whole element; every list in document order. */
export interface Annotation {
  emphasized_text_contents?: string[]
  emphasized_text_tags?: string[]
  link_texts?: string[]
  link_urls?: string[]
}

const ANNOTATION_KEYS = ['emphasized_text_contents', 'emphasized_text_tags', 'link_texts', 'link_urls'] as const

/** No annotation at all (shared, never mutated). */
export const NO_ANNOTATION: Annotation = Object.freeze({})

/**
 * The emphasis inside an emphasis element: `enclosing` plus `mark` ("b" or "i"), as sorted unique
 * characters, so `<i><b>x</b></i>` and `<b><i>x</i></b>` both give "bi".
 */
export function addEmphasis(enclosing: string, mark: 'b' | 'i'): string {
  return [...new Set(enclosing + mark)].sort().join('')
}

/**
 * Annotation for `text` under `emphasis`: the whitespace-normalized text and the emphasis tag string,
 * or nothing when there is no emphasis or the text is only whitespace.
 */
export function emphasisAnnotation(text: string, emphasis: string): Annotation {
  if (emphasis === '') return NO_ANNOTATION
  const normalized = pyNormalizeSpaces(text)
  if (normalized === '') return NO_ANNOTATION
  return { emphasized_text_contents: [normalized], emphasized_text_tags: [emphasis] }
}

/** Combine annotations in sequence: each key's lists are concatenated in the given order. */
export function consolidateAnnotations(annotations: Iterable<Annotation>): Annotation {
  const combined: Annotation = {}
  for (const annotation of annotations) {
    if (annotation === NO_ANNOTATION) continue // the common case: plain text
    for (const key of ANNOTATION_KEYS) {
      const values = annotation[key]
      if (values === undefined || values.length === 0) continue
      const list = combined[key]
      if (list === undefined) combined[key] = [...values]
      else for (const value of values) list.push(value) // not push(...): a long list would overflow the stack
    }
  }
  return combined
}

/** Copy the non-empty annotation lists onto `metadata` (metadata is sparse: no empty lists). */
export function applyAnnotation(metadata: ElementMetadata, annotation: Annotation): void {
  for (const key of ANNOTATION_KEYS) {
    const values = annotation[key]
    if (values !== undefined && values.length > 0) metadata[key] = values
  }
}
