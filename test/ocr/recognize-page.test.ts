import { describe, expect, test } from 'vitest'
import { recognizePage } from '../../src/ocr/recognize-page.js'
import { estimateSkew } from '../../src/images/estimate-skew.js'
import type { OcrAgent, OcrLine } from '../../src/ocr/ocr-types.js'
import type { GrayImage } from '../../src/images/gray-image.js'
import { skewedLines } from '../images/skewed-lines.js'

/** An agent that reports one word wherever the caller says, and keeps the image it was given. */
function fakeAgent(box: (image: GrayImage) => [number, number, number, number]): OcrAgent & { seen: GrayImage[] } {
  const seen: GrayImage[] = []
  return {
    seen,
    async recognize(image): Promise<OcrLine[]> {
      seen.push(image)
      const [x0, y0, x1, y1] = box(image)
      return [{ x0, y0, x1, y1, words: [{ text: 'word', confidence: 90, x0, y0, x1, y1 }] }]
    },
  }
}

describe('recognizePage', () => {
  test('OCRs a turned page straightened, and returns the word where it lies on the page as given', async () => {
    const page = skewedLines(3)
    // The first word of the first line, unturned at x 100–136, y 108–122: on the straightened page it
    // sits there shifted by half the canvas growth.
    const agent = fakeAgent((image) => {
      const dx = (image.width - page.width) / 2
      const dy = (image.height - page.height) / 2
      return [100 + dx, 108 + dy, 136 + dx, 122 + dy]
    })
    const recognized = await recognizePage(agent, page, 'eng', 100)
    const [line] = recognized.lines
    const seen = agent.seen[0]!
    expect(Math.abs(estimateSkew(seen).degrees)).toBeLessThan(0.2)
    // The lines as read are kept for a level layout, with the straightened page's size.
    expect(recognized.degrees).toBeCloseTo(3, 0)
    expect(recognized.prepared.width).toBe(seen.width)
    expect(recognized.prepared.lines[0]!.x0).toBe(100 + (seen.width - page.width) / 2)
    // Where the word's centre (118, 115) lies on the page turned 3° counter-clockwise about (400, 500).
    const a = (3 * Math.PI) / 180
    const cx = (118 - 400) * Math.cos(a) + (115 - 500) * Math.sin(a) + 400
    const cy = -(118 - 400) * Math.sin(a) + (115 - 500) * Math.cos(a) + 500
    expect(page.gray[Math.round(cy) * page.width + Math.round(cx)]).toBeLessThan(128)
    const word = line!.words[0]!
    expect(word.x0 < cx && cx < word.x1 && word.y0 < cy && cy < word.y1).toBe(true)
    expect(line!.x0).toBe(word.x0)
    expect(line!.y1).toBe(word.y1)
  })

  test('a straight page keeps the agent\u2019s boxes as they are', async () => {
    const page = skewedLines(0)
    const agent = fakeAgent(() => [100, 108, 136, 122])
    const {
      lines: [line],
    } = await recognizePage(agent, page, 'eng', 100)
    expect(agent.seen[0]!.width).toBe(page.width)
    expect([line!.x0, line!.y0, line!.x1, line!.y1]).toEqual([100, 108, 136, 122])
  })

  test('gives the agent an evenly lit page when the light falls off across it', async () => {
    const page = skewedLines(0)
    const shaded: GrayImage = { ...page, gray: page.gray.map((v, i) => Math.round(v * (1 - (0.6 * (i % page.width)) / page.width))) }
    const agent = fakeAgent(() => [0, 0, 1, 1])
    await recognizePage(agent, shaded, 'eng', 100)
    const seen = agent.seen[0]!
    // Paper in the right margin (x 750) was at 40 % of the light; it reaches the agent near white.
    expect(shaded.gray[50 * page.width + 750]).toBeLessThan(120)
    expect(seen.gray[50 * seen.width + 750]).toBeGreaterThan(230)
  })
})

describe('recognizePage: text size', () => {
  /** A white page with one black mark in the middle (the fake agent decides what it "reads"). */
  const blank = (width: number, height: number): GrayImage => {
    const gray = new Uint8Array(width * height).fill(255)
    gray[Math.floor(height / 2) * width + Math.floor(width / 2)] = 0
    return { width, height, gray }
  }

  test('a page with nothing on it (one gray level) is not read at all', async () => {
    const agent = fakeAgent(() => [40, 50, 80, 70])
    const white = { width: 400, height: 500, gray: new Uint8Array(400 * 500).fill(250) }
    const recognized = await recognizePage(agent, white, 'eng', 200)
    expect(agent.seen).toHaveLength(0)
    expect(recognized.lines).toEqual([])
    expect([recognized.prepared.width, recognized.prepared.height, recognized.degrees]).toEqual([400, 500, 0])
  })

  test('small text is read again on a page enlarged to bring it to the optimum, boxes back in the pixels as given', async () => {
    // Words 7 px high wherever the page is 400 px wide; on a larger page, words scaled with it.
    const agent = fakeAgent((image) => {
      const k = image.width / 400
      return [40 * k, 50 * k, 80 * k, 57 * k]
    })
    const recognized = await recognizePage(agent, blank(400, 500), 'eng', 72)
    expect(agent.seen).toHaveLength(2)
    expect(agent.seen[1]!.width).toBe(Math.round(400 * 2.3))
    expect(recognized.zoom).toBeCloseTo(2.3, 5)
    const word = recognized.lines[0]!.words[0]!
    expect([word.x0, word.y0, word.x1, word.y1].map((v) => Math.round(v))).toEqual([40, 50, 80, 57])
    expect(recognized.prepared.width).toBeCloseTo(400, 5)
  })

  test('a caller that can make a sharper larger page (a PDF rendered again) is asked for it', async () => {
    const agent = fakeAgent((image) => {
      const k = image.width / 400
      return [40 * k, 50 * k, 80 * k, 58 * k]
    })
    const asked: number[] = []
    const recognized = await recognizePage(agent, blank(400, 500), 'eng', 200, undefined, async (zoom) => {
      asked.push(zoom)
      return blank(Math.round(400 * zoom), Math.round(500 * zoom))
    })
    expect(asked).toEqual([2])
    expect(recognized.lines[0]!.words[0]!.y1).toBeCloseTo(58, 5)
  })

  test('text already of a good height is read once', async () => {
    const agent = fakeAgent(() => [40, 50, 80, 70])
    const recognized = await recognizePage(agent, blank(400, 500), 'eng', 200)
    expect(agent.seen).toHaveLength(1)
    expect(recognized.zoom).toBe(1)
  })
})
