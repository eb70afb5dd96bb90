import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { readRtf, type RtfBlock } from '../../../src/formats/rtf/rtf-reader.js'

const rtf = (source: string, encoding?: string): RtfBlock[] =>
  readRtf(new Uint8Array([...source].map((c) => c.charCodeAt(0))), encoding === undefined ? {} : { encoding })
const texts = (blocks: RtfBlock[]) => blocks.map((b) => (b.kind === 'paragraph' ? b.runs.map((r) => r.text).join('') : b.rows))

describe('readRtf', () => {
  test('reads paragraphs, skipping the font table, colour table, info and pictures', () => {
    const blocks = rtf(
      '{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}{\\colortbl;\\red0\\green0\\blue0;}{\\info{\\title Secret}}' +
        '\\pard First paragraph.\\par {\\pict\\pngblip 89504e47}Second\\~one\\par}',
    )

    expect(texts(blocks)).toEqual(['First paragraph.', 'Second\u00a0one'])
  })

  test("decodes \\uN with its fallback skipped, and \\'hh bytes in the document code page", () => {
    const blocks = rtf("{\\rtf1\\ansi\\ansicpg1251\\uc1 caf\\u233?\\'e0 \\uc2\\u8364\\'80\\'80!\\par}")

    expect(texts(blocks)).toEqual(['café\u0430 €!'])
  })

  test('decodes bytes in the code page of the current font’s charset, or the one asked for', () => {
    const source = "{\\rtf1\\ansi{\\fonttbl{\\f0 Times;}{\\f1\\fcharset204 Arial Cyr;}}\\f1\\'cf\\'f0\\'e8\\f0 \\'e9\\par}"

    expect(texts(rtf(source))).toEqual(['При\u00e9'])
    expect(texts(rtf("{\\rtf1\\ansi\\'e9\\par}", 'cp1253'))).toEqual(['\u03b9'])
  })

  test('marks headings from \\outlinelevel or heading styles, and list paragraphs with their level', () => {
    const blocks = rtf(
      '{\\rtf1{\\stylesheet{\\s0 Normal;}{\\s2 heading 2;}}' +
        '{\\pard\\outlinelevel0\\b Title\\par}{\\pard\\s2 Section\\par}' +
        '{\\pard\\ls1\\ilvl1{\\listtext \\u8226? }Nested item\\par}{\\pard Body\\par}}',
    )

    expect(blocks).toMatchObject([
      { kind: 'paragraph', headingLevel: 1, runs: [{ text: 'Title', bold: true }] },
      { kind: 'paragraph', headingLevel: 2 },
      { kind: 'paragraph', listLevel: 1, runs: [{ text: 'Nested item' }] },
      { kind: 'paragraph', runs: [{ text: 'Body', bold: false }] },
    ])
    expect(blocks[3]).not.toHaveProperty('headingLevel')
  })

  test('keeps bold and italic runs apart and gives hyperlink field results their URL', () => {
    const [paragraph] = rtf(
      '{\\rtf1 plain {\\b bold}{\\i\\b0 italic} {\\field{\\*\\fldinst{HYPERLINK "https://example.com/"}}{\\fldrslt{\\ul link}}}\\par}',
    )

    expect(paragraph).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'plain ', bold: false, italic: false },
        { text: 'bold', bold: true, italic: false },
        { text: 'italic', bold: false, italic: true },
        { text: ' ', bold: false, italic: false },
        { text: 'link', bold: false, italic: false, url: 'https://example.com/' },
      ],
    })
  })

  test('reads table rows and cells, ending the table at the next ordinary paragraph', () => {
    const blocks = rtf(
      '{\\rtf1{\\trowd\\cellx3000\\cellx6000\\pard\\intbl A\\cell B\\cell\\row' + '\\pard\\intbl C\\par more\\cell D\\cell\\row}\\pard After\\par}',
    )

    expect(blocks).toHaveLength(2)
    expect(blocks[0]).toMatchObject({ kind: 'table' })
    const rows = (blocks[0] as { rows: { text: string }[][][] }).rows.map((row) => row.map((cell) => cell.map((r) => r.text).join('')))
    expect(rows).toEqual([
      ['A', 'B'],
      ['C more', 'D'],
    ])
    expect(texts(blocks.slice(1))).toEqual(['After'])
  })

  test('skips hidden text, unknown \\* destinations and \\bin data, and reads a document without the \\rtf header', () => {
    const blocks = rtf('{\\pard Shown{\\v hidden}{\\*\\unknowndest secret}\\bin2 {}x\\par}')

    expect(texts(blocks)).toEqual(['Shownx'])
  })
})

describe('readRtf on arbitrary input', () => {
  test('never throws, whatever the bytes (unbalanced braces, stray escapes, binary)', () => {
    const rtfish = fc.array(
      fc.constantFrom('{', '}', '\\', "\\'", '\\u-3?', '\\par', '\\cell', '\\row', '\\trowd', '\\b', 'x', ' ', '\\bin5 ', '\\*', '\u00e9'),
      {
        maxLength: 200,
      },
    )
    fc.assert(
      fc.property(
        fc.oneof(
          rtfish.map((parts) => parts.join('')),
          fc.string({ maxLength: 300 }),
        ),
        (source) => {
          expect(() => rtf(source)).not.toThrow()
        },
      ),
    )
  })
})
