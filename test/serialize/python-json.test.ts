import { describe, expect, it } from 'vitest'
import { pythonJsonDumps } from '../../src/serialize/python-json.js'

// Expected strings printed by CPython 3.11 `json.dumps` for the same value.
const VALUE = {
  b: [1, 2.5, { z: null, a: true }],
  a: 'Café 😀 \x7f \x00 "q" \\ \n\t\r\b\f',
  e: [],
  d: {},
}

describe('pythonJsonDumps', () => {
  it('uses Python separators and ASCII escapes by default, keeping insertion order', () => {
    expect(pythonJsonDumps(VALUE)).toBe(
      '{"b": [1, 2.5, {"z": null, "a": true}], "a": "Caf\\u00e9 \\ud83d\\ude00 \\u007f \\u0000 \\"q\\" \\\\ \\n\\t\\r\\b\\f", "e": [], "d": {}}',
    )
  })

  it('sorts keys at every level when sortKeys is set', () => {
    expect(pythonJsonDumps(VALUE, { sortKeys: true })).toBe(
      '{"a": "Caf\\u00e9 \\ud83d\\ude00 \\u007f \\u0000 \\"q\\" \\\\ \\n\\t\\r\\b\\f", "b": [1, 2.5, {"a": true, "z": null}], "d": {}, "e": []}',
    )
  })

  it('writes indented output with "," line ends and keeps empty containers on one line', () => {
    expect(pythonJsonDumps(VALUE, { indent: 4, sortKeys: true })).toBe(
      [
        '{',
        '    "a": "Caf\\u00e9 \\ud83d\\ude00 \\u007f \\u0000 \\"q\\" \\\\ \\n\\t\\r\\b\\f",',
        '    "b": [',
        '        1,',
        '        2.5,',
        '        {',
        '            "a": true,',
        '            "z": null',
        '        }',
        '    ],',
        '    "d": {},',
        '    "e": []',
        '}',
      ].join('\n'),
    )
    expect(pythonJsonDumps([[], {}], { indent: 2 })).toBe('[\n  [],\n  {}\n]')
  })

  it('writes non-ASCII raw with ensureAscii false, escaping only quotes, backslashes and controls', () => {
    expect(pythonJsonDumps(VALUE, { ensureAscii: false })).toBe(
      '{"b": [1, 2.5, {"z": null, "a": true}], "a": "Café 😀 \x7f \\u0000 \\"q\\" \\\\ \\n\\t\\r\\b\\f", "e": [], "d": {}}',
    )
  })

  it('escapes an astral character as its surrogate pair', () => {
    expect(pythonJsonDumps('𝄞')).toBe('"\\ud834\\udd1e"')
  })

  it('sorts keys by code point, putting astral characters after U+FFFF', () => {
    const value = { '\uffff': 1, '\u{10000}': 2, a: 3, é: 4 }
    expect(pythonJsonDumps(value, { sortKeys: true })).toBe('{"a": 3, "\\u00e9": 4, "\\uffff": 1, "\\ud800\\udc00": 2}')
  })

  it('writes non-finite numbers, small floats and big integers as Python does', () => {
    expect(pythonJsonDumps([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e-5, 2 ** 60])).toBe(
      '[NaN, Infinity, -Infinity, 1e-05, 1152921504606846976]',
    )
  })

  it('writes integer-valued numbers under float keys as floats and elsewhere as ints', () => {
    const value = {
      coordinates: { points: [[72, 100]], layout_width: 612, system: 'PixelSpace' },
      detection_class_prob: 1,
      embeddings: [0, 1],
      page_number: 3,
      similarity: 1,
      custom_score: 2,
    }
    expect(pythonJsonDumps(value)).toBe(
      '{"coordinates": {"points": [[72.0, 100.0]], "layout_width": 612, "system": "PixelSpace"}, "detection_class_prob": 1.0, "embeddings": [0.0, 1.0], "page_number": 3, "similarity": 1.0, "custom_score": 2.0}',
    )
  })

  it('uses exactly the float keys a caller passes', () => {
    expect(pythonJsonDumps({ width: 2, custom_score: 2 }, { floatKeys: new Set(['width']) })).toBe('{"width": 2.0, "custom_score": 2}')
  })

  it('skips undefined object values and writes undefined array items as null', () => {
    expect(pythonJsonDumps({ a: undefined, b: [undefined] })).toBe('{"b": [null]}')
  })

  it('escapes a lone surrogate even when ensureAscii is false, since UTF-8 cannot carry it', () => {
    expect(pythonJsonDumps('a\ud800b', { ensureAscii: false })).toBe('"a\\ud800b"')
  })
})
