/**
 * @module formats/word/word-paragraph-type
 * Element type and category depth of a Word paragraph, as upstream's `partition_docx` decides them:
 * a list item (bulleted text, or numbering properties) is a ListItem; otherwise the paragraph style
 * (`Heading 1`–`9`, `Title`, `Subtitle`, `TOCHeading` → Title; `List…` → ListItem; `Caption`, quotes,
 * `No Spacing` → UncategorizedText); otherwise the text: Address, EmailAddress, NarrativeText, else
 * UncategorizedText. Short title-like text is not made a Title (upstream dropped that heuristic for DOCX).
 */
import type { ElementType } from '../../elements/types.js'
import { isBulletedText, isEmailAddress, isPossibleNarrativeText, isUsCityStateZip } from '../../elements/text-predicates.js'
import { pyLen, pyStrip } from '../../elements/python-strings.js'

/** Upstream `STYLE_TO_ELEMENT_MAPPING` (python-docx style names as Word shows them). */
const STYLE_TYPES: Readonly<Record<string, ElementType>> = {
  Caption: 'UncategorizedText',
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`Heading ${i + 1}`, 'Title'])),
  'Intense Quote': 'UncategorizedText',
  List: 'ListItem',
  'List 2': 'ListItem',
  'List 3': 'ListItem',
  'List Bullet': 'ListItem',
  'List Bullet 2': 'ListItem',
  'List Bullet 3': 'ListItem',
  'List Continue': 'ListItem',
  'List Continue 2': 'ListItem',
  'List Continue 3': 'ListItem',
  'List Number': 'ListItem',
  'List Number 2': 'ListItem',
  'List Number 3': 'ListItem',
  'List Paragraph': 'ListItem',
  'Macro Text': 'UncategorizedText',
  'No Spacing': 'UncategorizedText',
  Quote: 'UncategorizedText',
  Subtitle: 'Title',
  TOCHeading: 'Title',
  Title: 'Title',
}

/** True when upstream treats the paragraph as a list item: bulleted text, or numbering properties. */
export function isDocxListItem(text: string, hasNumbering: boolean): boolean {
  return isBulletedText(text) || hasNumbering
}

/**
 * The type of a non-list paragraph with (unstripped) `text` and style `styleName` ("Normal" when the
 * paragraph has no style). `plainText` is python-docx's `paragraph.text` (without text-box text),
 * which upstream inspects; it defaults to `text`.
 */
export function docxParagraphType(text: string, styleName: string, plainText = text): ElementType {
  const byStyle = STYLE_TYPES[styleName]
  if (byStyle !== undefined) return byStyle
  const stripped = pyStrip(plainText)
  if (pyLen(stripped) < 2) return 'UncategorizedText'
  if (isUsCityStateZip(stripped)) return 'Address'
  if (isEmailAddress(stripped)) return 'EmailAddress'
  if (isPossibleNarrativeText(stripped)) return 'NarrativeText'
  return 'UncategorizedText'
}

/**
 * Upstream `_parse_category_depth_by_style`: the numbering level when the paragraph has one, else the
 * number in a `Heading N` or `List… N` style name minus one, 1 for `Subtitle`, else 0.
 */
export function docxCategoryDepth(numberingLevel: number | undefined, styleName: string): number {
  if (numberingLevel !== undefined) return numberingLevel
  const last =
    styleName
      .split(/\s+/)
      .filter((word) => word !== '')
      .at(-1) ?? ''
  const trailingNumber = /^\d+$/.test(last) ? Number.parseInt(last, 10) - 1 : 0
  if (styleName.startsWith('Heading')) return Math.max(trailingNumber, 0)
  if (styleName === 'Subtitle') return 1
  if (styleName.startsWith('List')) return Math.max(trailingNumber, 0)
  return 0
}
