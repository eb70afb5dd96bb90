import { describe, expect, test } from 'vitest'
import { docxCategoryDepth, docxParagraphType, isDocxListItem } from '../../../src/formats/word/word-paragraph-type.js'

describe('docxParagraphType', () => {
  test('takes the type a style name maps to before looking at the text', () => {
    expect(docxParagraphType('x', 'Heading 3')).toBe('Title')
    expect(docxParagraphType('x', 'Title')).toBe('Title')
    expect(docxParagraphType('This is a sentence with a verb.', 'Caption')).toBe('UncategorizedText')
    expect(docxParagraphType('Milk', 'List Bullet 2')).toBe('ListItem')
  })

  test('falls back to the text: address, e-mail, narrative, else uncategorized (never a Title)', () => {
    expect(docxParagraphType('DOYLESTOWN, PA 18901', 'Normal')).toBe('Address')
    expect(docxParagraphType('someone@example.com', 'Normal')).toBe('EmailAddress')
    expect(docxParagraphType('The committee approved the budget for next year.', 'Normal')).toBe('NarrativeText')
    expect(docxParagraphType('QUARTERLY REPORT', 'Normal')).toBe('UncategorizedText')
    expect(docxParagraphType(' x ', 'Normal')).toBe('UncategorizedText')
  })
})

describe('isDocxListItem', () => {
  test('is true for bulleted text or numbered paragraphs', () => {
    expect(isDocxListItem('• Parrots', false)).toBe(true)
    expect(isDocxListItem('Parrots', true)).toBe(true)
    expect(isDocxListItem('Parrots', false)).toBe(false)
  })
})

describe('docxCategoryDepth', () => {
  test('prefers the numbering level, then the number in heading and list style names', () => {
    expect(docxCategoryDepth(2, 'Heading 1')).toBe(2)
    expect(docxCategoryDepth(undefined, 'Heading 3')).toBe(2)
    expect(docxCategoryDepth(undefined, 'Subtitle')).toBe(1)
    expect(docxCategoryDepth(undefined, 'List Number 3')).toBe(2)
    expect(docxCategoryDepth(undefined, 'List Paragraph')).toBe(0)
    expect(docxCategoryDepth(undefined, 'Normal')).toBe(0)
  })
})
