import { describe, expect, test } from 'vitest'
import { formTextChunks } from '../../src/chunking/form-text-chunks.js'
import { makePreChunk } from '../../src/chunking/pre-chunk.js'
import { el, text, title } from './make-element.js'

const settings = (hardMax: number, includeOrigElements = true) => ({ hardMax, overlap: 0, includeOrigElements })

// Ported from upstream test_base.py::Describe_Chunker (core §4.4).
describe('formTextChunks', () => {
  test('forms one CompositeElement when the elements fit, with the elements as orig_elements', () => {
    const elements = [
      title('Introduction'),
      text('Lorem ipsum dolor sit amet consectetur adipiscing elit. In rhoncus ipsum sed lectus porta volutpat.'),
    ]

    const chunks = formTextChunks(makePreChunk(elements, 'e feugiat efficitur.'), settings(200))

    expect(chunks).toEqual([
      {
        type: 'CompositeElement',
        element_id: '',
        text: 'e feugiat efficitur.\n\nIntroduction\n\nLorem ipsum dolor sit amet consectetur adipiscing elit. In rhoncus ipsum sed lectus porta volutpat.',
        metadata: { orig_elements: elements },
      },
    ])
  })

  test('splits a single oversized element, every piece carrying the same orig_elements', () => {
    const long =
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna' +
      ' aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.'
    const elements = [text(long)]

    const chunks = formTextChunks(makePreChunk(elements, ''), settings(200))

    expect(chunks.map((c) => c.text)).toEqual([
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna' +
        ' aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut',
      'aliquip ex ea commodo consequat.',
    ])
    expect(chunks.map((c) => c.metadata.orig_elements)).toEqual([elements, elements])
  })

  test('marks the second and later pieces of a split as continuations', () => {
    const only = text("'Lorem ipsum dolor' means 'Thank you very much'.", { filename: 'foo.docx', languages: ['lat'], parent_id: 'f8' })

    const chunks = formTextChunks(makePreChunk([only], ''), settings(20, false))

    expect(chunks.map((c) => c.metadata.is_continuation)).toEqual([undefined, true, true])
    expect(chunks[0]!.metadata).toEqual({ filename: 'foo.docx', languages: ['lat'] })
  })

  test('forms no chunk from a pre-chunk without text', () => {
    expect(formTextChunks(makePreChunk([el('PageBreak', '  ')], ''), settings(500))).toEqual([])
  })

  test('copies a nested chunk without its own orig_elements and leaves the input untouched', () => {
    const nested = el('CompositeElement', 'In rhoncus ipsum.', { orig_elements: [text('Porta volupat.')] })
    const plain = text('Lorem ipsum.')

    const [chunk] = formTextChunks(makePreChunk([plain, nested], ''), settings(500))

    const origElements = chunk!.metadata.orig_elements!
    expect(origElements[0]).toBe(plain)
    expect(origElements[1]).toEqual({ ...nested, metadata: {} })
    expect(nested.metadata.orig_elements).toHaveLength(1)
  })

  test('omits orig_elements when not asked for', () => {
    const [chunk] = formTextChunks(makePreChunk([text('a')], ''), settings(500, false))

    expect(chunk!.metadata).toEqual({})
  })
})
