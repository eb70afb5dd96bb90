import { describe, expect, test } from 'vitest'
import { openZipArchive } from '../../../src/containers/zip-archive.js'
import { readPptxSlides } from '../../../src/formats/slides/pptx-package.js'
import { orderedShapes } from '../../../src/formats/slides/pptx-shapes.js'
import { textContent } from '../../../src/formats/xml/xml-query.js'
import { buildPptx, tableFrame, textShape } from '../../../fixtures/office/pptx-builder.js'

function shapesOf(shapes: string[]) {
  const [slide] = readPptxSlides(openZipArchive(buildPptx([{ shapes }])))
  return orderedShapes(slide!)
}

describe('orderedShapes', () => {
  test('a placeholder without a position takes the layout placeholder with the same idx', () => {
    // the layout puts the title at y=300000; the body (idx 1) has no layout position, so the master's y=1400000 applies
    const shapes = shapesOf([
      textShape(['body'], { placeholder: { idx: 1 } }),
      textShape(['between'], { at: { x: 0, y: 1000000 } }),
      textShape(['title'], { placeholder: { type: 'title' } }),
    ])
    expect(shapes.map((s) => s.top)).toEqual([300000, 1000000, 1400000])
    expect(shapes.map((s) => s.isTitle)).toEqual([true, false, false])
  })

  test('equal tops are ordered by left, and ties keep document order', () => {
    const shapes = shapesOf([
      textShape(['b'], { at: { x: 20, y: 5 } }),
      textShape(['a'], { at: { x: 10, y: 5 } }),
      textShape(['c'], { at: { x: 10, y: 5 } }),
    ])
    expect(shapes.map((s) => textContent(s.element))).toEqual(['a', 'c', 'b'])
  })

  test('a shape with no position anywhere sorts as (0, 0)', () => {
    const shapes = shapesOf([textShape(['placed'], { at: { x: 0, y: 10 } }), textShape(['nowhere'])])
    expect(shapes.map((s) => s.top)).toEqual([undefined, 10])
  })

  test('graphic frames with a table are tables', () => {
    const shapes = shapesOf([tableFrame([['a']], { x: 1, y: 1 })])
    expect(shapes.map((s) => s.kind)).toEqual(['table'])
  })
})
