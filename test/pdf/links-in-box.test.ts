import { describe, expect, it } from 'vitest'
import type { TextBox } from '../../src/layout/types.js'
import { lineOf } from '../layout/line-of.js'
import type { TestLineItem } from '../layout/line-of.js'
import { cleanExtraWhitespace } from '../../src/pages/clean-extra-whitespace.js'
import { ANNOTATION_THRESHOLD, linksInBox } from '../../src/pdf/links-in-box.js'
import type { PdfLink } from '../../src/pdf/pdfjs.js'

/** The definition: one pass over the box's items per link (what the indexed version must equal). */
function reference(box: TextBox, links: readonly PdfLink[], cleaned: string) {
  const found = []
  for (const link of links) {
    const area = (link.x1 - link.x0) * (link.y1 - link.y0)
    const ix = Math.max(0, Math.min(link.x1, box.x1) - Math.max(link.x0, box.x0))
    const iy = Math.max(0, Math.min(link.y1, box.y1) - Math.max(link.y0, box.y0))
    if (area <= 0 || (ix * iy) / area < ANNOTATION_THRESHOLD) continue
    let text = ''
    for (const line of box.lines) {
      for (const k of line.items) {
        if (k < 0) {
          if (text !== '' && !text.endsWith(' ')) text += ' '
          continue
        }
        const item = line.glyphs.glyph(k)
        const cx = (item.x0 + item.x1) / 2
        const cy = (item.y0 + item.y1) / 2
        if (cx >= link.x0 && cx <= link.x1 && cy >= link.y0 && cy <= link.y1) text += item.text
      }
    }
    const linkText = cleanExtraWhitespace(text)
    if (linkText !== '') found.push({ text: linkText, url: link.url, start_index: cleaned.indexOf(linkText) })
  }
  return found
}

function randomBox(seed: number): { box: TextBox; links: PdfLink[] } {
  let s = seed
  const rnd = (): number => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
  const lines = Array.from({ length: 1 + Math.floor(rnd() * 5) }, (_, l) => {
    const items: TestLineItem[] = []
    let x = 10
    for (let k = 0; k < 3 + Math.floor(rnd() * 20); k++) {
      if (rnd() < 0.15) items.push({ anno: ' ' })
      const w = 3 + rnd() * 4
      items.push({ text: rnd() < 0.1 ? ' ' : String.fromCharCode(97 + Math.floor(rnd() * 26)), x0: x, y0: 100 - l * 12, x1: x + w, y1: 110 - l * 12 })
      x += w + (rnd() < 0.2 ? 4 : 0)
    }
    items.push({ anno: '\n' })
    return lineOf({ x0: 10, y0: 100 - l * 12, x1: x, y1: 110 - l * 12 }, items)
  })
  const box = {
    mode: 'horizontal' as const,
    lines,
    index: 0,
    x0: 10,
    y0: 100 - (lines.length - 1) * 12,
    x1: Math.max(...lines.map((l) => l.x1)),
    y1: 110,
  }
  const links = Array.from({ length: 6 }, (_, k) => {
    const x0 = 5 + rnd() * 80
    const y0 = 40 + rnd() * 60
    return { x0, y0, x1: x0 + 5 + rnd() * 60, y1: y0 + 5 + rnd() * 30, url: `https://example.com/${k}` }
  })
  return { box: box as unknown as TextBox, links }
}

describe('linksInBox', () => {
  it('gives what one pass over the box per link gives, on 500 random boxes and links', () => {
    let found = 0
    for (let seed = 1; seed <= 500; seed++) {
      const { box, links } = randomBox(seed)
      const cleaned = 'irrelevant text'
      const expected = reference(box, links, cleaned)
      expect(linksInBox(box, links, cleaned)).toEqual(expected)
      found += expected.length
    }
    expect(found).toBeGreaterThan(200) // the random links do cover text
  })

  it('gives the same on a dense box under hundreds of small links, a glyph without a finite centre included', () => {
    const lines = Array.from({ length: 40 }, (_, l) => {
      const items: TestLineItem[] = Array.from({ length: 60 }, (_, k) => ({
        text: String.fromCharCode(97 + ((k + l) % 26)),
        x0: 10 + k * 5,
        y0: 500 - l * 12,
        x1: 14 + k * 5,
        y1: 510 - l * 12,
      }))
      if (l === 3) items.splice(5, 0, { text: 'Z', x0: 100, y0: -Infinity, x1: 104, y1: Infinity }, { anno: ' ' })
      items.push({ anno: '\n' })
      return lineOf({ x0: 10, y0: 500 - l * 12, x1: 309, y1: 510 - l * 12 }, items)
    })
    const box = { mode: 'horizontal', lines, index: 0, x0: 10, y0: 32, x1: 309, y1: 510 } as unknown as TextBox
    const links: PdfLink[] = []
    for (let k = 0; k < 300; k++) {
      const x0 = 10 + ((k * 37) % 290)
      const y0 = 32 + ((k * 53) % 470)
      links.push({ x0, y0, x1: x0 + 2 + (k % 7), y1: y0 + 3 + (k % 11), url: `https://example.com/${k}` })
    }
    links.push(
      { x0: 0, y0: 0, x1: 400, y1: 600, url: 'https://example.com/all' },
      { x0: 50, y0: 50, x1: 40, y1: 60, url: 'https://example.com/empty' },
    )
    const cleaned = 'irrelevant text'

    const expected = reference(box, links, cleaned)
    expect(linksInBox(box, links, cleaned)).toEqual(expected)
    expect(expected.length).toBeGreaterThan(100)
  })
})
