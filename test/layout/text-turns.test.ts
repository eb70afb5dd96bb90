import { describe, expect, it } from 'vitest'
import { splitByTurns, turnRect, uprightGlyph } from '../../src/layout/text-turns.js'

const glyph = (text: string, x0: number, y0: number, x1: number, y1: number, turns = 0) => ({ text, x0, y0, x1, y1, turns })

describe('text turns', () => {
  it('leaves a page without sideways text as it is (the same array, nothing turned)', () => {
    const glyphs = [glyph('a', 0, 0, 5, 10), glyph('b', 5, 0, 10, 10)]

    const split = splitByTurns(glyphs)

    expect(split.upright).toBe(glyphs)
    expect(split.turned.size).toBe(0)
  })

  it('groups sideways glyphs by direction, in stream order', () => {
    const glyphs = [glyph('a', 0, 0, 5, 10), glyph('u', 50, 0, 60, 5, 1), glyph('d', 80, 0, 90, 5, 3), glyph('p', 50, 5, 60, 10, 1)]

    const split = splitByTurns(glyphs)

    expect(split.upright.map((g) => g.text)).toEqual(['a'])
    expect(split.turned.get(1)!.map((g) => g.text)).toEqual(['u', 'p'])
    expect(split.turned.get(3)!.map((g) => g.text)).toEqual(['d'])
  })

  it('turns text that runs up the page so that it runs left to right, and its boxes back onto the page', () => {
    // two glyphs stacked upwards: the first lower
    const up = [glyph('u', 50, 100, 60, 106, 1), glyph('p', 50, 106, 60, 112, 1)].map((g) => uprightGlyph(g, 1))

    expect(up[0]!.x0).toBeLessThan(up[1]!.x0) // reading order is now left to right
    expect(up[0]!.y0).toBe(up[1]!.y0) // on one baseline
    expect(turnRect(up[0]!, 1)).toEqual({ x0: 50, y0: 100, x1: 60, y1: 106 })
  })

  it('turns a rectangle back to itself after four quarter turns in any split', () => {
    const rect = { x0: 3, y0: 7, x1: 11, y1: 19 }

    for (const turns of [1, 2, 3]) expect(turnRect(turnRect(rect, turns), 4 - turns)).toEqual(rect)
  })
})
