import { describe, expect, it } from 'vitest'
import { LATIN_AFTER, PAGE2_CAPTION, VERTICAL_COLUMNS, verticalCjkPdf } from '../../fixtures/pdf/vertical-cjk-pdf.js'
import { partition } from '../../src/index.js'
import type { Element } from '../../src/elements/types.js'

const onPage = (elements: readonly Element[], page: number): Element[] => elements.filter((e) => e.metadata.page_number === page)
/** The first paragraph is the two rightmost columns (each column a line, lines joined by a space as upstream joins lines). */
const PARAGRAPH_1 = `${VERTICAL_COLUMNS[0]} ${VERTICAL_COLUMNS[1]}`

describe('vertical CJK writing in PDFs', () => {
  it.each(['fast', 'hi_res'] as const)(
    '%s reads each column as a line without spaces between its characters, columns from the right, whatever the font',
    async (strategy) => {
      const elements = await partition(await verticalCjkPdf(), { strategy })

      // page 1: a vertical CMap (/Identity-V); page 2: a horizontal font placed character by character;
      // page 3: a predefined vertical CMap (/UniJIS-UCS2-V) without /ToUnicode
      for (const page of [1, 2, 3]) {
        const texts = onPage(elements, page).map((e) => e.text)
        expect(texts.slice(0, 2), `page ${page}`).toEqual([PARAGRAPH_1, VERTICAL_COLUMNS[2]])
      }
    },
  )

  it('keeps the text shown after a vertical CMap in the same text object ("Hello World" after the columns)', async () => {
    const elements = await partition(await verticalCjkPdf(), { strategy: 'fast' })

    expect(onPage(elements, 1).map((e) => e.text)).toContain(LATIN_AFTER)
    expect(onPage(elements, 3).map((e) => e.text)).toContain(LATIN_AFTER)
    expect(onPage(elements, 2).map((e) => e.text)).toContain(PAGE2_CAPTION)
  })

  it('under hi_res, does not take the grid of stacked characters for a table', async () => {
    const elements = await partition(await verticalCjkPdf(), { strategy: 'hi_res' })

    expect(elements.filter((e) => e.type === 'Table')).toEqual([])
  })
})
