import { describe, expect, it } from 'vitest'
import { readingOrder } from '../../src/layout/reading-order.js'

const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 })
/** A paragraph of `lines` lines of 12 units each, starting at `top`, in the column from x1 to x2. */
const para = (x1: number, x2: number, top: number, lines: number) => box(x1, top, x2, top + 12 * lines)

describe('readingOrder', () => {
  it('reads a page of more than 1,024 blocks (its own edge matrix) column by column, and pages before and after it as alone', () => {
    const title = [box(50, 60, 500, 80), para(50, 250, 100, 5), para(300, 500, 100, 5), para(50, 250, 172, 4), para(300, 500, 172, 4)]
    // two columns of `rows` paragraphs whose gaps do not line up, given left, right, left, right…
    const columns = (rows: number) =>
      Array.from({ length: 2 * rows }, (_, i) => (i % 2 === 0 ? para(50, 250, 100 + 72 * (i >> 1), 5) : para(300, 500, 130 + 72 * (i >> 1), 4)))
    const columnByColumn = (rows: number) => [...Array.from({ length: rows }, (_, r) => 2 * r), ...Array.from({ length: rows }, (_, r) => 2 * r + 1)]
    const first = readingOrder(title)

    expect(readingOrder(columns(600))).toEqual(columnByColumn(600))
    expect(readingOrder(columns(30))).toEqual(columnByColumn(30))
    expect(readingOrder(title)).toEqual(first)
    expect(first).toEqual([0, 1, 3, 2, 4])
  })

  it('reads two columns under a full-width title column by column, even when their paragraph gaps line up (xy-cut read them stripe by stripe)', () => {
    const title = box(50, 60, 500, 80)
    const boxes = [title, para(50, 250, 100, 5), para(300, 500, 100, 5), para(50, 250, 172, 4), para(300, 500, 172, 4)]

    expect(readingOrder(boxes)).toEqual([0, 1, 3, 2, 4])
  })

  it('reads the end of the left column before the top of the right one, under a figure that spans both', () => {
    const figure = box(50, 40, 500, 90)
    const boxes = [para(300, 500, 100, 6), figure, para(50, 250, 100, 10), para(50, 250, 230, 3)]

    expect(readingOrder(boxes)).toEqual([1, 2, 3, 0])
  })

  it('reads three columns in turn, a list item with its continuation, before the third column', () => {
    const boxes = [
      box(40, 40, 560, 60), // the booklet's full-width heading
      para(40, 200, 80, 15), // column 1
      para(220, 380, 80, 1), // column 2: "a. You have no income from a trade"
      para(400, 560, 80, 1), // column 3, first paragraph
      para(232, 380, 94, 2), // column 2: the item's continuation, indented ("or business conducted in the United States,")
      para(400, 560, 94, 5), // column 3, second paragraph
      para(220, 380, 130, 5), // column 2: next paragraph
      box(220, 200, 560, 212), // a heading across columns 2 and 3
      para(220, 380, 220, 3), // under it, column 2
      para(400, 560, 220, 3), // under it, column 3
    ]

    expect(readingOrder(boxes)).toEqual([0, 1, 2, 4, 6, 3, 5, 7, 8, 9])
  })

  it('ends the columns above a full-width heading before reading the columns below it', () => {
    const boxes = [
      para(50, 250, 100, 4),
      para(300, 500, 100, 4),
      box(50, 160, 500, 172), // full-width heading
      para(50, 250, 180, 4),
      para(300, 500, 180, 4),
    ]

    expect(readingOrder(boxes)).toEqual([0, 1, 2, 3, 4])
  })

  it('reads a table of contents or a numbered table row by row: three rows or more aligned across columns', () => {
    const rows = [0, 1, 2, 3].flatMap((r) => [box(50, 100 + 20 * r, 90, 112 + 20 * r), box(120, 100 + 20 * r, 400, 112 + 20 * r)])

    expect(readingOrder(rows)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('does not take two columns for a table because their headings and two single lines happen to line up', () => {
    const boxes = [
      box(50, 94, 250, 118), // heading, left
      box(300, 94, 500, 118), // heading, right
      para(50, 250, 132, 9),
      para(300, 500, 132, 7),
      box(68, 372, 250, 384), // single lines that line up
      box(318, 372, 500, 384),
      box(68, 398, 250, 410),
      box(318, 398, 500, 410),
    ]

    expect(readingOrder(boxes)).toEqual([0, 2, 4, 6, 1, 3, 5, 7])
  })

  it('reads a running header split left and right first, and the footer last', () => {
    const boxes = [
      box(36, 48, 80, 58), // "page 194"
      box(312, 49, 520, 65), // "2.3 IDRS Terminal Responses"
      para(36, 250, 90, 20),
      para(300, 520, 90, 20),
      box(36, 744, 120, 754), // footer, left
      box(400, 744, 520, 754), // footer, right
    ]

    expect(readingOrder(boxes)).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('reads the footer rows after a short right column: page number and copyright, then a tiny producer line at the very edge', () => {
    const boxes = [
      box(28, 77, 236, 100), // left column: an agency line, then label/value pairs down to y 325
      ...[141, 205, 232, 260, 287, 315].map((y) => box(56, y, 283, y + 10)),
      box(347, 77, 407, 100), // right column, ending at y 229
      box(355, 141, 435, 190),
      box(355, 205, 415, 229),
      box(28, 787, 69, 795), // "Page 1 of 1"
      box(108, 787, 323, 795), // copyright line
      box(3, 840, 19, 841), // "Powered by …", 1 pt high at the bottom edge
    ]

    const order = readingOrder(boxes)
    expect(order.slice(-3).sort((p, q) => p - q)).toEqual([10, 11, 12])
    expect(order.indexOf(10)).toBeLessThan(order.indexOf(11))
  })

  it('keeps a label row under the first row in the body: a band grows only by rows far from the body', () => {
    const boxes = [
      box(46, 107, 68, 119), // "Base" and its value
      box(103, 108, 139, 120),
      box(45, 141, 82, 153), // "Percent", its value empty
      box(50, 175, 78, 187), // "Value" and its value
      box(105, 176, 128, 188),
      box(49, 218, 74, 230), // "Total" and its value
      box(102, 217, 138, 229),
    ]

    expect(readingOrder(boxes).slice(0, 3)).toEqual([0, 1, 2])
  })

  it('reads each side head in the left margin before its own section, not every side head first', () => {
    const boxes = [
      box(72, 234, 188, 292), // "2.3.59.7 (01-17-2010) Command Code BMFOL Abbreviated Input Formats", five lines
      box(72, 393, 188, 451), // the next side head
      box(198, 234, 562, 244), // "(1) Abbreviated formats permit …", level with the first head
      box(220, 246, 569, 280),
      box(250, 291, 573, 373),
      box(198, 393, 572, 403), // "(1) Sometimes BMFOL cannot …", level with the second head
      box(220, 405, 560, 451),
      box(250, 462, 575, 568),
      box(72, 51, 411, 67), // running head
      box(72, 744, 204, 773), // footer
    ]

    expect(readingOrder(boxes)).toEqual([8, 0, 2, 3, 4, 1, 5, 6, 7, 9])
  })

  it('reads a side head before its section when the section starts a rounding error higher (coordinates scaled to pixels)', () => {
    const boxes = [
      box(200, 651, 521, 812), // side head
      box(549, 650.9999999, 1562, 679), // its section's first line
      box(610, 684, 1581, 778),
      box(200, 1092.0000001, 521, 1252), // next side head
      box(549, 1092, 1589, 1119),
      box(610, 1125, 1554, 1252),
      box(200, 142, 1140, 186), // running head
      box(200, 2067, 566, 2148), // footer
    ]

    expect(readingOrder(boxes)).toEqual([6, 0, 1, 2, 3, 4, 5, 7])
  })

  it('reads blocks typed Footer last, even in a footer row right under the body that no gap sets apart', () => {
    const boxes = [
      box(72, 234, 188, 292), // side head
      box(198, 234, 562, 244),
      box(250, 291, 573, 735), // the body down to 735
      box(72, 744, 204, 773), // "Cat. No. 28171E …" left, 9 pt under the body
      box(269, 744, 378, 754), // "Internal Revenue Manual"
      box(540, 744, 575, 754), // "2.3.59.8"
    ]
    const footer = [undefined, undefined, undefined, 'Footer', 'Footer', 'Footer'] as const

    expect(readingOrder(boxes).slice(-3)).not.toEqual([3, 4, 5])
    expect(readingOrder(boxes, footer).slice(-3)).toEqual([3, 4, 5])
  })

  it('reads a narrow sidebar of paragraphs whole before the wide column beside it, though both start at the same height', () => {
    const boxes = [
      para(45, 229, 312, 4), // pull quote
      para(45, 229, 366, 2), // its attribution
      para(45, 229, 441, 12), // a long quote: running text, so the sidebar is no margin of heads
      para(304, 548, 312, 6), // the wide column
      para(304, 548, 400, 8),
    ]

    expect(readingOrder(boxes)).toEqual([0, 1, 2, 3, 4])
  })

  it('takes no head band from a photo beside the first paragraphs of the other column: the left column under the photo comes first', () => {
    const boxes = [
      box(122, 200, 696, 745), // photo, top of the left column
      box(844, 190, 1493, 383), // right column: three paragraphs beside the photo
      box(844, 404, 1522, 559),
      box(844, 588, 1497, 784),
      box(125, 868, 636, 984), // left column: quotes under the photo
      box(125, 1015, 431, 1072),
      box(125, 1226, 626, 1635),
      box(844, 857, 1335, 900), // right column goes on
      box(844, 949, 1235, 974),
      box(844, 982, 1233, 1074),
    ]

    expect(readingOrder(boxes)).toEqual([0, 4, 5, 6, 1, 2, 3, 7, 8, 9])
  })

  it('keeps every block, whatever the boxes (negative, overlapping, identical)', () => {
    const boxes = [box(-5, 10, 40, 20), box(0, 0, 100, 100), box(0, 0, 100, 100), box(20, 30, 60, 40), box(300, -20, 320, -10)]

    expect([...readingOrder(boxes)].sort()).toEqual([0, 1, 2, 3, 4])
  })
})
