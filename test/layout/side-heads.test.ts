import { describe, expect, it } from 'vitest'
import { withSideHeadsWidened } from '../../src/layout/side-heads.js'

const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 })
/** A side head 12 high at the top `top` of the left margin; every block of these pages is a line 12 high (tolerance 4). */
const head = (top: number) => box(72, top, 188, top + 12)
const body = () => true

describe('withSideHeadsWidened: a side head reaches across the body block level with it', () => {
  it('takes the leftmost wide block whose top is within a third of a line, one exactly that far included, one just beyond not', () => {
    const boxes = [head(100), box(400, 97, 600, 109), box(300, 96, 600, 108), box(200, 95.9999, 560, 107.9999), box(300, 200, 600, 212)]
    // the head's top goes up to its partner's (96, not 97 or 95.9999): the block at 300 is its partner
    expect(withSideHeadsWidened(boxes, body)[0]).toEqual({ x1: 72, y1: 96, x2: 600, y2: 112 })
  })

  it('of two partners starting at the same x, takes the one given first, wherever their tops lie', () => {
    const higher = box(300, 96, 600, 108)
    const lower = box(300, 98, 600, 110)
    expect(withSideHeadsWidened([head(100), lower, higher], body)[0]!.y1).toBe(98)
    expect(withSideHeadsWidened([head(100), higher, lower], body)[0]!.y1).toBe(96)
  })

  it('finds the partner of each head on a page of many blocks, in any order of the blocks', () => {
    const heads = [100, 300, 500].map(head)
    const sections = [100, 300, 500].flatMap((top) => [box(200, top + 1, 560, top + 13), box(200, top + 20, 560, top + 32)])
    const expected = [100, 300, 500].map((top) => box(72, top, 560, top + 12))
    expect(withSideHeadsWidened([...heads, ...sections], body).slice(0, 3)).toEqual(expected)
    const reversed = [...sections].reverse()
    expect(withSideHeadsWidened([...reversed, ...heads], body).slice(6)).toEqual(expected)
  })
})
