import { describe, expect, it } from 'vitest'
import { pageGeometry, pageMatrix, transformBox } from '../../src/pdf/matrix.js'

describe('transformBox', () => {
  it('gives the box of two transformed corners with its edges ordered, whichever way the matrix turns', () => {
    const turned = pageMatrix([0, 0, 612, 792], 90)
    expect(transformBox(turned, 72, 700, 150, 712)).toEqual({ x0: 700, y0: 462, x1: 712, y1: 540 })
  })
})

describe('pageGeometry', () => {
  it('swaps width and height for a page turned a quarter', () => {
    expect(pageGeometry([0, 0, 612, 792], 90)).toMatchObject({ width: 792, height: 612 })
    expect(pageGeometry([10, 20, 622, 812], 0)).toMatchObject({ width: 612, height: 792 })
  })
})
