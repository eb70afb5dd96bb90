/**
 * @module chunking/build-pre-chunks
 * Pre-chunking (core §4.2): gathers consecutive elements into pre-chunks as large as the window
 * allows, breaking at semantic boundaries. Port of `PreChunker` and `PreChunkBuilder`. The fit rules
 * measure the raw `element.text` lengths (not the whitespace-collapsed ones), as upstream does.
 */
import type { Element } from '../elements/types.js'
import type { BoundaryPredicate } from './boundary-predicates.js'
import { codePointLength } from './code-point-length.js'
import { isTableFamily } from './is-table-family.js'
import type { PreChunk } from './pre-chunk.js'
import { TEXT_SEPARATOR, makePreChunk, preChunkOverlapTail } from './pre-chunk.js'
import type { ChunkSettings } from './resolve-chunk-options.js'

/** The window limits the builder reads. */
type BuilderSettings = Pick<ChunkSettings, 'hardMax' | 'softMax' | 'interChunkOverlap'>

/**
 * Splits `elements` into pre-chunks: a new one starts when `isBoundary(element)` fires or the
 * element does not fit (`elementFits`). Tables always stand alone; an element longer than the window
 * gets a pre-chunk of its own (split later). With `interChunkOverlap`, each pre-chunk after the first
 * starts with the tail of the previous one, except next to a table.
 */
export function buildPreChunks(elements: readonly Element[], settings: BuilderSettings, isBoundary: BoundaryPredicate = () => false): PreChunk[] {
  const builder = new PreChunkBuilder(settings)
  const preChunks: PreChunk[] = []
  for (const element of elements) {
    // Evaluate the boundary first: predicates keep state and must see every element.
    if (isBoundary(element) || !builder.willFit(element)) builder.flushInto(preChunks)
    builder.add(element)
  }
  builder.flushInto(preChunks)
  return preChunks
}

/**
 * The work-in-progress pre-chunk (upstream `PreChunkBuilder`). Exported for by_similarity, which
 * decides boundaries itself but shares the fit rules.
 */
export class PreChunkBuilder {
  private readonly settings: BuilderSettings
  private elements: Element[] = []
  private overlapPrefix = ''
  private hasTable = false
  /** Text segments so far: the overlap prefix and each element with non-empty raw text. */
  private segmentCount = 0
  /** Code points of those segments, separators not included. */
  private textLength = 0

  constructor(settings: BuilderSettings) {
    this.settings = settings
  }

  /** True when nothing has been added since the last flush. */
  get isEmpty(): boolean {
    return this.elements.length === 0
  }

  /**
   * True when `element` can join without breaking the limits (upstream `will_fit`): a table only
   * into an empty pre-chunk, nothing into one holding a table, anything into an empty one, nothing
   * into one already longer than the soft maximum, else only when the hard maximum still holds.
   */
  willFit(element: Element): boolean {
    if (isTableFamily(element)) return this.elements.length === 0
    if (this.hasTable) return false
    if (this.elements.length === 0) return true
    const separators = this.segmentCount > 0 ? TEXT_SEPARATOR.length * (this.segmentCount - 1) : 0
    if (this.textLength + separators > this.settings.softMax) return false
    const remainingSpace = this.settings.hardMax - this.textLength - TEXT_SEPARATOR.length * this.segmentCount
    return remainingSpace >= codePointLength(element.text ?? '')
  }

  /** Adds `element`; the caller has checked `willFit` (or flushed). */
  add(element: Element): void {
    if (this.elements.length === 0 && isTableFamily(element)) {
      // A table-only pre-chunk takes no narrative overlap from the previous one.
      this.reset('')
    }
    this.elements.push(element)
    if (isTableFamily(element)) this.hasTable = true
    if (element.text) {
      this.segmentCount += 1
      this.textLength += codePointLength(element.text)
    }
  }

  /** Appends the pre-chunk built so far (if any) to `out` and starts an empty one. */
  flushInto(out: PreChunk[]): void {
    if (this.elements.length === 0) return
    const preChunk = makePreChunk(this.elements, this.overlapPrefix)
    const tableOnly = this.elements.length === 1 && this.hasTable
    // A table's tail never prefixes the following narrative pre-chunk.
    this.reset(tableOnly ? '' : preChunkOverlapTail(preChunk, this.settings.interChunkOverlap))
    out.push(preChunk)
  }

  private reset(overlapPrefix: string): void {
    this.elements = []
    this.hasTable = false
    this.overlapPrefix = overlapPrefix
    this.segmentCount = overlapPrefix === '' ? 0 : 1
    this.textLength = codePointLength(overlapPrefix)
  }
}
