/**
 * @module chunking/chunk-table
 * The chunks of a lone-table pre-chunk (core §4.6, upstream `_TableChunker`): the table itself when
 * its text and compact HTML both fit, else TableChunks split by rows (with HTML) or by text.
 */
import type { Element, ElementMetadata } from '../elements/types.js'
import { pyStrip } from '../elements/python-strings.js'
import { pyCollapseSpaces } from './python-strip.js'
import { codePointLength } from './code-point-length.js'
import { DROPPED_FIELDS } from './consolidate-metadata.js'
import type { HtmlTable } from './html-table-rows.js'
import { parseHtmlTable } from './html-table-rows.js'
import type { ChunkSettings } from './resolve-chunk-options.js'
import { splitHtmlTable } from './split-html-table.js'
import type { TextAndHtml } from './split-html-table.js'
import { splitTextPieces } from './split-text.js'
import { asElement, withMetadata } from '../elements/element-draft.js'

/** Below this window, table chunks carry no HTML: its 33 characters of tags per chunk would swamp the text. */
const MIN_HTML_WINDOW = 50

type TableSettings = Pick<ChunkSettings, 'hardMax' | 'overlap' | 'includeOrigElements' | 'repeatTableHeaders' | 'onWarning'>

/**
 * Chunks for the Table (or TableChunk) `table`; none when its text is only whitespace. `overlapPrefix`
 * (never set while tables are isolated) is prepended to the text with a newline.
 */
export function chunkTable(table: Element, overlapPrefix: string, settings: TableSettings): Element[] {
  if (pyCollapseSpaces(table.text ?? '') === '') return []
  const tableText = pyStrip(table.text ?? '')
  const textWithOverlap = overlapPrefix === '' ? tableText : `${overlapPrefix}\n${tableText}`
  const htmlTable = readHtmlTable(table, settings)
  const html = htmlTable?.html ?? ''
  const baseMetadata = chunkBaseMetadata(table, settings.includeOrigElements)

  if (codePointLength(textWithOverlap) <= settings.hardMax && codePointLength(html) <= settings.hardMax) {
    const metadata: ElementMetadata = { ...baseMetadata }
    if (html === '') delete metadata.text_as_html
    else metadata.text_as_html = html
    return [asElement({ type: 'Table', element_id: '', text: textWithOverlap, metadata })]
  }

  if (htmlTable === undefined || settings.hardMax < MIN_HTML_WINDOW) {
    const pieces = splitTextPieces(textWithOverlap, { maxlen: settings.hardMax, overlap: settings.overlap })
    return tableChunks(
      pieces.map((piece): [string, undefined] => [piece, undefined]),
      0,
      baseMetadata,
    )
  }

  const headerRowCount = settings.repeatTableHeaders ? leadingHeaderRowCount(htmlTable) : 0
  const split = splitHtmlTable(htmlTable, settings.hardMax, headerRowCount)
  return tableChunks(split.pieces, split.carriedOverHeaderRowCount, baseMetadata)
}

/** TableChunks sharing a fresh `table_id`, numbered by `chunk_index` (upstream `_make_table_chunks`). */
function tableChunks(
  pieces: readonly (TextAndHtml | [string, undefined])[],
  carriedOverHeaderRows: number,
  baseMetadata: ElementMetadata,
): Element[] {
  // Upstream: `table_id = str(uuid.uuid4())`, random even when element ids are deterministic.
  const tableId = globalThis.crypto.randomUUID()
  return pieces.map(([text, html], chunkIndex) => {
    const metadata: ElementMetadata = { ...baseMetadata }
    if (html === undefined) delete metadata.text_as_html
    else metadata.text_as_html = html
    if (chunkIndex > 0) metadata.is_continuation = true
    metadata.num_carried_over_header_rows = chunkIndex > 0 ? carriedOverHeaderRows : 0
    metadata.table_id = tableId
    metadata.chunk_index = chunkIndex
    return asElement({ type: 'TableChunk', element_id: '', text, metadata })
  })
}

/**
 * The table's metadata for its chunks (upstream `_TableChunker._metadata`): a deep copy without the
 * DROP fields, with `orig_elements` = a copy of the table (its own orig_elements stripped) when asked.
 */
function chunkBaseMetadata(table: Element, includeOrigElements: boolean): ElementMetadata {
  const { orig_elements: _nested, ...tableMetadata } = table.metadata
  const kept: ElementMetadata = {}
  for (const [field, value] of Object.entries(tableMetadata)) {
    if (value === undefined || value === null || DROPPED_FIELDS.includes(field)) continue
    kept[field] = value
  }
  const metadata = structuredClone(kept)
  if (includeOrigElements) metadata.orig_elements = [structuredClone(withMetadata(table, tableMetadata))]
  return metadata
}

/** The parsed `text_as_html`, or undefined when absent or unreadable (reported as a warning). */
function readHtmlTable(table: Element, settings: Pick<TableSettings, 'onWarning'>): HtmlTable | undefined {
  const source = table.metadata.text_as_html
  if (typeof source !== 'string' || pyStrip(source) === '') return undefined
  const parsed = parseHtmlTable(pyStrip(source))
  if (parsed === undefined) {
    const shown = source.length > 100 ? `${source.slice(0, 100)}...` : source
    settings.onWarning?.({
      code: 'unsupported-feature',
      message: `Could not parse text_as_html for table element; skipping HTML-based chunking. text_as_html: ${shown}`,
    })
  }
  return parsed
}

/** Number of contiguous header rows at the top of the table. */
function leadingHeaderRowCount(table: HtmlTable): number {
  let count = 0
  for (const row of table.rows) {
    if (!row.isHeader) break
    count += 1
  }
  return count
}
