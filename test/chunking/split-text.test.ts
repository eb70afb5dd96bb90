import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { splitText, splitTextPieces } from '../../src/chunking/split-text.js'

// Ported from upstream test_unstructured/chunking/test_base.py::Describe_TextSplitter (core §4.5).
describe('splitText', () => {
  test('splits on the preferred separator, strips around the cut and prefixes an overlap tail', () => {
    const input = 'Lorem ipsum dolor amet consectetur adipiscing.  \n  In rhoncus ipsum sed lectus porta.'

    const [first, remainder] = splitText(input, { maxlen: 50, overlap: 10 })

    expect(first).toBe('Lorem ipsum dolor amet consectetur adipiscing.')
    expect(remainder).toBe('ipiscing. In rhoncus ipsum sed lectus porta.')
    expect(splitText(remainder, { maxlen: 50, overlap: 10 })).toEqual(['ipiscing. In rhoncus ipsum sed lectus porta.', ''])
  })

  test('falls back to the next separator when the first is absent from the window', () => {
    const options = { maxlen: 40, overlap: 10 }
    const input = 'Lorem ipsum dolor amet consectetur adipiscing. In rhoncus ipsum sed lectus porta volutpat.'

    const [a, r1] = splitText(input, options)
    const [b, r2] = splitText(r1, options)
    const [c, r3] = splitText(r2, options)

    expect([a, r1]).toEqual(['Lorem ipsum dolor amet consectetur', 'nsectetur adipiscing. In rhoncus ipsum sed lectus porta volutpat.'])
    expect([b, r2]).toEqual(['nsectetur adipiscing. In rhoncus ipsum', 'cus ipsum sed lectus porta volutpat.'])
    expect([c, r3]).toEqual(['cus ipsum sed lectus porta volutpat.', ''])
  })

  test('cuts at an arbitrary character as a last resort, the remainder re-reading the overlap', () => {
    const options = { maxlen: 30, overlap: 10 }
    const input = 'Loremipsumdolorametconsecteturadipiscingelit. In rhoncus ipsum sed lectus porta.'

    const [a, r1] = splitText(input, options)
    const [b, r2] = splitText(r1, options)
    const [c, r3] = splitText(r2, options)

    expect([a, r1]).toEqual(['Loremipsumdolorametconsectetur', 'onsecteturadipiscingelit. In rhoncus ipsum sed lectus porta.'])
    expect([b, r2]).toEqual(['onsecteturadipiscingelit. In', 'gelit. In rhoncus ipsum sed lectus porta.'])
    expect([c, r3]).toEqual(['gelit. In rhoncus ipsum sed', 'ipsum sed lectus porta.'])
  })

  test.each(['Lorem ipsum dolor amet consectetur adipiscing.', 'Lorem ipsum dolor.'])('returns a text no longer than maxlen whole: %s', (input) => {
    expect(splitText(input, { maxlen: 46, overlap: 10 })).toEqual([input, ''])
  })

  test('fills the whole window when it falls back to an arbitrary cut', () => {
    const [first] = splitText('Loremipsumdolorametconsecteturadipiscingelit. In rhoncus ipsum sed lectus porta.', {
      maxlen: 38,
      overlap: 10,
    })

    expect(first).toBe('Loremipsumdolorametconsecteturadipisci')
  })

  test.each([[['\n', ' ']], [[' ']]])('strips whitespace around the split with separators %j', (separators) => {
    const input = 'Lorem ipsum dolor amet consectetur adipiscing.   \n\n In rhoncus ipsum sed lectus.'

    expect(splitText(input, { maxlen: 50, overlap: 10, separators })).toEqual([
      'Lorem ipsum dolor amet consectetur adipiscing.',
      'ipiscing. In rhoncus ipsum sed lectus.',
    ])
  })

  test('without overlap the remainder starts right after the separator', () => {
    expect(splitText('aaaa bbbb cccc', { maxlen: 10 })).toEqual(['aaaa bbbb', 'cccc'])
  })

  test('measures in code points, so astral characters count once', () => {
    // Ten emoji are 20 UTF-16 units but 10 code points: they fit a window of 10.
    const emoji = '😀'.repeat(10)

    expect(splitText(emoji, { maxlen: 10 })).toEqual([emoji, ''])
    expect(splitText(`${emoji} 😀😀`, { maxlen: 10 })).toEqual([emoji, '😀😀'])
    expect(splitText('😀'.repeat(12), { maxlen: 10, overlap: 2 })).toEqual(['😀'.repeat(10), '😀'.repeat(4)])
  })
})

/**
 * A direct, string-slicing port of upstream `_TextSplitter.__call__` (quadratic but obviously
 * faithful), the oracle for the linear splitter.
 */
function referenceSplit(s: string, maxlen: number, overlap: number): [string, string] {
  const chars = Array.from(s)
  if (chars.length <= maxlen) return [s, '']
  const lstrip = (t: string) => t.replace(/^[\s\u001c-\u001f\u0085]+/u, '')
  const rstrip = (t: string) => t.replace(/[\s\u001c-\u001f\u0085]+$/u, '')
  for (const sep of ['\n', ' ']) {
    let at = -1
    for (let i = Math.min(maxlen, chars.length - 1); i >= overlap + 1; i--) {
      if (chars[i] === sep) {
        at = i
        break
      }
    }
    if (at === -1) continue
    const fragment = rstrip(chars.slice(0, at).join(''))
    let remainder = lstrip(chars.slice(at + 1).join(''))
    if (overlap > 1)
      remainder = `${lstrip(
        Array.from(fragment)
          .slice(-(overlap - 1))
          .join(''),
      )} ${remainder}`
    if (fragment === '' || Array.from(remainder).length >= chars.length) continue
    return [rstrip(fragment), lstrip(remainder)]
  }
  return [rstrip(chars.slice(0, maxlen).join('')), lstrip(chars.slice(maxlen - overlap).join(''))]
}

describe('splitTextPieces', () => {
  test('gives the pieces of repeated upstream splitting, for any text, window and overlap', () => {
    const textArb = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ' ', '\n', '\t', '😀', 'é'), maxLength: 400 })
    fc.assert(
      fc.property(textArb, fc.integer({ min: 1, max: 60 }), fc.double({ min: 0, max: 0.95, noNaN: true }), (text, maxlen, fraction) => {
        const overlap = Math.floor(fraction * maxlen)
        const expected: string[] = []
        let [piece, remainder] = referenceSplit(text, maxlen, overlap)
        expected.push(piece)
        while (remainder !== '') {
          ;[piece, remainder] = referenceSplit(remainder, maxlen, overlap)
          expected.push(piece)
        }

        expect(splitTextPieces(text, { maxlen, overlap })).toEqual(expected)
        expect(splitText(text, { maxlen, overlap })).toEqual(referenceSplit(text, maxlen, overlap))
      }),
      { numRuns: 500 },
    )
  })

  test('splits a 405,000-character element into pieces no longer than the window', () => {
    // 400,000 characters into 500-character pieces: re-slicing the remainder (upstream) would copy
    // ~160 million characters; the view-based splitter reads each character a bounded number of times.
    const long = 'lorem ipsum dolor sit amet '.repeat(15_000)

    const pieces = splitTextPieces(long, { maxlen: 500, overlap: 20 })

    expect(pieces.length).toBeGreaterThan(800)
    expect(pieces.every((p) => p.length <= 500)).toBe(true)
  })
})
