import { describe, expect, test } from 'vitest'
import { decodeTextAtom, paragraphStyles, pptParagraphs, TEXT_BYTES_ATOM, TEXT_CHARS_ATOM } from '../../../src/formats/slides/ppt-text.js'

function pfRun(count: number, level: number, masks: number, fields: number[]): number[] {
  const out = [count & 0xff, (count >> 8) & 0xff, 0, 0, level, 0, masks & 0xff, (masks >> 8) & 0xff, (masks >> 16) & 0xff, (masks >> 24) & 0xff]
  for (const field of fields) out.push(field & 0xff, (field >> 8) & 0xff)
  return out
}

describe('ppt text', () => {
  test('TextCharsAtom is UTF-16LE, TextBytesAtom Latin-1', () => {
    expect(decodeTextAtom(TEXT_CHARS_ATOM, new Uint8Array([0x41, 0, 0xac, 0x20]))).toBe('A€')
    expect(decodeTextAtom(TEXT_BYTES_ATOM, new Uint8Array([0x43, 0xe9]))).toBe('Cé')
  })

  test('paragraph runs give level and bullet, skipping the optional fields their masks announce', () => {
    // run 1: hasBullet + bulletChar (bit 7) + alignment (bit 11); run 2: no bullet fields
    const body = new Uint8Array([...pfRun(4, 0, 0x1 | 0x80 | 0x800, [1, 0x2022, 0]), ...pfRun(5, 2, 0, [])])
    const styles = paragraphStyles(body, 8)
    expect(styles).toEqual([
      { count: 4, level: 0, bulleted: true },
      { count: 5, level: 2, bulleted: false },
    ])
    expect(pptParagraphs('one\rtwo!', styles)).toEqual([
      { text: 'one', level: 0, bulleted: true },
      { text: 'two!', level: 2, bulleted: false },
    ])
  })

  test('a bullet flag without the hasBullet mask bit does not count', () => {
    const body = new Uint8Array(pfRun(2, 0, 0x2, [1]))
    expect(paragraphStyles(body, 1)[0]!.bulleted).toBe(false)
  })

  test('without styles every paragraph is level 0 and unbulleted', () => {
    expect(pptParagraphs('a\rb', [])).toEqual([
      { text: 'a', level: 0, bulleted: false },
      { text: 'b', level: 0, bulleted: false },
    ])
  })
})
