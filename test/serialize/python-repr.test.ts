import { describe, expect, it } from 'vitest'
import { pythonRepr, pythonStrRepr } from '../../src/serialize/python-repr.js'

describe('pythonRepr', () => {
  // Expected strings printed by CPython 3.11 `repr(...)`.
  it.each([
    ['eng', "'eng'"],
    ["it's", '"it\'s"'],
    ['say "hi"', '\'say "hi"\''],
    ['both \' and "', "'both \\' and \"'"],
    ['back\\slash', "'back\\\\slash'"],
    ['tab\tnew\nret\r', "'tab\\tnew\\nret\\r'"],
    ['\x00\x1f\x7f', "'\\x00\\x1f\\x7f'"],
    ['Café – 😀', "'Café – 😀'"],
    ['nbsp\u00a0', "'nbsp\\xa0'"],
    ['zwsp\u200b', "'zwsp\\u200b'"],
    ['line sep\u2028', "'line sep\\u2028'"],
    ['private\u{f0000}', "'private\\U000f0000'"],
    ['lone\ud800', "'lone\\ud800'"],
  ])('writes the string %j as %s', (text, expected) => {
    expect(pythonStrRepr(text)).toBe(expected)
  })

  it('writes None, booleans, ints and floats', () => {
    expect(pythonRepr([null, undefined, true, false, 3, 2.5, Number.NaN, Number.POSITIVE_INFINITY])).toBe(
      '[None, None, True, False, 3, 2.5, nan, inf]',
    )
  })

  it('writes a list of languages as the csv module would', () => {
    expect(pythonRepr(['eng', 'fra'])).toBe("['eng', 'fra']")
  })

  it('writes a list of link dicts in insertion order', () => {
    expect(pythonRepr([{ text: 'x', url: 'y', start_index: 0 }])).toBe("[{'text': 'x', 'url': 'y', 'start_index': 0}]")
  })

  it('writes empty containers and nested dicts', () => {
    expect(pythonRepr({ a: [], b: {}, c: { d: [1, [2]] } })).toBe("{'a': [], 'b': {}, 'c': {'d': [1, [2]]}}")
  })

  it('writes integer-valued numbers under float keys as floats', () => {
    expect(pythonRepr({ points: [[1, 2]], page_number: 1 })).toBe("{'points': [[1.0, 2.0]], 'page_number': 1}")
  })
})
