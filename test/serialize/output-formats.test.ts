import { describe, expect, test } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import { UnsupportedOptionError } from '../../src/errors.js'
import { elementsToCsv } from '../../src/serialize/elements-to-csv.js'
import { elementsToHtml } from '../../src/serialize/elements-to-html.js'
import { elementsToJson } from '../../src/serialize/elements-to-json.js'
import { elementsToMarkdown } from '../../src/serialize/elements-to-markdown.js'
import { API_OUTPUT_FORMAT_NAMES, OUTPUT_FORMATS, OUTPUT_FORMAT_NAMES, outputFormatFor } from '../../src/serialize/output-formats.js'

const elements: Element[] = [
  { type: 'Title', element_id: 't', text: 'Notes', metadata: { filename: 'n.txt' } },
  { type: 'NarrativeText', element_id: 'n', text: 'Some text, quoted "here".', metadata: { filename: 'n.txt', parent_id: 't' } },
]

describe('output formats', () => {
  test('the registry knows JSON, CSV, Markdown and HTML, each under its own MIME type with its extension', () => {
    expect(OUTPUT_FORMAT_NAMES).toEqual(['application/json', 'text/csv', 'text/markdown', 'text/html'])
    for (const name of OUTPUT_FORMAT_NAMES) expect(OUTPUT_FORMATS[name].mime).toBe(name)
    expect(OUTPUT_FORMAT_NAMES.map((name) => OUTPUT_FORMATS[name].extension)).toEqual(['.json', '.csv', '.md', '.html'])
  })

  test('each format is sent as its MIME type, a text/ type with charset=utf-8 (JSON takes no charset)', () => {
    expect(OUTPUT_FORMAT_NAMES.map((name) => OUTPUT_FORMATS[name].contentType)).toEqual([
      'application/json',
      'text/csv; charset=utf-8',
      'text/markdown; charset=utf-8',
      'text/html; charset=utf-8',
    ])
  })

  test('each format serializes with its own function', () => {
    expect(outputFormatFor('application/json').serialize(elements)).toBe(elementsToJson(elements))
    expect(outputFormatFor('text/csv').serialize(elements)).toBe(elementsToCsv(elements))
    expect(outputFormatFor('text/markdown').serialize(elements)).toBe(elementsToMarkdown(elements))
    expect(outputFormatFor('text/html').serialize(elements)).toBe(elementsToHtml(elements))
  })

  test("the partition API serves only JSON and CSV, as upstream's API; those two combine several files", () => {
    expect(API_OUTPUT_FORMAT_NAMES).toEqual(['application/json', 'text/csv'])
    const json = outputFormatFor('application/json')
    expect(json.combine!(['[1]', '[]'])).toBe('[[1],[]]')
    const csv = outputFormatFor('text/csv')
    expect(csv.combine!(['h\r\na\r\n', 'h\r\nb\r\n'])).toBe('h\r\na\r\nb\r\n')
  })

  test('an unknown format is an UnsupportedOptionError that lists the known ones', () => {
    expect(() => outputFormatFor('application/xml')).toThrow(UnsupportedOptionError)
    expect(() => outputFormatFor('application/xml')).toThrow(
      "output_format 'application/xml' cannot be served: use one of 'application/json', 'text/csv', 'text/markdown', 'text/html'.",
    )
    expect(() => outputFormatFor('toString')).toThrow(UnsupportedOptionError)
  })
})
