import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PARAGRAPH_SPLIT_PATTERN } from '../../../src/elements/text-patterns.js'
import {
  autoParagraphGrouper,
  groupBrokenParagraphs,
  groupBulletParagraph,
  isEmptyBullet,
  newLineGrouper,
  splitLinesAndBullets,
  splitOnNewlineRuns,
  startsWithBullet,
} from '../../../src/formats/text/paragraphs.js'

describe('groupBrokenParagraphs', () => {
  it('joins lines wrapped for layout and keeps blank-line paragraph breaks', () => {
    const text = 'The big red fox\nis walking down the lane.\n\nAt the end of the lane\nthe fox met a bear.'

    expect(groupBrokenParagraphs(text)).toBe('The big red fox is walking down the lane.\n\nAt the end of the lane the fox met a bear.')
  })

  it('keeps every line of a paragraph whose lines all have fewer than five words', () => {
    const text = 'Apache License\nVersion 2.0, January 2004\nhttp://www.apache.org/licenses/'

    expect(groupBrokenParagraphs(text)).toBe('Apache License\n\nVersion 2.0, January 2004\n\nhttp://www.apache.org/licenses/')
  })

  it('splits a bullet paragraph at its bullets and joins each bullet’s wrapped lines', () => {
    const text = '○ The big red fox\nis walking down the lane.\n\n○ At the end of the lane\nthe fox met a bear.'

    expect(groupBrokenParagraphs(text)).toBe('○ The big red fox is walking down the lane.\n\n○ At the end of the lane the fox met a bear.')
  })

  it('reads a lone "e" at a line start as a bullet (tesseract’s rendering of •)', () => {
    const text = 'e The big red fox\nis walking.\ne The fox met a bear.'

    expect(groupBrokenParagraphs(text)).toBe('· The big red fox is walking. \n\n· The fox met a bear.')
  })

  it('drops blank paragraphs', () => {
    expect(groupBrokenParagraphs('\n\n  \n\nOne line only\n\n\n')).toBe('One line only')
  })

  it('counts words by single spaces as Python’s split(" ") does, so double spaces add words', () => {
    // "a  b  c" splits into 5 parts on " ": not short, so the lines are joined
    expect(groupBrokenParagraphs('a  b  c\nd')).toBe('a  b  c d')
    expect(groupBrokenParagraphs('a b c\nd')).toBe('a b c\n\nd')
  })
})

describe('groupBulletParagraph', () => {
  it('returns one string per bullet, wrapped lines joined, as upstream’s test expects', () => {
    const paragraph = '○ The big red fox\nis walking down the lane.\n\n○ At the end of the lane\nthe fox met a bear.'

    expect(groupBulletParagraph(paragraph)).toEqual(['○ The big red fox is walking down the lane. ', '○ At the end of the lane the fox met a bear.'])
  })
})

describe('newLineGrouper', () => {
  it('makes every non-blank line its own paragraph', () => {
    expect(newLineGrouper('Iwan Roberts\nRoberts scored a goal\n   \nin 2004')).toBe('Iwan Roberts\n\n\nRoberts scored a goal\n\n\nin 2004')
  })
})

describe('autoParagraphGrouper', () => {
  it('treats a document with few blank lines as one paragraph per line', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `Line number ${i} of the document is here`)
    const text = `${lines.slice(0, 10).join('\n')}\n\n${lines.slice(10).join('\n')}`

    const grouped = autoParagraphGrouper(text)

    expect(splitOnNewlineRuns(grouped)).toEqual(lines)
  })

  it('treats a document with 10 % or more blank lines as blank-line separated', () => {
    const text = 'The first paragraph has words\nwrapped over two lines.\n\nThe second paragraph is long\nand wrapped.'

    expect(splitOnNewlineRuns(autoParagraphGrouper(text))).toEqual([
      'The first paragraph has words wrapped over two lines.',
      'The second paragraph is long and wrapped.',
    ])
  })

  it('counts a final newline as starting one more, empty, line (Python re.split)', () => {
    // 10 lines, no blank ones: 0 % → one paragraph per line …
    const ten = Array.from({ length: 10 }, (_, i) => `one two three four five ${i}`).join('\n')
    expect(splitOnNewlineRuns(autoParagraphGrouper(ten))).toHaveLength(10)
    // … but with a trailing "\n" there are 11 lines, 1 empty: 9 % is still under the threshold
    expect(splitOnNewlineRuns(autoParagraphGrouper(`${ten}\n`).trim())).toHaveLength(10)
    // with 9 lines + trailing "\n": 1 of 10 empty = 10 % → blank-line mode joins the wrapped lines
    const nine = Array.from({ length: 9 }, (_, i) => `one two three four five ${i}`).join('\n')
    expect(splitOnNewlineRuns(autoParagraphGrouper(`${nine}\n`).trim())).toHaveLength(1)
  })

  it('groups a large document in linear time (a long whitespace run does not backtrack)', () => {
    const text = `start${' '.repeat(200_000)}middle\n\nend ${'word '.repeat(100_000)}\nlast`

    const grouped = autoParagraphGrouper(text)

    expect(grouped.startsWith('start')).toBe(true)
    expect(grouped.endsWith('last')).toBe(true)
  })
})

describe('splitLinesAndBullets', () => {
  it('splits at bullets and newline runs and keeps the separators, like re.split with a group', () => {
    expect(splitLinesAndBullets('a\nb - c')).toEqual(['a', '\n', 'b ', '-', ' c'])
  })

  it('does not split before a bullet, before the end, or before a final newline', () => {
    expect(splitLinesAndBullets('--x')).toEqual(['-', '-', 'x'])
    expect(splitLinesAndBullets('a\n')).toEqual(['a\n'])
    expect(splitLinesAndBullets('a -\n')).toEqual(['a -\n'])
  })

  it('finds exactly the matches of upstream’s regex', () => {
    const upstream = new RegExp(PARAGRAPH_SPLIT_PATTERN, 'u')
    const alphabet = fc.constantFrom('a', 'b', ' ', '\n', '\t', '-', '*', '•', '\r', '\u00a0')
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 24 }).map((chars) => chars.join('')),
        (text) => {
          expect(splitLinesAndBullets(text)).toEqual(text.split(upstream))
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe('splitOnNewlineRuns', () => {
  it('splits on a newline with any whitespace around it', () => {
    expect(splitOnNewlineRuns('a \t\n \n b c\r\nd')).toEqual(['a', 'b c', 'd'])
  })
})

describe('bullets', () => {
  it('recognises a bullet at the start only when no bullet follows it', () => {
    expect(startsWithBullet('• item')).toBe(true)
    expect(startsWithBullet('-5 degrees')).toBe(true)
    expect(startsWithBullet('-- dashes')).toBe(false)
    expect(startsWithBullet(' • item')).toBe(false)
  })

  it('knows a lone bullet character is an empty bullet', () => {
    expect(isEmptyBullet('•')).toBe(true)
    expect(isEmptyBullet('• a')).toBe(false)
  })
})
