/**
 * @module formats/sheets/elements-from-sheets
 * What a workbook becomes, whatever its file format (`.xlsx`, `.xls`; upstream `partition_xlsx` with `find_subtable=True`,
 * `include_header=False`; core §7). Each worksheet is a page (`page_number` from
 * `startingPageNumber`, `page_name` = the sheet name). Each sub-table (formats/sheets/subtables) gives
 * its leading single-cell rows as Title/NarrativeText/ListItem/UncategorizedText by the text
 * heuristics, its core as a Table (`text_as_html` of the cell matrix, `text` the cell texts joined
 * with spaces), then its trailing single-cell rows.
 */
import { cleanBullets } from '../../elements/clean-bullets.js'
import { isBulletedText, isPossibleNarrativeText, isPossibleNumberedList, isPossibleTitle } from '../../elements/text-predicates.js'
import type { Element, ElementMetadata, ElementType } from '../../elements/types.js'
import { htmlifyMatrixOfCellTexts } from '../html/html-table.js'
import { pySplit } from '../../elements/python-strings.js'
import type { XlsxSheet } from './xlsx-workbook.js'
import type { ResolvedOptions } from '../../options/types.js'
import { splitSubtable, subtableRegions } from './subtables.js'
import { asElement } from '../../elements/element-draft.js'

/** The elements of worksheets already read into cell texts (shared with the legacy .xls reader). */
export function elementsFromSheets(sheets: readonly XlsxSheet[], options: Pick<ResolvedOptions, 'startingPageNumber' | 'signal'>): Element[] {
  const firstPage = options.startingPageNumber ?? 1
  const elements: Element[] = []
  sheets.forEach((sheet, index) => {
    options.signal?.throwIfAborted()
    const metadata = (): ElementMetadata => ({ page_name: sheet.name, page_number: firstPage + index })
    for (const region of subtableRegions(sheet.rows)) {
      const { leading, core, trailing } = splitSubtable(sheet.rows, region)
      for (const text of leading) elements.push(textElement(text, metadata()))
      if (core !== undefined) {
        const matrix = core.map((row) => row.map((cell) => cell ?? ''))
        const text = pySplit(matrix.flat().join(' ')).join(' ')
        elements.push(asElement({ type: 'Table', element_id: '', text, metadata: { ...metadata(), text_as_html: htmlifyMatrixOfCellTexts(matrix) } }))
      }
      for (const text of trailing) elements.push(textElement(text, metadata()))
    }
  })
  return elements
}

/** Upstream `_create_element`. */
function textElement(text: string, metadata: ElementMetadata): Element {
  let type: ElementType
  let elementText = text
  if (isBulletedText(text)) {
    type = 'ListItem'
    elementText = cleanBullets(text)
  } else if (isPossibleNumberedList(text)) type = 'ListItem'
  else if (isPossibleNarrativeText(text)) type = 'NarrativeText'
  else if (isPossibleTitle(text)) type = 'Title'
  else type = 'UncategorizedText'
  return asElement({ type, element_id: '', text: elementText, metadata })
}
