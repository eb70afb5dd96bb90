import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import {
  applyRunningFurniture,
  candidateTexts,
  elementFurnitureCandidates,
  furnitureCandidates,
  furniturePageOf,
  isPageNumberText,
  runningFurniture,
  runningFurnitureOfCandidates,
  runningFurnitureOfPage,
  withDocumentRunningFurniture,
} from '../../src/pdf/running-furniture.js'
import type { FurniturePage } from '../../src/pdf/running-furniture.js'

const H = 792

/** A page with a body paragraph in the middle and the given lines at the given tops (points). */
function page(lines: [string, number][]): FurniturePage {
  return {
    height: H,
    items: [
      ...lines.map(([text, top]) => ({ text, top, bottom: top + 10 })),
      { text: 'Body text of the page that never repeats.', top: 300, bottom: 400 },
    ],
  }
}

describe('runningFurniture', () => {
  it('marks a line repeated near the top of consecutive pages as Header, even outside the 7 % band', () => {
    const pages = [page([['Annual Report 2023', 80]]), page([['Annual Report 2023', 81]]), page([['Annual Report 2023', 80]])]

    const types = runningFurniture(pages)

    expect(types.map((t) => t[0])).toEqual(['Header', 'Header', 'Header'])
    expect(types.map((t) => t[1])).toEqual([undefined, undefined, undefined])
  })

  it('marks a repeated line near the bottom as Footer, digits ignored ("Chapter 3 draft" on every page)', () => {
    const pages = [page([['Confidential - draft 3', 700]]), page([['Confidential - draft 4', 700]])]

    expect(runningFurniture(pages).map((t) => t[0])).toEqual(['Footer', 'Footer'])
  })

  it('folds case and whitespace runs (tabs, no-break spaces, doubled spaces) when comparing lines, and only those', () => {
    const texts = ['Annual  Report 2023', 'annual report\t2024', 'ANNUAL\u00a0REPORT 2025', 'Annual Report\n\n2026', 'Annual Report 2027']
    expect(runningFurniture(texts.map((text) => page([[text, 80]]))).map((t) => t[0])).toEqual(['Header', 'Header', 'Header', 'Header', 'Header'])
    const differing = ['Annual Report 1', 'AnnualReport 2', 'Annual-Report 3']
    expect(runningFurniture(differing.map((text, i) => page([[text, 80 + 200 * (i % 2)]]))).map((t) => t[0])).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it('marks page-number lines at the same height on nearby pages as PageNumber', () => {
    const pages = [page([['Page 1 of 3', 740]]), page([['Page 2 of 3', 741]]), page([['- 3 -', 740]])]

    expect(runningFurniture(pages).map((t) => t[0])).toEqual(['PageNumber', 'PageNumber', 'PageNumber'])
  })

  it('recognises headers that alternate between odd and even pages (two pages apart)', () => {
    const pages = [page([['Book Title', 60]]), page([['Chapter One', 60]]), page([['Book Title', 60]]), page([['Chapter One', 60]])]

    expect(runningFurniture(pages).map((t) => t[0])).toEqual(['Header', 'Header', 'Header', 'Header'])
  })

  it('leaves alone a line that repeats at another height or only in the middle of the page', () => {
    const pages = [
      page([
        ['Annual Report 2023', 60],
        ['Repeated middle line', 350],
      ]),
      page([
        ['Annual Report 2023', 200],
        ['Repeated middle line', 350],
      ]),
    ]

    expect(runningFurniture(pages)).toEqual([
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
    ])
  })

  it('finds nothing in a one-page document or on pages too far apart', () => {
    expect(runningFurniture([page([['Page 1', 740]])])).toEqual([[undefined, undefined]])

    const far = [page([['Header text', 60]]), page([]), page([]), page([['Header text', 60]])]
    expect(runningFurniture(far)[0]).toEqual([undefined, undefined])
  })

  it('does not take repeated numbers of a table at the foot of every page for page numbers or footers', () => {
    const pages = [1, 2, 3].map((p) =>
      page([
        ['7', 700],
        ['06-13', 712],
        [`Page ${p}`, 760],
      ]),
    )

    const types = runningFurniture(pages)

    expect(types.map((t) => t.slice(0, 3))).toEqual([
      [undefined, undefined, 'PageNumber'],
      [undefined, undefined, 'PageNumber'],
      [undefined, undefined, 'PageNumber'],
    ])
  })

  it('reads roman page numbers and wants them to count with the pages', () => {
    expect(runningFurniture([page([['iv', 760]]), page([['v', 760]])]).map((t) => t[0])).toEqual(['PageNumber', 'PageNumber'])
    expect(runningFurniture([page([['iv', 760]]), page([['ix', 760]])]).map((t) => t[0])).toEqual([undefined, undefined])
  })

  it('considers only the few lines nearest to the edge of the page', () => {
    const deep: [string, number][] = [
      ['Top one', 20],
      ['Top two', 30],
      ['Top three', 40],
      ['Top four', 50],
      ['Repeated fifth line', 60],
    ]
    const pages = [page(deep), page(deep)]

    expect(runningFurniture(pages).map((t) => t[4])).toEqual([undefined, undefined])
    expect(runningFurniture(pages).map((t) => t[0])).toEqual(['Header', 'Header'])
  })

  it('decides a page from its neighbours only, so a window of pages gives the whole-document answer', () => {
    const pages = Array.from({ length: 8 }, (_, i) =>
      page([
        [`Page ${i + 1}`, 740],
        ['Running title', 50],
      ]),
    )
    const whole = runningFurniture(pages)

    const windowed = pages.map((_, i) =>
      runningFurnitureOfPage(
        pages.map((p, j) => (Math.abs(i - j) <= 2 ? p : undefined)),
        i,
      ),
    )

    expect(windowed).toEqual(whole)

    // each page's candidates made once, read through a window sliding over them (as the fast path streams pages)
    const candidates = pages.map(furnitureCandidates)
    const sliding = pages.map((_, i) => {
      const from = Math.max(0, i - 2)
      return runningFurnitureOfCandidates(candidates.slice(from, i + 3), i - from)
    })
    expect(sliding).toEqual(whole)
    expect(whole.flat().filter((type) => type !== undefined)).toHaveLength(16)
  })
})

describe('isPageNumberText', () => {
  it('accepts the usual page-number shapes and refuses prose', () => {
    for (const text of ['12', 'Page 3', 'page 3 of 9', '3 / 9', '- 12 -', '— iv —', '[7]', 'p. 5']) expect(isPageNumberText(text)).toBe(true)
    for (const text of ['Chapter 3', 'Table 2', '12 apples', 'Introduction', '2023 Annual Report']) expect(isPageNumberText(text)).toBe(false)
  })
})

describe('furniturePageOf and applyRunningFurniture', () => {
  it('reads vertical extents from PixelSpace points and retypes the elements in place', () => {
    const element = (text: string, top: number): Element => ({
      type: 'UncategorizedText',
      element_id: '',
      text,
      metadata: {
        coordinates: {
          points: [
            [10, top],
            [10, top + 10],
            [90, top + 10],
            [90, top],
          ],
          system: 'PixelSpace',
          layout_width: 612,
          layout_height: H,
        },
      },
    })
    const pageBreak: Element = { type: 'PageBreak', element_id: '', text: '', metadata: {} }
    const elements = [element('7', 750), pageBreak]

    const view = furniturePageOf(elements, H)
    applyRunningFurniture(elements, ['PageNumber', undefined])

    expect(view.items).toEqual([
      { text: '7', top: 750, bottom: 760 },
      { text: '', top: 0, bottom: 0 },
    ])
    expect(elements.map((e) => e.type)).toEqual(['PageNumber', 'PageBreak'])
  })
})

describe('elementFurnitureCandidates', () => {
  it('gives the candidates of furniturePageOf on pages of text, blank, long, non-text and coordinate-less elements, level lines and all', () => {
    let seed = 11
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    const texts = ['12', 'Page 3 of 9', 'Annual Report 2023', '  ', '', '- iv -', 'x'.repeat(201), 'Body text of the page.']
    const types: Element['type'][] = ['NarrativeText', 'Title', 'Header', 'Footer', 'PageNumber', 'Table', 'Image', 'PageBreak', 'ListItem']
    const remembered = candidateTexts()
    for (let p = 0; p < 60; p++) {
      const height = [H, 0, 1000][p % 3]!
      const elements: Element[] = []
      for (let i = 0; i < Math.floor(random() * 40); i++) {
        // tops on a coarse grid (level lines tie) over the whole page, bands included
        const top = Math.floor(random() * 20) * 40
        const points: [number, number][] =
          random() < 0.1
            ? []
            : [
                [10, top],
                [10, top + 4 + random() * 20],
                [90, top + 12],
                [90, top],
              ]
        const coordinates = { points, system: 'PixelSpace' as const, layout_width: 612, layout_height: H }
        const metadata = random() < 0.1 ? {} : { coordinates }
        elements.push({
          type: types[Math.floor(random() * types.length)]!,
          element_id: '',
          text: texts[Math.floor(random() * texts.length)]!,
          metadata,
        } as Element)
      }
      expect(elementFurnitureCandidates(elements, height)).toEqual(furnitureCandidates(furniturePageOf(elements, height)))
      // the texts remembered from the pages before give the same candidates
      expect(elementFurnitureCandidates(elements, height, remembered)).toEqual(furnitureCandidates(furniturePageOf(elements, height)))
    }
  })
})

describe('furnitureCandidates ranking', () => {
  /** The band and middle of each candidate as ranking every line of the page gives them (the ranking before only band lines were sorted). */
  function rankedWhole(page: FurniturePage): ([string, number] | undefined)[] {
    const middles = page.items.map((item) => (item.top + item.bottom) / 2 / page.height)
    const withText = page.items.map((item, i) => i).filter((i) => page.items[i]!.text.trim() !== '')
    const byMiddle = [...withText].sort((a, b) => middles[a]! - middles[b]!)
    return page.items.map((item, i) => {
      const rank = byMiddle.indexOf(i)
      if (page.height <= 0 || rank === -1 || item.text.length > 200) return undefined
      const y = middles[i]!
      if (y <= 0.15 && rank < 4) return ['top', y]
      if (y >= 0.85 && byMiddle.length - 1 - rank < 4) return ['bottom', y]
      return undefined
    })
  }

  it('gives each line the rank it has among all lines of the page: level lines, crowded bands, odd heights and broken extents', () => {
    let seed = 5
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    const texts = ['12', 'Running head', '', ' ', 'x'.repeat(201), 'Body']
    for (let p = 0; p < 400; p++) {
      const height = [H, 0, -5, 1000][p % 4]!
      const items = Array.from({ length: Math.floor(random() * 30) }, () => {
        // tops on a coarse grid so that lines tie, crowding both bands; now and then an extent that is not a number
        const top = random() < 0.03 ? Number.NaN : random() < 0.02 ? Infinity : Math.floor(random() * 25) * 32
        return { text: texts[Math.floor(random() * texts.length)]!, top, bottom: top + Math.floor(random() * 3) * 8 }
      })
      const page = { height, items }
      const found = furnitureCandidates(page).map((c) => (c === undefined ? undefined : [c.band, c.y]))
      expect(found).toEqual(rankedWhole(page))
    }
  })
})

describe('withDocumentRunningFurniture (hi_res, auto, ocr_only pages)', () => {
  /** An element at `top` (share of the page height) on a page `height` units tall (points or pixels). */
  const at = (type: Element['type'], text: string, top: number, height: number): Element => {
    const y = top * height
    return {
      type,
      element_id: '',
      text,
      metadata: {
        coordinates: {
          points: [
            [10, y],
            [10, y + 10],
            [90, y + 10],
            [90, y],
          ],
          system: 'PixelSpace',
          layout_width: height * 0.77,
          layout_height: height,
        },
      },
    }
  }
  const body = (height: number): Element => at('NarrativeText', 'Body text of the page that never repeats.', 0.5, height)

  it('matches furniture by its share of the page height, so pages read in points and pages OCRed in pixels agree', () => {
    const pages = [
      [at('Title', 'Annual Report', 0.05, 792), body(792)],
      [at('Title', 'Annual Report', 0.05, 2200), body(2200)],
      [at('UncategorizedText', '3', 0.95, 792), at('Title', 'Annual Report', 0.05, 792), body(792)],
    ]

    withDocumentRunningFurniture(pages)

    expect(pages.map((p) => p.map((e) => e.type))).toEqual([
      ['Header', 'NarrativeText'],
      ['Header', 'NarrativeText'],
      ['UncategorizedText', 'Header', 'NarrativeText'],
    ])
  })

  it('never retypes tables, figures or captions, even when they repeat at the top of every page', () => {
    const pages = [0, 1, 2].map(() => [at('Table', 'Gauge Level', 0.05, 792), at('Image', 'logo', 0.9, 792), body(792)])

    withDocumentRunningFurniture(pages)

    expect(pages.map((p) => p.map((e) => e.type))).toEqual([0, 1, 2].map(() => ['Table', 'Image', 'NarrativeText']))
  })
})
