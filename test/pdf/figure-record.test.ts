import { describe, expect, it } from 'vitest'
import { TextInterpreter } from '../../src/pdf/text-interpreter.js'
import type { Figure, FontMetrics, OpGlyph } from '../../src/pdf/text-interpreter.js'
import { pageMatrix } from '../../src/pdf/matrix.js'

const font: FontMetrics = { name: 'F', descent: -0.2, hscale: 0.001, vertical: false }
const glyph = (unicode: string): OpGlyph => ({ unicode, width: 500, isSpace: unicode === ' ', originalCharCode: unicode.charCodeAt(0) })
const BOX = [0, 0, 200, 200]

/** A page with a form holding "ab", a path, a nested form holding "c", then "d"; and "p" on the page itself. */
function pageWithForms(): { figure: Figure; page: ReturnType<TextInterpreter['result']> } {
  const t = new TextInterpreter(pageMatrix([0, 0, 612, 792], 0))
  t.beginText()
  t.setFont(font, 10)
  t.showText([glyph('p')])
  t.beginForm([1, 0, 0, 1, 50, 50], BOX)
  t.beginText()
  t.setFont(font, 10)
  t.showText([glyph('a'), glyph('b')])
  t.paintedObject()
  t.beginForm(null, BOX)
  t.beginText()
  t.setFont(font, 12)
  t.showText([glyph('c')])
  t.endForm()
  t.showText([glyph('d')])
  t.endForm()
  const page = t.result()
  return { figure: page.figures[0]!, page }
}

describe('figures as the interpreter makes them', () => {
  it('hold their items in stream order: glyphs, painted objects, nested figures', () => {
    const { figure, page } = pageWithForms()

    expect(page.glyphs.texts).toEqual(['p'])
    const kinds = figure.items.map((item) => ('glyph' in item ? item.glyph.text : 'figure' in item ? 'figure' : 'object'))
    expect(kinds).toEqual(['a', 'b', 'object', 'figure', 'd'])
    const nested = figure.items[3]
    expect(nested !== undefined && 'figure' in nested ? nested.figure.items.map((item) => ('glyph' in item ? item.glyph.text : '?')) : []).toEqual([
      'c',
    ])
  })

  it("carry their glyphs and their nested figures' as columns in stream order, the same glyphs as the items", () => {
    const { figure } = pageWithForms()

    const columns = figure.glyphColumns!
    expect(columns.texts).toEqual(['a', 'b', 'c', 'd'])
    const nested = figure.items[3]
    const fromItems = [
      figure.items[0],
      figure.items[1],
      nested !== undefined && 'figure' in nested ? nested.figure.items[0] : undefined,
      figure.items[4],
    ]
    expect(columns.toArray()).toEqual(fromItems.map((item) => (item !== undefined && 'glyph' in item ? { ...item.glyph } : undefined)))
    expect(columns.fontNameOf(2)).toBe('F')
    expect(columns.size[2]).toBe(12)
  })

  it('are plain data to a copy: a spread or JSON keeps the items and leaves the columns behind', () => {
    const { figure } = pageWithForms()

    const copy = { ...figure }
    expect(copy.items).toHaveLength(5)
    expect(copy.glyphColumns).toBeUndefined()
    expect(JSON.parse(JSON.stringify(figure)).items[0].glyph.text).toBe('a')
  })

  it('drop their columns once given other items (the columns would no longer say what the figure holds)', () => {
    const { figure } = pageWithForms()

    figure.items = figure.items.slice(0, 1)
    expect(figure.glyphColumns).toBeUndefined()
    expect(figure.items).toHaveLength(1)
  })
})
