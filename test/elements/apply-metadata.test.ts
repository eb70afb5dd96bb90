import { describe, expect, it } from 'vitest'
import { applyMetadata, type MetadataContext } from '../../src/elements/apply-metadata.js'
import { asElement } from '../../src/elements/element-draft.js'
import { deterministicElementId } from '../../src/elements/element-id.js'
import type { Element, ElementMetadata, ElementType } from '../../src/elements/types.js'

function el(type: ElementType, text: string, metadata: ElementMetadata = {}, id = ''): Element {
  return asElement({ type, element_id: id, text, metadata })
}

const context: MetadataContext = { filetype: 'text/plain', filename: '/data/in/notes.txt', languages: [], uniqueElementIds: false }

describe('applyMetadata', () => {
  it('sets filetype, the basename of the filename and languages on every element', () => {
    const [out] = applyMetadata([el('NarrativeText', 'The quick brown fox jumps over the lazy dog.')], context)
    expect(out!.metadata).toEqual({ filetype: 'text/plain', filename: 'notes.txt', languages: ['eng'] })
  })

  it('takes the basename of a Windows path too', () => {
    const [out] = applyMetadata([el('Title', 'Intro')], { ...context, filename: 'C:\\docs\\report.pdf' })
    expect(out!.metadata.filename).toBe('report.pdf')
  })

  it('sets last_modified only when given and never sets empty keys', () => {
    const [without] = applyMetadata([el('Title', 'Intro')], { ...context, filename: undefined })
    expect(Object.keys(without!.metadata).sort()).toEqual(['filetype', 'languages'])
    const [withDate] = applyMetadata([el('Title', 'Intro')], { ...context, lastModified: '2024-03-05T17:02:53' })
    expect(withDate!.metadata.last_modified).toBe('2024-03-05T17:02:53')
  })

  it('hashes ids from the basename, text, page number and per-page sequence', () => {
    const out = applyMetadata([el('Title', 'Intro', { page_number: 1 }), el('Title', 'Intro', { page_number: 1 })], context)
    expect(out.map((e) => e.element_id)).toEqual([
      deterministicElementId({ filename: 'notes.txt', text: 'Intro', pageNumber: 1, sequence: 0 }),
      deterministicElementId({ filename: 'notes.txt', text: 'Intro', pageNumber: 1, sequence: 1 }),
    ])
  })

  it('gives UUIDs when unique ids are asked for', () => {
    const [out] = applyMetadata([el('Title', 'Intro')], { ...context, uniqueElementIds: true })
    expect(out!.element_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/)
  })

  it('sets parent_id from the hierarchy using the final ids', () => {
    const [title, text] = applyMetadata([el('Title', 'Intro'), el('NarrativeText', 'It begins here with some words.')], context)
    expect(text!.metadata.parent_id).toBe(title!.element_id)
    expect('parent_id' in title!.metadata).toBe(false)
  })

  it('keeps an explicit parent given with a temporary id, remapped to the final id', () => {
    const out = applyMetadata([el('Table', 'a b', {}, 'tmp-table'), el('FigureCaption', 'Table 1', { parent_id: 'tmp-table' })], context)
    expect(out[1]!.metadata.parent_id).toBe(out[0]!.element_id)
  })

  it('leaves filetype, filename and last_modified of attachments alone', () => {
    const attachment = el('NarrativeText', 'Attached words here', {
      filename: 'a.pdf',
      filetype: 'application/pdf',
      attached_to_filename: 'mail.eml',
    })
    const [out] = applyMetadata([attachment], { ...context, lastModified: '2024-01-01T00:00:00' })
    expect(out!.metadata).toMatchObject({ filename: 'a.pdf', filetype: 'application/pdf' })
    expect('last_modified' in out!.metadata).toBe(false)
  })

  it('skips language detection when languages is [""]', () => {
    const [out] = applyMetadata([el('Title', 'Intro')], { ...context, languages: [''] })
    expect('languages' in out!.metadata).toBe(false)
  })

  it('copies an element that appears twice so the two results do not share objects', () => {
    const shared = el('NarrativeText', 'Same words in both places', { links: [{ text: 'x', url: 'https://x.test', start_index: 0 }] })
    const [a, b] = applyMetadata([shared, shared], context)
    expect(a!.metadata.links).not.toBe(b!.metadata.links)
    expect(a!.element_id).not.toBe(b!.element_id)
  })

  it('copies what elements share, however they share it: one metadata object under two elements, an element met again after that', () => {
    const first = el('NarrativeText', 'Same words in both places', { links: [{ text: 'x', url: 'https://x.test', start_index: 0 }] })
    const second = { ...first }
    const out = applyMetadata([first, second, second, first, second], context)
    const links = out.map((element) => element.metadata.links)
    expect(new Set(links).size).toBe(5)
    expect(new Set(out.map((element) => element.metadata)).size).toBe(5)
    for (const link of links) expect(link).toEqual(first.metadata.links)
  })

  it('does not mutate its input', () => {
    const input = [el('Title', 'Intro'), el('NarrativeText', 'Some narrative text follows here.')]
    const snapshot = structuredClone(input)
    applyMetadata(input, context)
    expect(input).toEqual(snapshot)
  })

  it('drops coordinates when asked, keeping every other key in its place', () => {
    const coordinates = {
      points: [
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 0],
      ],
      system: 'PixelSpace',
      layout_width: 1,
      layout_height: 1,
    }
    const input = [el('Title', 'Intro', { page_number: 1, coordinates, languages: ['eng'] } as ElementMetadata)]
    const [kept] = applyMetadata(input, context)
    const [dropped] = applyMetadata(input, { ...context, dropCoordinates: true })
    expect(Object.keys(kept!.metadata)).toEqual(['page_number', 'coordinates', 'languages', 'filetype', 'filename'])
    expect(Object.keys(dropped!.metadata)).toEqual(['page_number', 'languages', 'filetype', 'filename'])
    expect(dropped!.element_id).toBe(kept!.element_id)
    expect(input[0]!.metadata.coordinates).toBe(coordinates)
  })

  it('does not mutate its input, attachments and explicit parents included', () => {
    const input = [
      el('Title', 'Intro', {}, 'tmp-title'),
      el('NarrativeText', 'Some narrative text follows here.', { parent_id: 'tmp-title' }),
      el('NarrativeText', 'Attached words here', { filename: 'a.pdf', filetype: 'application/pdf', attached_to_filename: 'mail.eml' }),
      el('ListItem', 'An item'),
    ]
    const snapshot = structuredClone(input)
    const out = applyMetadata(input, { ...context, dropCoordinates: true })
    expect(input).toEqual(snapshot)
    out.forEach((element, i) => {
      expect(element).not.toBe(input[i])
      expect(element.metadata).not.toBe(input[i]!.metadata)
    })
    expect(out[1]!.metadata.parent_id).toBe(out[0]!.element_id)
    expect(out[3]!.metadata.parent_id).toBe(out[0]!.element_id)
  })

  it('writes detected languages where the key was, removes a stale one, and keeps it when detection is off', () => {
    const input = [
      el('NarrativeText', 'The quick brown fox jumps over the lazy dog.', { languages: ['fra'], page_number: 1 } as ElementMetadata),
      el('NarrativeText', '→ ← ↑', { languages: ['fra'], page_number: 1 } as ElementMetadata),
    ]
    const [english, digits] = applyMetadata(input, { ...context, detectLanguagePerElement: true })
    expect(Object.keys(english!.metadata)).toEqual(['languages', 'page_number', 'filetype', 'filename'])
    expect(english!.metadata.languages).toEqual(['eng'])
    expect(Object.keys(digits!.metadata)).toEqual(['page_number', 'filetype', 'filename'])
    const [kept] = applyMetadata(input, { ...context, languages: [''] })
    expect(kept!.metadata.languages).toEqual(['fra'])
    expect(input[0]!.metadata.languages).toEqual(['fra'])
  })
})
