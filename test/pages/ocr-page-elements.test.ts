import { describe, expect, test } from 'vitest'
import { elementsFromOcrLines, elementsFromRecognizedPage } from '../../src/pages/ocr-page-elements.js'
import { mapOcrLines } from '../../src/ocr/map-ocr-lines.js'
import type { OcrLine } from '../../src/ocr/ocr-types.js'
import type { RecognizedPage } from '../../src/ocr/recognize-page.js'
import { rotateGray } from '../../src/images/rotate-gray.js'

/** A level line at `y`, its words 100 px wide with 10 px gaps. */
function level(y: number, words: string[]): OcrLine {
  return {
    x0: 100,
    y0: y,
    x1: 100 + 110 * words.length - 10,
    y1: y + 24,
    words: words.map((text, i) => ({ text, confidence: 95, x0: 100 + 110 * i, y0: y, x1: 200 + 110 * i, y1: y + 24 })),
  }
}

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota']

describe('elementsFromRecognizedPage', () => {
  // A 960 × 960 page turned 3°: OCR read it straightened, two paragraphs of three lines 36 px apart, 1000 px long (turned 3° they rise 52 px over their length).
  const turned = rotateGray({ width: 960, height: 960, gray: new Uint8Array(960 * 960) }, 3)
  const straightLines = [level(200, WORDS), level(236, WORDS), level(272, WORDS), level(350, WORDS), level(386, WORDS), level(422, WORDS)]
  const page: RecognizedPage = {
    lines: mapOcrLines(straightLines, turned.toOriginal),
    prepared: { lines: straightLines, width: turned.image.width, height: turned.image.height },
    degrees: 3,
    toOriginal: turned.toOriginal,
  }

  test('lays a turned page out from its level lines: two paragraphs stay two elements', () => {
    const elements = elementsFromRecognizedPage(page, 960, 960, 1, { params: {} })
    expect(elements.map((e) => e.text)).toEqual([Array(3).fill(WORDS.join(' ')).join(' '), Array(3).fill(WORDS.join(' ')).join(' ')])
  })

  test('gives the elements boxes on the page as given: the mapped box of the level layout', () => {
    const [first] = elementsFromRecognizedPage(page, 960, 960, 1, { params: {} })
    const straight = elementsFromOcrLines(straightLines, page.prepared.width, page.prepared.height, 1, { params: {} })[0]!.metadata.coordinates!
      .points
    const [x0, y0, x1, y1] = turned.toOriginal(straight[0]![0], straight[0]![1], straight[2]![0], straight[2]![1])
    const c = first!.metadata.coordinates!
    expect(c.points).toEqual([
      [x0, y0],
      [x0, y1],
      [x1, y1],
      [x1, y0],
    ])
    expect([c.layout_width, c.layout_height, c.system]).toEqual([960, 960, 'PixelSpace'])
  })

  test('the same lines mapped back before layout would run the paragraphs\u2019 lines together (why the layout is made level)', () => {
    const naive = elementsFromOcrLines(page.lines, 960, 960, 1, { params: {} })
    expect(naive.map((e) => e.text)).not.toEqual(elementsFromRecognizedPage(page, 960, 960, 1, { params: {} }).map((e) => e.text))
  })

  test('a page that was not turned is laid out from its lines as they are', () => {
    const identity = (x0: number, y0: number, x1: number, y1: number): [number, number, number, number] => [x0, y0, x1, y1]
    const straight: RecognizedPage = {
      lines: straightLines,
      prepared: { lines: straightLines, width: 960, height: 960 },
      degrees: 0,
      toOriginal: identity,
    }
    expect(elementsFromRecognizedPage(straight, 960, 960, 1, { params: {} })).toEqual(
      elementsFromOcrLines(straightLines, 960, 960, 1, { params: {} }),
    )
  })
})
