import { describe, expect, test } from 'vitest'
import { splitText } from '../../src/chunking/split-text.js'

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

  test.each(['Lorem ipsum dolor amet consectetur adipiscing.', 'Lorem ipsum dolor.'])(
    'returns a text no longer than maxlen whole: %s',
    (input) => {
      expect(splitText(input, { maxlen: 46, overlap: 10 })).toEqual([input, ''])
    },
  )

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
