import { describe, expect, it } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { elementsFromPlainText, partitionText } from '../../../src/formats/text/text.js'
import { textFamilyInput } from '../helpers/text-family-input.js'

const FAKE_TEXT = `This is a test document to use for unit tests.

Doylestown, PA 18901

Important points:

   - Hamburgers are delicious
   - Dogs are the best
   - I love fuzzy blankets
`

describe('partitionText', () => {
  it('gives upstream’s elements for its fake-text document', async () => {
    const { input } = textFamilyInput(FAKE_TEXT, 'txt')

    const elements = await partitionText(input)

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['NarrativeText', 'This is a test document to use for unit tests.'],
      ['Address', 'Doylestown, PA 18901'],
      ['Title', 'Important points:'],
      ['ListItem', 'Hamburgers are delicious'],
      ['ListItem', 'Dogs are the best'],
      ['ListItem', 'I love fuzzy blankets'],
    ])
  })

  it('leaves ids empty and metadata bare for the metadata pass', async () => {
    const { input } = textFamilyInput('The dog barks at the mailman every day.', 'txt')

    const [element] = await partitionText(input)

    expect(element).toEqual({ type: 'NarrativeText', element_id: '', text: 'The dog barks at the mailman every day.', metadata: {} })
  })

  it('returns no elements for an empty or blank document', async () => {
    expect(await partitionText(textFamilyInput('', 'txt').input)).toEqual([])
    expect(await partitionText(textFamilyInput(' \n\n\t\n', 'txt').input)).toEqual([])
  })

  it('skips a bullet that stands alone on its line', async () => {
    const { input } = textFamilyInput('First line of the text here\n•\nSecond line of the text here', 'txt')

    const texts = (await partitionText(input)).map((e) => e.text)

    expect(texts).toEqual(['First line of the text here', 'Second line of the text here'])
  })

  it('makes each line an element when the document has almost no blank lines', async () => {
    const text = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} is written here.`).join('\n')

    const elements = await partitionText(textFamilyInput(text, 'txt').input)

    expect(elements).toHaveLength(12)
  })

  it('decodes a UTF-16 document with a byte-order mark', async () => {
    const text = 'Grüße aus Köln.'
    const bytes = new Uint8Array(2 + text.length * 2)
    bytes.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i += 1) bytes[2 + 2 * i] = text.charCodeAt(i)

    const elements = await partitionText(textFamilyInput(bytes, 'txt').input)

    expect(elements.map((e) => e.text)).toEqual([text])
  })

  it('falls back to a detected charset for invalid UTF-8 and warns', async () => {
    const latin = Uint8Array.from('Caf\xe9 cr\xe8me br\xfbl\xe9e is served every day at noon.', (c) => c.charCodeAt(0))
    const { input, warnings } = textFamilyInput(latin, 'txt')

    const elements = await partitionText(input)

    expect(elements[0]?.text).toBe('Café crème brûlée is served every day at noon.')
    expect(warnings.map((w) => w.code)).toEqual(['decode-fallback'])
  })

  it('rejects an unknown encoding with a DocumentError', async () => {
    const { input } = textFamilyInput('text', 'txt', { encoding: 'not_an_encoding' })

    await expect(partitionText(input)).rejects.toThrow(new DocumentError('unknown encoding: not_an_encoding'))
  })

  it('turns binary garbage into elements or a DocumentError, never a crash', async () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)
    const { input } = textFamilyInput(garbage, 'txt')

    const elements = await partitionText(input)

    expect(Array.isArray(elements)).toBe(true)
  })
})

describe('elementsFromPlainText', () => {
  it('classifies already decoded text without decoding again', () => {
    expect(elementsFromPlainText('john@example.com').map((e) => e.type)).toEqual(['EmailAddress'])
  })
})

describe('elementsFromPlainText on hostile input', () => {
  it('partitions a 5 MB single-line text into elements of at most 100,000 characters, keeping every word', () => {
    const line = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do '.repeat(80_000)

    const elements = elementsFromPlainText(`${line}\n`)

    expect(elements.length).toBeGreaterThanOrEqual(49)
    expect(Math.max(...elements.map((e) => e.text.length))).toBeLessThanOrEqual(100_000)
    expect(elements.map((e) => e.text).join(' ')).toBe(line.trim())
  }, 60_000)

  it('partitions 1 MB without spaces ("word.word.…", as minified code) without overflowing the stack', () => {
    const blob = 'word.'.repeat(200_000)

    const elements = elementsFromPlainText(blob)

    expect(elements.map((e) => e.text).join('')).toBe(blob)
    expect(elements.every((e) => e.text.length <= 100_000)).toBe(true)
  }, 60_000)
})
