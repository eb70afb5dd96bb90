/**
 * @module chunking/pre-chunk
 * A pre-chunk: the elements staged to form one chunk (or, for one oversized element, the pieces of
 * one), plus the overlap prefix carried over from the previous pre-chunk (core §4.2–4.3).
 * Plain data; its text segments are computed once, at creation.
 */
import type { Element } from '../elements/types.js'
import { pyStrip } from '../elements/python-strings.js'
import { pyCollapseSpaces } from './python-strip.js'
import { codePointLength, codePointSlice } from './code-point-length.js'
import { isTableFamily } from './is-table-family.js'

/** Between the text of two elements of a chunk (upstream `text_separator`). */
export const TEXT_SEPARATOR = '\n\n'

export interface PreChunk {
  /** The source elements, in document order; never mutated. */
  readonly elements: readonly Element[]
  /** Tail of the previous pre-chunk's text (overlap_all), or ''. */
  readonly overlapPrefix: string
  /** Each element's text as it appears in the chunk, empty ones left out. */
  readonly segments: readonly string[]
  /** Sum of the code-point lengths of `segments`. */
  readonly segmentsLength: number
  /** True when one of `elements` is a Table or TableChunk. */
  readonly hasTable: boolean
}

/**
 * An element's text as a chunk shows it (upstream `PreChunk._iter_text_segments`): a CodeSnippet
 * verbatim, any other element with whitespace runs collapsed to one space; '' for no text.
 */
export function elementSegment(element: Element): string {
  if (!element.text) return ''
  return element.type === 'CodeSnippet' ? element.text : pyCollapseSpaces(element.text)
}

/** A pre-chunk of `elements` with `overlapPrefix` ('' for none). */
export function makePreChunk(elements: readonly Element[], overlapPrefix: string): PreChunk {
  const segments: string[] = []
  let segmentsLength = 0
  let hasTable = false
  for (const element of elements) {
    if (isTableFamily(element)) hasTable = true
    const segment = elementSegment(element)
    if (segment === '') continue
    segments.push(segment)
    segmentsLength += codePointLength(segment)
  }
  return { elements, overlapPrefix, segments, segmentsLength, hasTable }
}

/** The pre-chunk `first` followed by `second`, keeping only `first`'s overlap prefix (upstream `combine`). */
export function combinePreChunks(first: PreChunk, second: PreChunk): PreChunk {
  return {
    elements: [...first.elements, ...second.elements],
    overlapPrefix: first.overlapPrefix,
    segments: [...first.segments, ...second.segments],
    segmentsLength: first.segmentsLength + second.segmentsLength,
    hasTable: first.hasTable || second.hasTable,
  }
}

/** The chunk text: the overlap prefix and the segments joined by a blank line. */
export function preChunkText(preChunk: PreChunk): string {
  const parts = preChunk.overlapPrefix === '' ? preChunk.segments : [preChunk.overlapPrefix, ...preChunk.segments]
  return parts.join(TEXT_SEPARATOR)
}

/** `codePointLength(preChunkText(preChunk))`, computed without building the text. */
export function preChunkTextLength(preChunk: PreChunk): number {
  const prefixLength = codePointLength(preChunk.overlapPrefix)
  const count = preChunk.segments.length + (prefixLength > 0 ? 1 : 0)
  return prefixLength + preChunk.segmentsLength + (count > 1 ? TEXT_SEPARATOR.length * (count - 1) : 0)
}

/**
 * The tail repeated at the start of the next pre-chunk (upstream `overlap_tail`): the last
 * `interChunkOverlap` code points of the text, stripped; '' when the overlap is 0.
 */
export function preChunkOverlapTail(preChunk: PreChunk, interChunkOverlap: number): string {
  if (interChunkOverlap <= 0) return ''
  return pyStrip(codePointSlice(preChunkText(preChunk), -interChunkOverlap))
}
