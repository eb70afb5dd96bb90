import { describe, expect, it } from 'vitest'
import { Plane } from '../../src/layout/plane.js'
import type { Rect } from '../../src/layout/types.js'

const r = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 })

describe('Plane', () => {
  it('finds the objects that strictly overlap an area', () => {
    const plane = new Plane<Rect>(r(0, 0, 200, 200))
    const a = r(10, 10, 20, 20)
    const b = r(20, 10, 30, 20)
    const far = r(150, 150, 160, 160)
    plane.extend([a, b, far])

    expect(plane.find(r(0, 0, 20, 20))).toEqual([a])
    expect(plane.find(r(15, 15, 25, 25))).toEqual([a, b])
  })

  it('tells whether some overlapping object passes a test, seeing only what find would return', () => {
    const plane = new Plane<Rect>(r(0, 0, 200, 200))
    const a = r(10, 10, 20, 20)
    const b = r(120, 120, 130, 130)
    plane.extend([a, b])
    plane.remove(b)

    expect(plane.some(r(0, 0, 200, 200), (o) => o === a)).toBe(true)
    expect(plane.some(r(0, 0, 200, 200), (o) => o !== a)).toBe(false)
    expect(plane.some(r(20, 20, 30, 30), () => true)).toBe(false)
    expect(plane.some(r(300, 300, 400, 400), () => true)).toBe(false)
  })

  it('returns each object once even when it spans several cells', () => {
    const plane = new Plane<Rect>(r(0, 0, 500, 500))
    const wide = r(10, 10, 400, 20)
    plane.add(wide)

    expect(plane.find(r(0, 0, 500, 500))).toEqual([wide])
  })

  it('never finds an object lying entirely outside its bbox, but still iterates it', () => {
    const plane = new Plane<Rect>(r(0, 0, 100, 100))
    const outside = r(150, 10, 160, 20)
    plane.add(outside)

    expect(plane.find(r(-1000, -1000, 1000, 1000))).toEqual([])
    expect([...plane]).toEqual([outside])
  })

  it('forgets removed objects and iterates the rest in insertion order', () => {
    const plane = new Plane<Rect>(r(0, 0, 100, 100))
    const [a, b, c] = [r(1, 1, 2, 2), r(3, 3, 4, 4), r(5, 5, 6, 6)]
    plane.extend([a, b, c])

    plane.remove(b)

    expect([...plane]).toEqual([a, c])
    expect(plane.find(r(0, 0, 100, 100))).toEqual([a, c])
    expect(plane.size).toBe(2)
  })

  it('gives what find returns as insertion positions, numbered from the first object added, removed ones included', () => {
    const plane = new Plane<Rect>(r(0, 0, 200, 200))
    const [a, b, c, d] = [r(1, 1, 2, 2), r(60, 60, 70, 70), r(10, 10, 120, 20), r(150, 150, 160, 160)]
    plane.extend([a, b, c, d])
    plane.remove(a)
    const area = r(0, 0, 100, 100)

    expect(plane.findPositions(area)).toEqual([2, 1])
    expect(plane.findPositions(area).map((k) => plane.objectAt(k))).toEqual(plane.find(area))
    expect(plane.findPositions(r(300, 300, 400, 400))).toEqual([])
  })
})
