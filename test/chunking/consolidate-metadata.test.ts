import { describe, expect, test } from 'vitest'
import { consolidateMetadata } from '../../src/chunking/consolidate-metadata.js'
import { el, text, title } from './make-element.js'

// Ported from upstream test_base.py::Describe_Chunker (_all_metadata_values, _meta_kwargs) and core §1.3.
describe('consolidateMetadata', () => {
  test('applies FIRST, LIST_CONCATENATE, LIST_UNIQUE and DROP field by field', () => {
    const elements = [
      el('PageBreak', ''),
      title('Lorem Ipsum', {
        filename: 'foo.docx',
        category_depth: 0,
        emphasized_text_contents: ['Lorem', 'Ipsum'],
        emphasized_text_tags: ['b', 'i'],
        languages: ['lat'],
      }),
      text("'Lorem ipsum dolor' means 'Thank you very much' in Latin.", {
        filename: 'bar.docx',
        emphasized_text_contents: ['Lorem', 'ipsum'],
        emphasized_text_tags: ['i', 'b'],
        languages: ['eng', 'lat'],
      }),
    ]

    expect(consolidateMetadata(elements)).toEqual({
      filename: 'foo.docx',
      emphasized_text_contents: ['Lorem', 'Ipsum', 'Lorem', 'ipsum'],
      emphasized_text_tags: ['b', 'i', 'i', 'b'],
      languages: ['lat', 'eng'],
    })
  })

  test('drops coordinates, parent_id, category_depth and image fields even for a single element', () => {
    const only = text('x', {
      coordinates: { points: [[0, 0]], system: 'PixelSpace' },
      parent_id: 'f87731e0',
      category_depth: 1,
      image_path: 'sprite.png',
      detection_class_prob: 0.62,
      page_number: 3,
    })

    expect(consolidateMetadata([only])).toEqual({ page_number: 3 })
  })

  test('leaves ad-hoc fields out', () => {
    expect(consolidateMetadata([text('x', { filename: 'a.txt', coefficient: 0.62 })])).toEqual({ filename: 'a.txt' })
  })

  test('joins text_as_html values with one space after stripping each', () => {
    const elements = [text('a', { text_as_html: ' <b>a</b> ' }), text('b', { text_as_html: '<i>b</i>\n' })]

    expect(consolidateMetadata(elements).text_as_html).toBe('<b>a</b> <i>b</i>')
  })

  test('unites enrichment_origins by key, dropping records equal as dicts', () => {
    const elements = [
      text('a', { enrichment_origins: { ner: [{ model: 'x', v: 1 }] } }),
      text('b', { enrichment_origins: { ner: [{ v: 1, model: 'x' }, { model: 'y' }], ocr: [{ engine: 't' }] } }),
    ]

    expect(consolidateMetadata(elements).enrichment_origins).toEqual({
      ner: [{ model: 'x', v: 1 }, { model: 'y' }],
      ocr: [{ engine: 't' }],
    })
  })

  test('ignores fields whose value is undefined or null', () => {
    expect(consolidateMetadata([text('a', { page_number: undefined, filename: null as unknown as string }), text('b', { page_number: 2 })])).toEqual({
      page_number: 2,
    })
  })
})
