import { describe, expect, test } from 'vitest'
import { openCompoundFile, readRootStream } from '../../../src/containers/compound-file.js'
import { readPptSlides } from '../../../src/formats/slides/ppt-document.js'
import { buildPpt } from '../helpers/build-ppt.js'

const FILE = buildPpt([
  { shapes: [{ top: 10, left: 10, textType: 0, paragraphs: ['First'] }], notes: 'n1' },
  { shapes: [{ top: 10, left: 10, byReference: true, paragraphs: ['Second', 'line'] }] },
])
const stream = readRootStream(openCompoundFile(FILE), 'PowerPoint Document')!

describe('readPptSlides', () => {
  test('follows Current User → UserEditAtom → persist directory to the slides, notes and referenced texts', () => {
    const slides = readPptSlides(stream, readRootStream(openCompoundFile(FILE), 'Current User'))
    expect(slides.map((s) => [s.shapes.map((shape) => [shape.isTitle, shape.paragraphs.map((p) => p.text)]), s.notes])).toEqual([
      [[[true, ['First']]], 'n1'],
      [[[false, ['Second', 'line']]], ''],
    ])
  })

  test('without Current User the top-level slide containers are scanned, inline texts only', () => {
    const slides = readPptSlides(stream, undefined)
    expect(slides.map((s) => s.shapes.map((shape) => shape.paragraphs.map((p) => p.text)))).toEqual([[['First']], []])
  })
})
