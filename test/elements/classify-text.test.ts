import { describe, expect, it } from 'vitest'
import { deriveElementTypeFromText, elementFromText } from '../../src/elements/classify-text.js'
import type { Coordinates } from '../../src/elements/types.js'
import { classifierTexts } from './classifier-texts.js'

function boxAt(top: number, bottom: number, layoutHeight = 800): Coordinates {
  return {
    points: [
      [10, top],
      [10, bottom],
      [200, bottom],
      [200, top],
    ],
    system: 'PixelSpace',
    layout_width: 600,
    layout_height: layoutHeight,
  }
}

describe('elementFromText', () => {
  it.each([
    ['• This is a fine point!', 'ListItem', 'This is a fine point!'],
    ['-5', 'ListItem', '5'],
    ['* starred item', 'ListItem', 'starred item'],
    ['jane.doe@example.com', 'EmailAddress', 'jane.doe@example.com'],
    ['jane.doe@example.com is my address', 'EmailAddress', 'jane.doe@example.com is my address'],
    ['Doylestown, PA 18901', 'Address', 'Doylestown, PA 18901'],
    ['DOYLESTOWN, PENNSYLVANIA, 18901', 'Address', 'DOYLESTOWN, PENNSYLVANIA, 18901'],
    ['1. Item', 'ListItem', '1. Item'],
    ['2) Second item', 'ListItem', '2) Second item'],
    ['INTRODUCTION', 'Title', 'INTRODUCTION'],
    ['ITEM 1A. RISK FACTORS', 'Title', 'ITEM 1A. RISK FACTORS'],
    ['Ask the teacher for an apple.', 'NarrativeText', 'Ask the teacher for an apple.'],
    ['To My Dearest Friends,', 'UncategorizedText', 'To My Dearest Friends,'],
    ['7', 'UncategorizedText', '7'],
    ['/--------BREAK-------/', 'UncategorizedText', '/--------BREAK-------/'],
  ] as const)('classifies %j as %s', (input, type, text) => {
    expect(elementFromText(input)).toEqual({ type, text })
  })

  it('gives a text met again the answer it gave the first time (a bullet removed again), the position rules still first', () => {
    const bulleted = '• A remembered point'

    const first = elementFromText(bulleted)
    const again = elementFromText(bulleted)
    const atTop = elementFromText(bulleted, { coordinates: boxAt(5, 20) })

    expect(first).toEqual({ type: 'ListItem', text: 'A remembered point' })
    expect(again).toEqual(first)
    expect(again).not.toBe(first)
    expect(atTop).toEqual({ type: 'Header', text: bulleted })
  })

  it('answers as the explicit English context does on 5,000 generated texts, each asked a second time 300 texts later', () => {
    const texts = classifierTexts(5000, 23)
    const gap = 300
    let differing = 0
    for (let i = 0; i < texts.length + gap; i++) {
      for (const text of [texts[i], texts[i - gap]]) {
        if (text === undefined) continue
        if (JSON.stringify(elementFromText(text)) !== JSON.stringify(elementFromText(text, { languages: ['eng'] }))) differing++
      }
    }
    expect(differing).toBe(0)
  })

  it('keeps the upstream brace quirk: "AL" and "WY" alone are not states, "{AL" and "WY}" are', () => {
    expect(elementFromText('Montgomery, AL 36104').type).not.toBe('Address')
    expect(elementFromText('Montgomery, {AL 36104').type).toBe('Address')
    expect(elementFromText('Cheyenne, WY 82001').type).not.toBe('Address')
    expect(elementFromText('Cheyenne, WY} 82001').type).toBe('Address')
  })

  it('checks the e-mail address before the bullet-free rules but after bullets', () => {
    expect(elementFromText('- someone@example.com')).toEqual({ type: 'ListItem', text: 'someone@example.com' })
  })

  it('does not make a Title of text longer than 12 space-separated words', () => {
    const thirteen = 'Annual Report Of The Board Of Directors For The Fiscal Year Ended December'
    expect(thirteen.split(' ')).toHaveLength(13)
    expect(elementFromText(thirteen).type).not.toBe('Title')
    expect(elementFromText(thirteen.split(' ').slice(0, 12).join(' ')).type).toBe('Title')
  })

  it('makes narrative text of a sentence with a verb and a Title of the same words without one', () => {
    expect(elementFromText('The committee approved the budget for next year').type).toBe('NarrativeText')
    expect(elementFromText('Budget committee').type).toBe('Title')
  })

  it('classifies text near the top of the page as Header and near the bottom as Footer', () => {
    expect(elementFromText('Annual Report 2024', { coordinates: boxAt(20, 40) })).toEqual({ type: 'Header', text: 'Annual Report 2024' })
    expect(elementFromText('Page 3 of 10', { coordinates: boxAt(760, 780) })).toEqual({ type: 'Footer', text: 'Page 3 of 10' })
    expect(elementFromText('Page 3 of 10', { coordinates: boxAt(380, 400) }).type).not.toBe('Footer')
  })

  it('prefers the position rule over every text rule', () => {
    expect(elementFromText('• bullet in the header', { coordinates: boxAt(10, 20) }).type).toBe('Header')
  })

  it('ignores coordinates without a layout height', () => {
    const coordinates: Coordinates = {
      points: [
        [0, 1],
        [0, 2],
        [5, 2],
        [5, 1],
      ],
      system: 'PixelSpace',
    }
    expect(elementFromText('INTRODUCTION', { coordinates }).type).toBe('Title')
  })

  it('skips the verb check when English is not among the languages', () => {
    expect(elementFromText('Propiedad intelectual mundial').type).toBe('Title')
    expect(elementFromText('Propiedad intelectual mundial', { languages: ['spa'] }).type).toBe('NarrativeText')
  })

  it('applies a lower title word limit when given one', () => {
    expect(elementFromText('Intellectual Property Rights Overview', { options: { titleMaxWordLength: 3 } }).type).toBe('UncategorizedText')
  })
})

describe('deriveElementTypeFromText (HTML text)', () => {
  it.each([
    ['• item', 'ListItem'],
    ['Doylestown, PA 18901', 'Address'],
    ['me@example.org', 'EmailAddress'],
    ['The parser reads the document and emits elements.', 'NarrativeText'],
    ['INTRODUCTION', 'UncategorizedText'],
    ['x', null],
  ] as const)('derives %j → %s', (text, type) => {
    expect(deriveElementTypeFromText(text)).toBe(type)
  })

  it('never derives a Title', () => {
    expect(deriveElementTypeFromText('Quarterly Results')).toBe('UncategorizedText')
  })

  it('leaves the bullet for the caller to remove', () => {
    expect(deriveElementTypeFromText('· dotted')).toBe('ListItem')
  })
})
