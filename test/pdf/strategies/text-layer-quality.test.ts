import { describe, expect, test } from 'vitest'
import { textLayerVerdict } from '../../../src/pdf/strategies/text-layer-quality.js'
import type { TextLayerVerdict } from '../../../src/pdf/strategies/text-layer-quality.js'
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

  test('reads glyph texts as their joined text: a surrogate pair or a letter run cut between two glyphs counts once', () => {
    const units = (text: string): Glyph[] => text.split('').map((t, i) => ({ text: t, x0: i * 5, x1: i * 5 + 5, y0: 0, y1: 10 }))
    // four emoji, each pair's halves in two glyphs: four visible characters, not eight
    expect(textLayerVerdict(units('\u{1F600}\u{1F601}\u{1F602}\u{1F603}'))).toBe('empty')
    expect(textLayerVerdict(units('\u{F0001}\u{F0002}x\u{F0003}abcdefghijklmnopqrs'))).toBe('garbled')
    // vowel-less words split over glyphs "Th"+"w", "qk"+"cbr": still words
    expect(textLayerVerdict([{ text: 'Th', x0: 0, x1: 1, y0: 0, y1: 1 }, ...units('w qkcbr brwn fxz jmps vrr')])).toBe('garbled')
  })

  test('equals its definition by regular expressions on random glyph texts (spaces of every kind, controls, private use, surrogates, cids)', () => {
    const reference = (text: string): TextLayerVerdict => {
      const visible = text.replace(/\s+/g, '')
      if (Array.from(visible).length < 8) return 'empty'
      const cids = visible.match(/\(cid:\d+\)/g)?.length ?? 0
      let bad = cids
      let total = cids
      for (const char of visible.replace(/\(cid:\d+\)/g, '')) {
        total++
        if (/[\uFFFD\u0000-\u0008\u000E-\u001F\u007F-\u009F\uE000-\uF8FF\u{F0000}-\u{10FFFF}]/u.test(char)) bad++
      }
      if (total > 0 && bad / total > 0.1) return 'garbled'
      const words = text.match(/[A-Za-z]{3,}/g) ?? []
      if (words.length >= 5 && words.filter((w) => !/[aeiouyAEIOUY]/.test(w)).length / words.length > 0.5) return 'garbled'
      return 'good'
    }
    const pieces = [
      'a',
      'e',
      'Y',
      'b',
      'K',
      'z',
      'Q',
      'x',
      'rst',
      'the',
      ' ',
      '\t',
      '\n',
      '\u00a0',
      '\u2003',
      '\u3000',
      '\ufeff',
      '\u0085',
      '\u0001',
      '\u009f',
      '\ue001',
      '\ufffd',
      '\ud83d\ude00',
      '\udb80\udc00',
      '\udb40\udc01',
      '\ud800',
      '\udc00',
      '(cid:7)',
      '(cid:',
      '12)',
      'é',
      '@',
      '[',
      '`',
      '{',
      '0',
    ]
    let seed = 12345
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    const verdicts = new Set<string>()
    for (let k = 0; k < 3000; k++) {
      const parts = Array.from({ length: 1 + random(40) }, () => pieces[random(pieces.length)]!)
      const expected = reference(parts.join(''))
      verdicts.add(expected)
      expect(textLayerVerdict(parts.map((text, i) => ({ text, x0: i, x1: i + 1, y0: 0, y1: 10 })))).toBe(expected)
    }
    expect([...verdicts].sort()).toEqual(['empty', 'garbled', 'good'])
  })
})
