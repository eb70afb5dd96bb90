/**
 * @module pages/with-table-elements
 * Puts detected tables into a page's elements: every element whose centre lies in a table makes way for
 * the table's one `Table` element (text, text_as_html, coordinates of the table in the page's PixelSpace),
 * then the page is put back in reading order (layout/reading-order). PDF pages under hi_res take the first step
 * alone (`withTablesInPlaceOfTheirText`) and order the page themselves, with its running furniture.
 */
import type { Element } from '../elements/types.js'
import { boxOf, centreInside } from './figures.js'
import { coordinatesOf } from './pixel-coordinates.js'
import type { DetectedTable } from '../tables/table-detection-page.js'
import { readingOrder } from '../layout/reading-order.js'
import type { PixelBox } from '../layout/xy-cut-order.js'

/** The page the tables are on: its number, and the size of its PixelSpace (the tables' and elements' coordinates). */
export interface TablePage {
  pageNumber: number
  width: number
  height: number
}

export function withTableElements(elements: readonly Element[], tables: readonly DetectedTable[], page: TablePage): Element[] {
  if (tables.length === 0) return [...elements]
  const out = withTablesInPlaceOfTheirText(elements, tables, page)
  // pushed, not mapped: readingOrder meets packed arrays only (a compiled `map` makes holey ones; pages/page-elements)
  const boxes: PixelBox[] = []
  for (const e of out) boxes.push(boxOf(e) ?? { x1: 0, y1: 0, x2: 0, y2: 0 })
  const ordered: Element[] = []
  for (const i of readingOrder(boxes)) ordered.push(out[i]!)
  return ordered
}

/**
 * The elements without those whose centre lies in a table, then one `Table` element per table (text, text_as_html,
 * coordinates in the page's PixelSpace), not yet in reading order.
 */
export function withTablesInPlaceOfTheirText(elements: readonly Element[], tables: readonly DetectedTable[], page: TablePage): Element[] {
  let out = [...elements]
  for (const table of tables) {
    out = out.filter((e) => {
      const box = boxOf(e)
      return box === undefined || !centreInside(box, table.box)
    })
    out.push({
      type: 'Table',
      element_id: '',
      text: table.text,
      metadata: {
        coordinates: coordinatesOf(table.box, page.width, page.height),
        page_number: page.pageNumber,
        ...(table.textAsHtml !== undefined ? { text_as_html: table.textAsHtml } : {}),
      },
    })
  }
  return out
}
