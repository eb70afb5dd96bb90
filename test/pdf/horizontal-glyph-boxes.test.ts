import { describe, expect, it } from 'vitest'
import { TextInterpreter } from '../../src/pdf/text-interpreter.js'
import type { FontMetrics, OpGlyph } from '../../src/pdf/text-interpreter.js'
import { applyToPoint, multiply, pageMatrix, translate } from '../../src/pdf/matrix.js'
import type { Matrix } from '../../src/pdf/matrix.js'

/** A deterministic stream of numbers in [0, 1). */
function randomNumbers(seed: number): () => number {
  let state = seed
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32
}

/** pdfminer's LTChar box of a horizontal glyph, composed with pdf/matrix: translate(text matrix × CTM, pen), then its two corners. */
function ltCharBox(textCtm: Matrix, x: number, y: number, advance: number, low: number, high: number): number[] {
  const at = translate(textCtm, x, y)
  const [ax, ay] = applyToPoint(at, 0, low)
  const [bx, by] = applyToPoint(at, advance, high)
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)]
}

describe('glyph boxes of a horizontal font', () => {
  it('are, bit for bit, the LTChar boxes pdf/matrix composes, whatever the CTM, text matrix, size, spacing, scaling, rise and kerning', () => {
    const random = randomNumbers(20)
    const between = (low: number, high: number): number => low + (high - low) * random()
    for (let trial = 0; trial < 300; trial++) {
      const page = pageMatrix([0, 0, 612, 792], [0, 90, 180, 270][trial % 4]!)
      const angle = between(0, 2 * Math.PI)
      const scale = between(0.2, 3)
      const ctm: Matrix = [
        scale * Math.cos(angle),
        scale * Math.sin(angle),
        -scale * Math.sin(angle),
        scale * Math.cos(angle),
        between(-50, 50),
        between(-50, 50),
      ]
      const tm: Matrix = [between(-2, 2), between(-1, 1), between(-1, 1), between(-2, 2), between(0, 600), between(0, 800)]
      const size = between(1, 30)
      const [charSpace, wordSpace, scaling, rise] = [between(-1, 3), between(-1, 5), between(50, 150), between(-3, 3)]
      const font: FontMetrics = { name: 'F', descent: between(-0.4, 0), hscale: 0.001, vertical: false }
      const seq: (OpGlyph | number)[] = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
        if (random() < 0.25) return between(-500, 500)
        const space = random() < 0.2
        return { unicode: space ? ' ' : 'a', width: between(0, 1000), isSpace: space, originalCharCode: space ? 32 : 97 }
      })

      const interpreter = new TextInterpreter(page)
      interpreter.transform(ctm)
      interpreter.beginText()
      interpreter.setFont(font, size)
      interpreter.setTextMatrix(tm)
      interpreter.setTextParameter('charSpace', charSpace)
      interpreter.setTextParameter('wordSpace', wordSpace)
      interpreter.setTextParameter('scaling', scaling)
      interpreter.setTextParameter('rise', rise)
      interpreter.showText(seq)
      const glyphs = interpreter.result().glyphs

      // pdfminer's show-text walk: kerning moves the pen back, character and word spacing forward, all scaled
      const textCtm = multiply(tm, multiply(ctm, page))
      const scaled = scaling * 0.01
      const descent = font.descent * size
      const expected: number[][] = []
      let x = 0
      let spaced = false
      for (const item of seq) {
        if (typeof item === 'number') {
          x -= item * (0.001 * size * scaled)
          spaced = true
          continue
        }
        if (spaced) x += charSpace * scaled
        const advance = item.width * font.hscale * size * scaled
        expected.push(ltCharBox(textCtm, x, 0, advance, descent + rise, descent + rise + size))
        x += advance
        if (item.isSpace && wordSpace) x += wordSpace * scaled
        spaced = true
      }
      const boxes = Array.from({ length: glyphs.length }, (_, i) => [glyphs.x0[i]!, glyphs.y0[i]!, glyphs.x1[i]!, glyphs.y1[i]!])
      expect(boxes).toEqual(expected)
      expect(Array.from({ length: glyphs.length }, (_, i) => glyphs.size[i])).toEqual(expected.map(([, y0, , y1]) => y1! - y0!))
    }
  })
})
