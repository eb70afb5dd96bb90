import { describe, expect, test } from 'vitest'
import { textLayerVerdict } from '../../../src/pdf/strategies/text-layer-quality.js'
import type { Glyph } from '../../../src/layout/types.js'

const glyphs = (text: string): Glyph[] => Array.from(text, (t, i) => ({ text: t, x0: i * 5, x1: i * 5 + 5, y0: 0, y1: 10 }))

describe('textLayerVerdict', () => {
  test('a readable text layer is good', () => {
    expect(textLayerVerdict(glyphs('The quick brown fox jumps over the lazy dog.'))).toBe('good')
  })

  test('a page without text is empty (a scan to OCR)', () => {
    expect(textLayerVerdict(glyphs('  7 '))).toBe('empty')
  })

  test('characters are counted as code points: four emoji are too few, eight are enough', () => {
    expect(textLayerVerdict(glyphs('\u{1F600}\u{1F601}\u{1F602}\u{1F603}'))).toBe('empty')
    expect(textLayerVerdict(glyphs('\u{1F600}\u{1F601}\u{1F602}\u{1F603}\u{1F604}\u{1F605}\u{1F606}\u{1F607}'))).toBe('good')
  })

  test('each "(cid:N)" counts as one bad character among the others', () => {
    // 2 cids among 2 + 18 characters = 10 %: not more than the limit; a third cid passes it
    expect(textLayerVerdict(glyphs('(cid:1)(cid:2)abcdefghijklmnopqr'))).toBe('good')
    expect(textLayerVerdict(glyphs('(cid:1)(cid:2)(cid:3)abcdefghijklmnopqr'))).toBe('garbled')
  })

  test('private-use and replacement characters make the layer garbled', () => {
    expect(textLayerVerdict(glyphs('\uE001\uE002\uE003 \uE004\uE005\uFFFD abc def'))).toBe('garbled')
  })

  test('consonant soup from a broken ToUnicode map is garbled', () => {
    expect(textLayerVerdict(glyphs('Thw qkcbr brwn fxz jmps vrr thq lzy dgg'))).toBe('garbled')
  })

  test('text drawn invisibly (render mode 3) is flagged for comparison with OCR', () => {
    const drawings = { images: [{ x0: 0, y0: 0, x1: 600, y1: 800 }], invisibleTextOps: 9, textOps: 10 }
    expect(textLayerVerdict(glyphs('The quick brown fox jumps over the lazy dog.'), drawings)).toBe('invisible')
  })
})
