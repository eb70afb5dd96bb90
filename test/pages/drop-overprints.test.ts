import { describe, expect, test } from 'vitest'
import { dropOverprints } from '../../src/pages/drop-overprints.js'
import type { Glyph } from '../../src/layout/types.js'

/** A run of glyphs 6 units wide, 10 high, from (x, y). */
const run = (text: string, x: number, y: number): Glyph[] =>
  Array.from(text, (t, i) => ({ text: t, x0: x + 6 * i, x1: x + 6 * i + 6, y0: y, y1: y + 10, fontSize: 10 }))
const text = (glyphs: Glyph[]): string => glyphs.map((g) => g.text).join('')

describe('dropOverprints: text drawn twice at the same place reads once', () => {
  test('a whole run drawn again over itself (fill then stroke, a visible layer over a tint) is kept once', () => {
    const glyphs = [...run('LAC-BRETON', 40, 700), ...run('LAC-BRETON', 40, 700)]
    expect(text(dropOverprints(glyphs))).toBe('LAC-BRETON')
  })

  test('a drop shadow offset by a fraction of the text height is the same text', () => {
    const glyphs = [...run('Shadow', 40.8, 699.2), ...run('Shadow', 40, 700)]
    expect(text(dropOverprints(glyphs))).toBe('Shadow')
  })

  test('the same word on the next line, or next to itself, is kept: it is printed twice', () => {
    expect(text(dropOverprints([...run('data', 40, 700), ...run('data', 40, 688)]))).toBe('datadata')
    expect(text(dropOverprints([...run('aa', 40, 700)]))).toBe('aa')
    expect(text(dropOverprints([...run('no', 40, 700), ...run('no', 58, 700)]))).toBe('nono')
  })

  test('different text at the same place is kept (a correction printed over a form field)', () => {
    expect(text(dropOverprints([...run('X', 40, 700), ...run('Y', 40, 700)]))).toBe('XY')
  })

  test('the glyph drawn first is the one kept, in stream order; the others are untouched', () => {
    const first = run('Hi', 40, 700)
    const glyphs = [...first, ...run('there', 60, 700), ...run('Hi', 40, 700)]
    const kept = dropOverprints(glyphs)
    expect(kept[0]).toBe(first[0])
    expect(text(kept)).toBe('Hithere')
  })

  test('copies are found at negative coordinates and across bucket edges (a shadow offset over a bucket border)', () => {
    expect(text(dropOverprints([...run('Edge', -41.9, -0.1), ...run('Edge', -40.1, 0.1)]))).toBe('Edge')
    expect(text(dropOverprints([...run('Edge', 1.9, 3.9), ...run('Edge', 2.1, 4.1)]))).toBe('Edge')
  })

  test('glyphs spread over an enormous page (a broken matrix) still drop their copies and keep the rest', () => {
    const glyphs = [...run('far', -900_000, 800_000), ...run('near', 40, 700), ...run('far', -900_000, 800_000), ...run('near', 40, 700)]
    expect(text(dropOverprints(glyphs))).toBe('farnear')
  })

  test('a page far from the origin (a matrix offset by 10^13) drops its copies as an ordinary page does', () => {
    const glyphs = [...run('far', 1e13, 1e13), ...run('far', 1e13 + 0.5, 1e13), ...run('fat', 1e13, 1e13 + 40)]
    expect(text(dropOverprints(glyphs))).toBe('farfat')
  })

  test('blank glyphs (a space, a no-break space, a tab) drawn twice are all kept: only text is deduplicated', () => {
    const blanks = [' ', '\u00a0', '\t'].flatMap((t) => [...run(t, 40, 700), ...run(t, 40, 700)])
    expect(text(dropOverprints(blanks))).toBe('  \u00a0\u00a0\t\t')
  })

  test('texts of several characters: blank ones drawn twice are kept, others ("(cid:12)", a ligature) drawn twice are kept once', () => {
    const glyph = (t: string): Glyph => ({ text: t, x0: 40, x1: 46, y0: 700, y1: 710, fontSize: 10 })
    const texts = ['  ', '\u00a0 ', '(cid:12)', 'ﬁ', 'fi', '']
    expect(dropOverprints(texts.flatMap((t) => [glyph(t), glyph(t)])).map((g) => g.text)).toEqual([
      '  ',
      '  ',
      '\u00a0 ',
      '\u00a0 ',
      '(cid:12)',
      'ﬁ',
      'fi',
      '',
      '',
    ])
  })

  test('a glyph at a non-finite position is kept and does not hide the others', () => {
    const lost = { text: 'x', x0: Number.NaN, x1: Number.NaN, y0: 0, y1: 10, fontSize: 10 }
    const glyphs = [lost, ...run('ok', 40, 700), { ...lost }, ...run('ok', 40, 700)]
    expect(text(dropOverprints(glyphs))).toBe('xokx')
    const infinite = { text: 'x', x0: Number.POSITIVE_INFINITY, x1: Number.POSITIVE_INFINITY, y0: 1e300, y1: 1e300, fontSize: 10 }
    expect(text(dropOverprints([infinite, ...run('ok', 40, 700), { ...infinite }, { ...infinite, x0: 1e300, x1: 1e300 }]))).toBe('xokxx')
  })

  test('on pages of scattered glyphs, redrawn copies and shadows, it drops exactly the glyphs the definition names (every earlier kept glyph compared)', () => {
    // the definition, all pairs: a glyph is dropped when an earlier kept glyph has its text, both corners within
    // min(2, a quarter of the taller height), and overlaps it by more than half their mean width; blanks are kept
    const reference = (glyphs: Glyph[]): Glyph[] => {
      const kept: Glyph[] = []
      for (const g of glyphs) {
        const copy =
          g.text.trim() !== '' &&
          kept.some((k) => {
            if (k.text !== g.text) return false
            const limit = Math.min(2, 0.25 * Math.max(k.y1 - k.y0, g.y1 - g.y0))
            if (!(Math.abs(k.x0 - g.x0) < limit && Math.abs(k.y0 - g.y0) < limit)) return false
            const overlap = Math.max(0, Math.min(k.x1, g.x1) - Math.max(k.x0, g.x0))
            const width = (k.x1 - k.x0 + (g.x1 - g.x0)) / 2
            return width > 0 && overlap / width > 0.5
          })
        if (!copy) kept.push(g)
      }
      return kept
    }
    let seed = 7
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    for (let page = 0; page < 40; page++) {
      const glyphs: Glyph[] = []
      for (let i = 0; i < 400; i++) {
        const earlier = glyphs[Math.floor(random() * glyphs.length)]
        if (earlier !== undefined && random() < 0.3) {
          // drawn again, offset by up to 3 units on each axis (some within the limit, some beyond)
          const dx = (random() - 0.5) * 6
          const dy = (random() - 0.5) * 6
          glyphs.push({ ...earlier, x0: earlier.x0 + dx, x1: earlier.x1 + dx, y0: earlier.y0 + dy, y1: earlier.y1 + dy })
        } else {
          // letters of a few kinds on a small page (many near neighbours), some on bucket edges
          const x = random() < 0.2 ? 4 * Math.floor(random() * 40) : random() * 160
          const y = random() < 0.2 ? 4 * Math.floor(random() * 40) - 2 : random() * 160 - 20
          const size = 4 + random() * 10
          const text = random() < 0.05 ? ' ' : 'aab'[Math.floor(random() * 3)]!
          glyphs.push({ text, x0: x, x1: x + size * 0.6, y0: y, y1: y + size, fontSize: size })
        }
      }
      expect(dropOverprints(glyphs)).toEqual(reference(glyphs))
    }
  })

  test('nothing is carried from one page to the next: a page read again, after others, loses the same glyphs', () => {
    const page = [...run('ab', 40, 700), ...run('ab', 40.5, 700)]
    // a wide page (a grid of its own) and a small one between
    const wide = [...run('wide', 0, 0), ...run('wide', 4000, 1800), ...run('wide', 4000, 1800)]
    for (let round = 0; round < 3; round++) {
      expect(text(dropOverprints(page))).toBe('ab')
      expect(text(dropOverprints(run('ab', 40, 700)))).toBe('ab')
      expect(text(dropOverprints(wide))).toBe('widewide')
    }
  })

  test('a page without duplicates comes back as the same array', () => {
    const glyphs = run('Nothing twice here', 40, 700)
    expect(dropOverprints(glyphs)).toBe(glyphs)
  })
})

describe('a PDF whose title is drawn twice at the same place (filled, then a tinted copy)', () => {
  test('partitions to the title once under fast', async () => {
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
    const { partition } = await import('../../src/index.js')
    const doc = await PDFDocument.create()
    const page = doc.addPage([400, 300])
    const font = await doc.embedFont(StandardFonts.HelveticaBold)
    page.drawText('LAC-BRETON', { x: 40, y: 240, size: 24, font, color: rgb(0.85, 0.85, 0.85) })
    page.drawText('LAC-BRETON', { x: 40, y: 240, size: 24, font })
    page.drawText('A lake in the north, with a village on its shore.', {
      x: 40,
      y: 200,
      size: 11,
      font: await doc.embedFont(StandardFonts.Helvetica),
    })
    const elements = await partition(await doc.save(), { strategy: 'fast' })
    expect(elements.map((e) => e.text)).toEqual(['LAC-BRETON', 'A lake in the north, with a village on its shore.'])
  })
})
